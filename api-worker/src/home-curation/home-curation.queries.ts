import {
  FEATURED_COUNT,
  MORE_NEWS_COUNT,
  type BreakingNews,
  type HomeFeaturedResponse,
} from '@portal/contracts';
import { asc, eq, gt, and } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { portadaDestacadas, ultimoMomento } from '../db/schema.ts';
import type { NewsQueries } from '../news/news.queries.ts';

/** The pinned ids, in order. */
export async function listPinnedIds(db: AppDatabase): Promise<string[]> {
  const rows = await db
    .select({ id: portadaDestacadas.noticia_id })
    .from(portadaDestacadas)
    .orderBy(asc(portadaDestacadas.posicion));
  return rows.map((row) => row.id);
}

/**
 * `GET /api/portada`: the home's five, the pinned stories that are public first (in their
 * order), then the newest others; after them 'Más noticias', the newest not already shown (with
 * five pins, the five newest go there: pinning never hides the latest story). An unpublished or
 * deleted pin is skipped, never shown nor named.
 */
export async function homeFeatured(db: AppDatabase, news: NewsQueries): Promise<HomeFeaturedResponse> {
  const [pinned, newest] = await Promise.all([
    news.findPublishedByIds(await listPinnedIds(db)),
    // Enough for both blocks whichever of the newest are pinned.
    news.listNews({ limit: FEATURED_COUNT * 2 + MORE_NEWS_COUNT, page: 1 }),
  ]);
  const pinnedIds = new Set(pinned.map((item) => item._id));
  const rest = newest.docs.filter((item) => !pinnedIds.has(item._id));
  const destacadas = [...pinned, ...rest].slice(0, FEATURED_COUNT);
  const shown = new Set(destacadas.map((item) => item._id));
  const masnoticias = rest.filter((item) => !shown.has(item._id)).slice(0, MORE_NEWS_COUNT);
  // Only the pins a visitor can read: an unpublished or trashed one's id is not told.
  return { destacadas, masnoticias, fijadas: pinned.map((item) => item._id) };
}

/** The breaking-news bar while `hasta` is still ahead of `now`; null otherwise. */
export async function currentBreakingNews(db: AppDatabase, now: number): Promise<BreakingNews | null> {
  const [row] = await db
    .select({ texto: ultimoMomento.texto, link: ultimoMomento.link, hasta: ultimoMomento.hasta })
    .from(ultimoMomento)
    .where(and(eq(ultimoMomento.id, 1), gt(ultimoMomento.hasta, new Date(now).toISOString())))
    .limit(1);
  return row ?? null;
}
