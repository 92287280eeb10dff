import { createServer, request } from 'node:http';
import { createGzip } from 'node:zlib';
import type { StaticOrigin } from './serve-remote';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json))|image\/svg\+xml/;

/**
 * A reverse proxy that gzips text answers, as the CDN in front of the production worker does.
 * The Node entry of `pnpm start` serves the shell's files uncompressed; `pnpm bench:web --gzip`
 * measures through this proxy to show what a visitor of the deployed site downloads.
 */
export function startCompressingProxy(target: string, port: number): Promise<StaticOrigin> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forwarded = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const headers = { ...answer.headers };
        const type = String(headers['content-type'] ?? '');
        const gzip =
          /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
          COMPRESSIBLE.test(type) &&
          !headers['content-encoding'] &&
          answer.statusCode !== 204 &&
          answer.statusCode !== 304;
        if (!gzip) {
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
          return;
        }
        delete headers['content-length'];
        headers['content-encoding'] = 'gzip';
        headers.vary = 'Accept-Encoding';
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(createGzip()).pipe(res);
      },
    );
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () =>
      resolve({
        url: `http://localhost:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
