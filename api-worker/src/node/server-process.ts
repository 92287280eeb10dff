/**
 * The Node entry (server.ts) as a real child process, for the crash test and the load benchmark:
 * its own process group (so one signal reaches everything it started), configured by the same
 * environment variables as `pnpm start`, on a free port it reports on its first log line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const API_WORKER_DIR = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  /** The Node process serving (tsx runs in it as a loader, not as a parent process). */
  pid: number;
  /** Every line the server wrote to stdout and stderr so far. */
  output: string[];
  /** Resolves with the exit code (null when killed by a signal) once the process is gone. */
  exited: Promise<number | null>;
  /** Signals the whole process group and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface ServerProcessOptions {
  databaseUrl: string;
  mediaDir: string;
  /** Further variables (SEED_DEMO, ADMIN_PASSWORD…). */
  env?: Record<string, string>;
  /** How long to wait for the server to listen. */
  startTimeoutMs?: number;
}

export async function startServerProcess({
  databaseUrl,
  mediaDir,
  env = {},
  startTimeoutMs = 60_000,
}: ServerProcessOptions): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: API_WORKER_DIR,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: mediaDir,
      SEED_DEMO: 'false',
      ...env,
    },
  });
  const pid = child.pid!;
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    try {
      process.kill(-pid, signal);
    } catch (error) {
      // ESRCH: the group is already gone.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
    await exited;
  };
  createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The server did not start in ${startTimeoutMs} ms:\n${output.join('\n')}`));
    }, startTimeoutMs);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before it listened:\n${output.join('\n')}`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      const listening = /^Portal en (http:\/\/\S+)/.exec(line);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    });
  }).catch(async (error: unknown) => {
    await kill('SIGKILL');
    throw error;
  });
  return { url, pid, output, exited, kill };
}
