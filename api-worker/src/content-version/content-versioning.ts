import { Hono } from 'hono';
import type { ContentVersions } from './content-version.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /**
     * The content version for this request, read on first use: publicCache
     * (http/public-cache) puts it into every public ETag.
     */
    contentVersion?: () => Promise<string>;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Opening or ending a session changes no public content, nor does a browser's report that a
 * section release failed to load (public, and frequent when a release is broken).
 */
const SESSION_CALLS = new Set(['POST /api/login', 'POST /api/logout', 'POST /api/secciones/fallos']);

/**
 * Mounted before every route: offers the current content version to the public answers, and
 * bumps it after each successful (2xx) unsafe API call, i.e. every staff write, before the
 * answer leaves. A write that changes nothing public bumps it too: a spare revalidation is
 * cheap, a stale page after an edit is not.
 */
export function createContentVersioning(versions: ContentVersions) {
  return new Hono().use('*', async (c, next) => {
    let version: Promise<string> | undefined;
    c.set('contentVersion', () => (version ??= versions.current()));
    await next();
    const { method } = c.req;
    if (!UNSAFE_METHODS.has(method) || c.res.status < 200 || c.res.status >= 300) return;
    const path = new URL(c.req.url).pathname.replace(/\/+$/, '');
    if (!path.startsWith('/api/') || SESSION_CALLS.has(`${method} ${path}`)) return;
    // The write itself is done: a failed bump must not turn its answer into an error.
    await versions.bump().catch((error: unknown) => console.error('Content version not bumped:', error));
  });
}
