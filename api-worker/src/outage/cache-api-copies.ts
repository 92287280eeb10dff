import type { GoodCopy, GoodCopyStore } from './last-good-copies.ts';

const COPY_HEADERS = 'X-Copia-Cabeceras';

/**
 * Last good copies (outage/last-good-copies.ts) in a Cache API cache of their own, one per URL:
 * kept by each data centre apart from the versioned answers, they survive a deploy (a cache is not
 * emptied by one) but not an eviction (an answer rarely asked for may be gone, and its page answers
 * 503 during an outage). The copy's own headers travel as JSON in one header of the stored answer,
 * which the Cache API keeps a year.
 */
export function cacheApiCopies(name = 'ultimas-copias'): GoodCopyStore {
  let opened: Promise<Cache> | undefined;
  const cache = () => (opened ??= caches.open(name));
  const requestOf = (key: string) => new Request(`https://ultimas-copias.invalid${key}`);
  return {
    async read(key) {
      const stored = await (await cache()).match(requestOf(key));
      if (!stored) return undefined;
      const headers = JSON.parse(stored.headers.get(COPY_HEADERS) ?? '{}') as GoodCopy['headers'];
      return { headers, body: new Uint8Array(await stored.arrayBuffer()) };
    },
    async write(key, { headers, body }) {
      await (
        await cache()
      ).put(
        requestOf(key),
        new Response(body as BodyInit, {
          headers: { 'Cache-Control': 'public, max-age=31536000', [COPY_HEADERS]: JSON.stringify(headers) },
        }),
      );
    },
  };
}
