import { createServer, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  chooseEncoding,
  createCompressedFileCache,
  etagMatches,
  fileEtag,
  isCompressible,
} from '../api-worker/src/node/compressed-files.ts';
import { SECTION_RENDER_PATH } from '../packages/contracts/src/fragment-protocol.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** Files whose name never changes between releases: always revalidated, so a release shows at once. */
const MUTABLE_FILES = new Set(['mf-manifest.json', 'mf-manifest-stats.json', 'remoteEntry.js', 'index.html']);

export interface StaticOrigin {
  url: string;
  close(): Promise<void>;
}

/** The section's server renderer inside a build folder (packages/rspack-config SERVER_RENDERER_FILE). */
const SERVER_FOLDER = 'server';
const RENDER_ENDPOINT = `/${SECTION_RENDER_PATH}`;

/** Where the section's server render reads the API (the portal). */
const DEFAULT_API_ORIGIN = process.env.PORTAL_API_URL ?? 'http://localhost:8080';

interface SectionServerModule {
  default: { handleRender(request: Request, apiOrigin: string): Promise<Response> };
}

/**
 * Serves a remote's build folder as its own origin would in production: CORS for the
 * shell's origin, `no-cache` for the manifest and entry, immutable caching for hashed chunks,
 * brotli or gzip for text files (compressed once per file version), ETags and 304s; and, beside
 * every release folder's manifest, its render endpoint (`<folder>/_render`, DESIGN §10), run by
 * that folder's own `server/render.js`, which is never served as a file.
 */
export function serveRemote({
  dir,
  port,
  apiOrigin = DEFAULT_API_ORIGIN,
}: {
  dir: string;
  port: number;
  apiOrigin?: string;
}): Promise<StaticOrigin> {
  const root = path.resolve(dir);
  const files = createCompressedFileCache();
  const renderers = new Map<string, Promise<SectionServerModule>>();

  /** The renderer of the release folder `folder` (a new build of it is loaded anew). */
  async function rendererOf(folder: string): Promise<SectionServerModule> {
    const file = path.join(root, folder, SERVER_FOLDER, 'render.js');
    const info = await stat(file);
    const key = `${file}?${info.mtimeMs}`;
    let renderer = renderers.get(key);
    if (!renderer) {
      renderer = import(`${pathToFileURL(file).href}?v=${info.mtimeMs}`) as Promise<SectionServerModule>;
      renderers.set(key, renderer);
    }
    return renderer;
  }

  async function answerRender(pathname: string, url: string, res: ServerResponse) {
    const folder = path.join(root, pathname.slice(0, -RENDER_ENDPOINT.length));
    // The caller gone (the portal gave up past its budget): the render and its API calls stop.
    const callerGone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) callerGone.abort();
    });
    let answer: Response;
    try {
      // Whole path segments: `dist-x` beside `dist` starts with the same characters.
      if (folder !== root && !folder.startsWith(root + path.sep)) throw new Error('outside the build folder');
      const { default: section } = await rendererOf(path.relative(root, folder));
      answer = await section.handleRender(new Request(url, { signal: callerGone.signal }), apiOrigin);
    } catch {
      answer = Response.json({ msg: 'Esta versión no tiene render en el servidor.' }, { status: 404 });
    }
    if (callerGone.signal.aborted) return;
    res.writeHead(answer.status, {
      'Content-Type': answer.headers.get('Content-Type') ?? 'application/json',
      'Cache-Control': 'no-store',
    });
    // Each part as it comes (the page's opening before its body), not the answer buffered whole.
    const parts = answer.body?.getReader();
    try {
      for (let part = await parts?.read(); part && !part.done; part = await parts?.read()) {
        if (callerGone.signal.aborted) break;
        res.write(part.value);
      }
    } catch {
      // The render's stream broke: the answer ends cut, which its reader takes as no body.
    } finally {
      await parts?.cancel().catch(() => undefined);
    }
    res.end();
  }

  // Loaded at start: the first page's render should not pay for it.
  rendererOf('').catch(() => undefined);

  const server: Server = createServer(async (req, res) => {
    // Public files fetched without credentials: any page may read them, none may send cookies.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'ETag');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD' }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (pathname.endsWith(RENDER_ENDPOINT) && req.method === 'GET') {
      return answerRender(pathname, `http://localhost:${port}${req.url ?? '/'}`, res);
    }
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(root + path.sep) || pathname.split('/').includes(SERVER_FOLDER)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const info = await stat(file);
      if (!info.isFile()) throw new Error('not a file');
      const name = path.basename(file);
      const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
      const compressible = isCompressible(type, info.size);
      const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
      const etag = fileEtag(info, encoding);
      const headers: Record<string, string> = {
        'Content-Type': type,
        'Cache-Control': MUTABLE_FILES.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
        'Last-Modified': info.mtime.toUTCString(),
        ETag: etag,
        ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      };
      if (etagMatches(req.headers['if-none-match'], etag)) {
        res.writeHead(304, headers).end();
        return;
      }
      const body = compressible ? await files.read(file, info, encoding) : await readFile(file);
      headers['Content-Length'] = String(body.length);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No encontrado');
    }
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

// `tsx scripts/serve-remote.ts <dist folder> <port>`: one remote alone, as its team runs it.
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const [dir = 'dist', port = '3001'] = process.argv.slice(2);
  serveRemote({ dir, port: Number(port) }).then(({ url }) => console.log(`Sirviendo ${dir} en ${url}`));
}
