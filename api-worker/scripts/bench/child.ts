/**
 * A bench server in its own child process (so that autocannon does not share its event loop):
 * this Node with the same loader (tsx), running `script` with `args`; the child prints
 * `READY <url>` once it listens.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface BenchChild {
  url: string;
  child: ChildProcess;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export function startBenchChild(
  script: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<BenchChild> {
  const child = spawn(process.execPath, [...process.execArgv, script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it was ready.`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ url: line.slice('READY '.length), child, stop });
    });
  });
}
