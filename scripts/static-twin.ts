import { createServer, request } from 'node:http';
import type { StaticOrigin } from './serve-remote';

/** Where the front answers a page's static twin: `/__estatico/<n>`. */
const TWIN_PREFIX = '/__estatico/';

/**
 * Everything of a document that runs or only feeds code: its scripts (the shell's, the JSON-LD and
 * the hand-over data block) and the hints that fetch code or data for it (script preloads,
 * modulepreload, the `remotes.json` fetch preload).
 */
const CODE = [
  /<script\b[^>]*>[\s\S]*?<\/script>/g,
  /<link\b(?=[^>]*\bas="(?:script|fetch)")[^>]*>/g,
  /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/g,
];

/** The server-rendered document as a static page: the same HTML without any script. */
export function withoutScripts(html: string): string {
  return CODE.reduce((document, pattern) => document.replace(pattern, ''), html);
}

export interface StaticTwinFront extends StaticOrigin {
  /**
   * Reads the page at `path` through the front, keeps it without its scripts, and gives the path
   * at which the front answers that copy as a static file.
   */
  twinOf(path: string): Promise<string>;
}

/**
 * A front for `target` on `port` that passes every request through unchanged, except the static
 * twins of pages (`/__estatico/<n>`): a page measured through it and its twin come from the same
 * origin, so their stylesheets, fonts and pictures load alike, and the twin shows how fast the
 * same HTML paints when no script runs (`pnpm bench:web`).
 */
export function startStaticTwinFront(target: string, port: number): Promise<StaticTwinFront> {
  const upstream = new URL(target);
  const twins: { body: string; status: number; type: string }[] = [];
  const server = createServer((req, res) => {
    if (req.url?.startsWith(TWIN_PREFIX)) {
      const twin = twins[Number(req.url.slice(TWIN_PREFIX.length))];
      if (!twin) return void res.writeHead(404).end();
      res.writeHead(twin.status, {
        'Content-Type': twin.type,
        'Content-Length': Buffer.byteLength(twin.body),
        'Cache-Control': 'no-cache',
      });
      return void res.end(req.method === 'HEAD' ? undefined : twin.body);
    }
    const forwarded = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      const url = `http://localhost:${port}`;
      resolve({
        url,
        async twinOf(path) {
          const response = await fetch(`${url}${path}`);
          const body = withoutScripts(await response.text());
          twins.push({
            body,
            status: response.status,
            type: response.headers.get('Content-Type') ?? 'text/html; charset=utf-8',
          });
          return `${TWIN_PREFIX}${twins.length - 1}`;
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
