/**
 * bench:api's reference (c): nginx serving the portal's recorded bytes as static files, when
 * `nginx` is on PATH (`apt-get install nginx-light`). One worker, in the foreground, on a
 * loopback port, without access log; each path is a `location =` block aliasing its file.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { decodedPath, type RecordedAnswer } from './answers.ts';

export interface RunningNginx {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Whether an `nginx` binary answers on PATH. */
export function nginxAvailable(): boolean {
  const probe = spawnSync('nginx', ['-v'], { stdio: 'ignore' });
  return probe.error === undefined && probe.status === 0;
}

/** A free loopback port (nginx cannot report the port it picked). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** nginx's quoted-string syntax (location and default_type values are never interpolated). */
const quoted = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

export async function startNginx(dir: string, answers: readonly RecordedAnswer[]): Promise<RunningNginx> {
  const files = join(dir, 'files');
  mkdirSync(files, { recursive: true });
  const port = await freePort();
  const locations = answers
    .filter((answer) => answer.status === 200)
    .map((answer, index) => {
      const file = join(files, `a${index}`);
      writeFileSync(file, answer.body);
      // nginx matches `location =` against the decoded, normalised URI.
      return `    location = ${quoted(decodedPath(answer.path))} { default_type ${quoted(answer.contentType)}; alias ${file}; }`;
    });
  const temp = (name: string) => join(dir, name);
  const config = [
    'daemon off;',
    'master_process on;',
    'worker_processes 1;',
    // As root, nginx's workers would run as nobody, who cannot read the private temp dir.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${temp('nginx.pid')};`,
    `error_log ${temp('error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    '  server_tokens off;',
    '  keepalive_requests 1000000;',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    '  server {',
    `    listen 127.0.0.1:${port};`,
    ...locations,
    '    location / { return 404; }',
    '  }',
    '}',
    '',
  ].join('\n');
  const configFile = temp('nginx.conf');
  writeFileSync(configFile, config);

  const child = spawn('nginx', ['-p', dir, '-c', configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // Ready once it answers.
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}); see ${temp('error.log')}`);
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      if (attempt === 100) throw new Error('nginx did not answer in 10 s.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      // SIGQUIT: graceful stop of the master and its worker.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
