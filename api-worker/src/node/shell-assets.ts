import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { RemotesConfig } from '../config/config.ts';
import {
  BASE_SECURITY_HEADERS,
  documentSecurityHeaders,
  type ReleaseOriginsSource,
} from '../http/security-headers.ts';
import { documentCacheHeaders } from '../pages/document-cache.ts';
import type { RenderedPage } from '../pages/page-renderer.ts';
import { isClientRoute } from '@portal/contracts';
import { NOT_FOUND_DOCUMENT_HEADERS, type ShellDocumentStatus } from '../seo/shell-document-status.ts';
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
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ShellHandlerOptions {
  /** Where the remotes' manifests are: their origins go into the documents' CSP. */
  remotes: RemotesConfig;
  /**
   * The status of the document at a path that is no file, or where it moved (default: 200
   * everywhere); a rendered page's own status (its list past the end) can only make it worse.
   */
  documentStatus?: ShellDocumentStatus;
  /** The origins of the releases the registry serves, also opened in the documents' CSP. */
  releaseOrigins?: ReleaseOriginsSource;
  /**
   * The page at a request's URL rendered into the shell's index.html (pages/, DESIGN §10); null
   * where the browser renders it (the back office), which then gets index.html as it is.
   */
  renderDocument?: (
    request: Request,
    template: string,
    status: 200 | 400 | 404,
  ) => Promise<RenderedPage | null>;
}

/**
 * Serves the built shell like the worker's static assets do: files as they are, and
 * `index.html` for any other path without an extension (client-side routes such as
 * `/noticias/7/1`). index.html is revalidated on every load, hashed assets cached forever.
 * Text files go out brotli- or gzip-compressed when the client accepts it; every answer carries
 * the security headers, index.html its Content-Security-Policy (http/security-headers.ts).
 */
export function createShellHandler(
  shellDir: string,
  {
    remotes,
    documentStatus = async () => 200,
    releaseOrigins = async () => [],
    renderDocument,
  }: ShellHandlerOptions,
): (request: Request) => Promise<Response> {
  const root = resolve(shellDir);
  const files = createCompressedFileCache();
  // index.html's headers depend on its text (inline-style hashes): computed once per version.
  let documentHeaders: { version: string; headers: Promise<Record<string, string>> } | undefined;
  const headersOfDocument = async (path: string, info: Stats) => {
    const origins = await releaseOrigins();
    const version = `${info.size}-${info.mtimeMs} ${origins.join(' ')}`;
    if (documentHeaders?.version !== version) {
      const headers = files
        .read(path, info, null)
        .then((html) => documentSecurityHeaders(html.toString('utf8'), remotes, origins));
      documentHeaders = { version, headers };
      headers.catch(() => (documentHeaders = undefined));
    }
    return documentHeaders.headers;
  };

  async function serveFile(request: Request, path: string, status = 200): Promise<Response | null> {
    let info;
    try {
      info = await stat(path);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const isIndex = path === resolve(root, 'index.html');
    const contentType = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    const compressible = isCompressible(contentType, info.size);
    const encoding = compressible ? chooseEncoding(request.headers.get('Accept-Encoding')) : null;
    const etag = fileEtag(info, encoding);
    const headers = new Headers({
      'Content-Type': contentType,
      'Cache-Control': !isIndex && HASHED_NAME.test(path) ? IMMUTABLE : NO_CACHE,
      ETag: etag,
      ...(isIndex ? await headersOfDocument(path, info) : BASE_SECURITY_HEADERS),
    });
    if (compressible) headers.set('Vary', 'Accept-Encoding');
    if (encoding) headers.set('Content-Encoding', encoding);
    if (status !== 200) {
      for (const [name, value] of Object.entries(NOT_FOUND_DOCUMENT_HEADERS)) headers.set(name, value);
    } else if (etagMatches(request.headers.get('If-None-Match'), etag)) {
      return new Response(null, { status: 304, headers });
    }
    const body = compressible ? await files.read(path, info, encoding) : await readFile(path);
    headers.set('Content-Length', String(body.length));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
  }

  /**
   * A server-rendered page, made anew on each call: the answer cache keeps it (per URL, content
   * version and release choice) unless its section fell back to the browser.
   */
  async function renderedDocument(request: Request, status: 200 | 400 | 404): Promise<Response | null> {
    const template = await readShellIndex(root);
    if (template === null) return null;
    const page = await renderDocument!(request, template, status);
    if (!page) return null;
    const headers = new Headers({
      'Content-Type': CONTENT_TYPES['.html']!,
      ...documentCacheHeaders(page.html, page.status === 200 && page.release !== 'fallback'),
      ...(await documentSecurityHeaders(page.html, remotes, await releaseOrigins())),
    });
    if (page.status !== 200) {
      for (const [name, value] of Object.entries(NOT_FOUND_DOCUMENT_HEADERS)) headers.set(name, value);
    } else if (
      headers.has('ETag') &&
      etagMatches(request.headers.get('If-None-Match'), headers.get('ETag')!)
    ) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(request.method === 'HEAD' ? null : page.html, { status: page.status, headers });
  }

  return async (request) => {
    const url = new URL(request.url);
    // Segments that could leave the folder (`..`, `%2F`, `\\`, hidden files) name no file; they
    // may still be a page's params (a search for `24/7` or `.net`), answered as a document.
    const segments = decodeSegments(url.pathname);
    // The shell's server renderer is the portal's code, never one of its files (on Workers,
    // shell/public/.assetsignore keeps it out of the static assets).
    if (segments && segments[0] === SERVER_RENDERER_FOLDER && segments.length > 1) return notFound();
    const last = segments?.at(-1) ?? '';
    const candidate = !segments || segments.length === 0 || last === '' ? null : resolve(root, ...segments);
    if (candidate && candidate.startsWith(root + sep)) {
      const file = await serveFile(request, candidate);
      if (file) return file;
    }
    // A missing file with an extension is a broken link, not a page: answering HTML for a
    // script would only turn a 404 into a confusing parse error in the browser. A page's URL
    // with a dot (`/noticias/10/1.5`) is still the site's page.
    if (extname(url.pathname) !== '' && !isClientRoute(url.pathname)) return notFound();
    const status = await documentStatus(url.pathname);
    if (typeof status === 'object') return movedPermanently(status.location + url.search);
    if (renderDocument) {
      const rendered = await renderedDocument(request, status);
      if (rendered) return rendered;
    }
    return (await serveFile(request, resolve(root, 'index.html'), status)) ?? shellMissing();
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

function notFound(): Response {
  return new Response('No encontrado.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...BASE_SECURITY_HEADERS },
  });
}

/** A page that moved for good (a renamed category's old slug): readers and crawlers follow it. */
function movedPermanently(location: string): Response {
  return new Response(null, {
    status: 301,
    headers: { Location: location, 'Cache-Control': 'public, max-age=60', ...BASE_SECURITY_HEADERS },
  });
}

function shellMissing(): Response {
  return new Response(
    '<!doctype html><meta charset="utf-8"><title>Portal sin compilar</title><p>La interfaz del portal todavía no está compilada. Ejecute <code>pnpm build</code> y vuelva a cargar la página.</p>',
    {
      status: 503,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        ...BASE_SECURITY_HEADERS,
      },
    },
  );
}
