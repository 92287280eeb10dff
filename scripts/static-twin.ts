import { createServer, request } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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
   * Reads the page at `path` through the front, keeps it without its scripts (or as `transform`
   * makes it), and gives the path at which the front answers that copy as a static file.
   */
  twinOf(path: string, transform?: (html: string) => string | Promise<string>): Promise<string>;
}

/**
 * A front for `target` on `port` that passes every request through unchanged, except the static
 * twins of pages (`/__estatico/<n>`): a page measured through it and its twin come from the same
 * origin, so their stylesheets, fonts and pictures load alike, and the twin shows how fast the
 * same HTML paints when no script runs (`pnpm bench:web`).
 */
export function startStaticTwinFront(target: string, port: number): Promise<StaticTwinFront> {
  const upstream = new URL(target);
  const twins: { body: string; brotli: Buffer; gzip: Buffer; status: number; type: string }[] = [];
  const server = createServer((req, res) => {
    if (req.url?.startsWith(TWIN_PREFIX)) {
      const twin = twins[Number(req.url.slice(TWIN_PREFIX.length))];
      if (!twin) return void res.writeHead(404).end();
      // Compressed as the Node entry compresses the documents it renders.
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      const body = encoding === 'br' ? twin.brotli : encoding === 'gzip' ? twin.gzip : Buffer.from(twin.body);
      res.writeHead(twin.status, {
        'Content-Type': twin.type,
        'Content-Length': body.byteLength,
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      return void res.end(req.method === 'HEAD' ? undefined : body);
    }
    const forwarded = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        // The portal's own origin, as the page's beacons would send it there: its same-origin
        // check (api-worker/src/auth/origin-check.ts) refused them from the front's port.
        headers: {
          ...req.headers,
          host: upstream.host,
          ...(req.headers.origin ? { origin: upstream.origin } : {}),
        },
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
        async twinOf(path, transform = withoutScripts) {
          const response = await fetch(`${url}${path}`);
          const body = await transform(await response.text());
          twins.push({
            body,
            brotli: brotliCompressSync(body),
            gzip: gzipSync(body),
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
