import { Hono } from 'hono';
import type { ContentVersions } from './content-version.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /**
     * The content version for this request, read on first use: publicCache
     * (http/public-cache) puts it into every public ETag.
     */
    contentVersion?: () => Promise<string>;
    /**
     * When the next scheduled news item goes out (ms since the epoch), or null: publicCache
     * keeps every public lifetime short of it.
     */
    nextPublishAt?: () => Promise<number | null>;
    /** The app's clock (ms since the epoch), which tests control. */
    now?: () => number;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Opening or ending a session changes no public content, nor does a browser's report that a
 * section release failed to load (public, and frequent when a release is broken), nor a page
 * view's or an ad's beacon (public, one per page view: a bump each would be a database write per
 * beacon and empty every public cache; 'Lo más leído' follows the clock instead).
 */
const SESSION_CALLS = new Set([
  'POST /api/login',
  'POST /api/logout',
  'POST /api/secciones/fallos',
  'POST /api/lecturas',
  'POST /api/publis/eventos',
]);
/** The edit screen's presence heartbeat (news/presence.ts) says who has an item open: nothing public. */
const PRESENCE_CALL = /^\/api\/noticia\/[^/]+\/presencia$/;

/**
 * Mounted before every route: offers the current content version to the public answers, and
 * bumps it after each successful (2xx) unsafe API call, i.e. every staff write, before the
 * answer leaves. A write that changes nothing public bumps it too: a spare revalidation is
 * cheap, a stale page after an edit is not.
 */
export function createContentVersioning(versions: ContentVersions, now: () => number = () => Date.now()) {
  return new Hono().use('*', async (c, next) => {
    let version: Promise<string> | undefined;
    c.set('contentVersion', () => (version ??= versions.current()));
    c.set('nextPublishAt', async () => {
      await c.var.contentVersion!();
      return versions.nextPublishAt();
    });
    c.set('now', now);
    // A read first publishes the scheduled news that have come due (ContentVersions.current):
    // what the handler reads then matches the version its ETag and cache key carry.
    // A database that does not answer is the route's to report (health answers 503), not this read's.
    if (c.req.method === 'GET' || c.req.method === 'HEAD')
      await c.var.contentVersion!().catch(() => undefined);
    await next();
    const { method } = c.req;
    if (!UNSAFE_METHODS.has(method) || c.res.status < 200 || c.res.status >= 300) return;
    const path = new URL(c.req.url).pathname.replace(/\/+$/, '');
    if (!path.startsWith('/api/') || SESSION_CALLS.has(`${method} ${path}`) || PRESENCE_CALL.test(path))
      return;
    // The write itself is done: a failed bump must not turn its answer into an error.
    await versions.bump().catch((error: unknown) => console.error('Content version not bumped:', error));
  });
}
