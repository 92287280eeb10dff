import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { BASE_SECURITY_HEADERS } from '../http/security-headers.ts';
import {
  chooseEncoding,
  createCompressedFileCache,
  etagMatches,
  fileEtag,
  isCompressible,
} from './compressed-files.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  // With no charset, Chromium misreads some bundles (the Milkdown one) and fails to parse them.
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** Build outputs named with a content hash (`main.3f9a1c2b.js`) never change under that name. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export const NO_CACHE = 'no-cache';
/** Where the shell's build writes its server renderer (node/shell-server.ts loads it from there). */
const SERVER_RENDERER_FOLDER = 'server';
/** The template of every page (pages/document.routes.ts): the app's input, never a file of the site. */
const TEMPLATE_FILE = 'index.html';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built shell's files, served like the worker's static assets: as they are, hashed names
 * (`main.3f9a1c2b.js`) cached forever and the rest revalidated, text brotli- or gzip-compressed
 * when the client accepts it, with the security headers. Null for a path that names no file:
 * the app answers it (a page, or the 404 of a broken link).
 */
export function createShellFiles(shellDir: string): (request: Request) => Promise<Response | null> {
  const root = resolve(shellDir);
  const files = createCompressedFileCache();

  async function serveFile(request: Request, path: string): Promise<Response | null> {
    let info;
    try {
      info = await stat(path);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const contentType = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    const compressible = isCompressible(contentType, info.size);
    const encoding = compressible ? chooseEncoding(request.headers.get('Accept-Encoding')) : null;
    const etag = fileEtag(info, encoding);
    const headers = new Headers({
      'Content-Type': contentType,
      'Cache-Control': HASHED_NAME.test(path) ? IMMUTABLE : NO_CACHE,
      ETag: etag,
      ...BASE_SECURITY_HEADERS,
    });
    if (compressible) headers.set('Vary', 'Accept-Encoding');
    if (encoding) headers.set('Content-Encoding', encoding);
    if (etagMatches(request.headers.get('If-None-Match'), etag)) {
      return new Response(null, { status: 304, headers });
    }
    const body = compressible ? await files.read(path, info, encoding) : await readFile(path);
    headers.set('Content-Length', String(body.length));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  }

  return async (request) => {
    // Segments that could leave the folder (`..`, `%2F`, `\\`, hidden files) name no file; they
    // may still be a page's params (a search for `24/7` or `.net`), answered by the app.
    const segments = decodeSegments(new URL(request.url).pathname);
    if (!segments || segments.length === 0 || segments.at(-1) === '') return null;
    // The shell's server renderer is the portal's code, never one of its files (on Workers,
    // shell/public/.assetsignore keeps it out of the static assets).
    if (segments[0] === SERVER_RENDERER_FOLDER && segments.length > 1) return null;
    if (segments.length === 1 && segments[0] === TEMPLATE_FILE) return null;
    const path = resolve(root, ...segments);
    return path.startsWith(root + sep) ? serveFile(request, path) : null;
  };
}

/** The shell's index.html (read on each call: a rebuild shows at once); null when not built. */
export async function readShellIndex(shellDir: string): Promise<string | null> {
  try {
    return await readFile(resolve(shellDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

/**
 * One of the shell's stylesheets by its href in index.html (`/bootstrap.….css`), for the documents
 * that carry it inline (pages/inline-styles.ts); undefined for anything but a `.css` file inside
 * the shell's folder.
 */
export function readShellStylesheet(shellDir: string): (href: string) => Promise<string | undefined> {
  const root = resolve(shellDir);
  return async (href) => {
    const segments = href.startsWith('/') ? decodeSegments(href) : null;
    if (!segments || extname(href).toLowerCase() !== '.css') return undefined;
    const path = resolve(root, ...segments);
    if (!path.startsWith(root + sep)) return undefined;
    try {
      return await readFile(path, 'utf8');
    } catch {
      return undefined;
    }
  };
}

function decodeSegments(pathname: string): string[] | null {
  try {
    const segments = pathname.split('/').slice(1).map(decodeURIComponent);
    // No dot-segments or hidden files, and no separators smuggled in encoded.
    const isSafe = (segment: string) =>
      segment === '' || (!segment.startsWith('.') && !/[\\/\0]/.test(segment));
    return segments.every(isSafe) ? segments : null;
  } catch {
    return null;
  }
}
