import type { NoticiaListItem, Province } from '@portal/contracts';
import { and, desc, eq, gte, inArray, max, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { albums, eventos, noticias, noticiasEtiquetas } from '../db/schema.ts';

/** A sitemap holds at most 50 000 URLs (sitemaps.org); past that, the newest are listed. */
export const SITEMAP_MAX_URLS = 50_000;
/** Google News reads at most 1 000 items of a news sitemap. */
export const GOOGLE_NEWS_MAX_URLS = 1_000;

const feedColumns = {
  _id: noticias._id,
  titulo: noticias.titulo,
  provincia: noticias.provincia,
  descripcion: noticias.descripcion,
  img_portada: noticias.img_portada,
  editor: noticias.editor,
  created_at: noticias.created_at,
  slug: noticias.slug,
  seo_descripcion: noticias.seo_descripcion,
};
const newestNews = [desc(noticias.created_at), desc(sql`${noticias}.rowid`)];
/** Feeds and sitemaps list published news only (the partial indexes of drizzle/0005_news_states.sql). */
const published = eq(noticias.estado, 'publicada');
/** A news item's last change: its publication or a later save (the sitemap's lastmod). */
const lastChangeOfNews = sql<string>`max(${noticias.created_at}, ${noticias.actualizado_en})`;

export type FeedNewsItem = Pick<
  NoticiaListItem,
  '_id' | 'titulo' | 'provincia' | 'descripcion' | 'img_portada' | 'editor' | 'created_at'
> & { slug: string; seo_descripcion: string };

/** The stored slug; '' for items written before slugs (their title's is taken: slugOf). */
const slugColumn = (table: typeof noticias | typeof eventos) => table.slug;

/** One `<url>` of a sitemap: an id and the date it was last changed (ISO-8601). */
export interface SitemapEntry {
  _id: string;
  lastmod: string;
}

/** A news item's or an event's entry: its canonical URL has its slug. */
export type SluggedSitemapEntry = SitemapEntry & { slug: string; titulo: string };

/** The reads of the feeds and sitemaps: only the columns each document needs. */
export function createFeedQueries(db: AppDatabase) {
  const limit = sql.placeholder('limit');
  const latest = db
    .select(feedColumns)
    .from(noticias)
    .where(published)
    .orderBy(...newestNews)
    .limit(limit)
    .prepare();
  const latestOfProvince = db
    .select(feedColumns)
    .from(noticias)
    .where(and(published, eq(noticias.provincia, sql.placeholder('provincia'))))
    .orderBy(...newestNews)
    .limit(limit)
    .prepare();
  const newsSince = db
    .select({
      _id: noticias._id,
      titulo: noticias.titulo,
      created_at: noticias.created_at,
      slug: noticias.slug,
    })
    .from(noticias)
    .where(and(published, gte(noticias.created_at, sql.placeholder('since'))))
    .orderBy(...newestNews)
    .limit(GOOGLE_NEWS_MAX_URLS)
    .prepare();
  const newsEntries = db
    .select({
      _id: noticias._id,
      lastmod: lastChangeOfNews,
      slug: slugColumn(noticias),
      titulo: noticias.titulo,
    })
    .from(noticias)
    .where(published)
    .orderBy(...newestNews)
    .limit(SITEMAP_MAX_URLS)
    .prepare();
  const eventEntries = db
    .select({
      _id: eventos._id,
      lastmod: eventos.created_at,
      slug: slugColumn(eventos),
      titulo: eventos.titulo,
    })
    .from(eventos)
    .orderBy(desc(eventos.fecha), desc(eventos._id))
    .limit(SITEMAP_MAX_URLS)
    .prepare();
  const albumEntries = db
    .select({ _id: albums._id, lastmod: albums.created_at })
    .from(albums)
    .orderBy(desc(albums.fecha), desc(sql`${albums}.rowid`))
    .limit(SITEMAP_MAX_URLS)
    .prepare();

  const latestOfCategory = db
    .select(feedColumns)
    .from(noticias)
    .where(and(published, eq(noticias.categoria, sql.placeholder('slug'))))
    .orderBy(...newestNews)
    .limit(limit)
    .prepare();
  const latestOfTag = db
    .select(feedColumns)
    .from(noticias)
    .where(
      and(
        published,
        inArray(
          noticias._id,
          db
            .select({ id: noticiasEtiquetas.noticia_id })
            .from(noticiasEtiquetas)
            .where(eq(noticiasEtiquetas.slug, sql.placeholder('slug'))),
        ),
      ),
    )
    .orderBy(...newestNews)
    .limit(limit)
    .prepare();

  return {
    /** The newest news of a category (DESIGN §12). */
    latestOfCategory(count: number, slug: string): Promise<FeedNewsItem[]> {
      return latestOfCategory.all({ limit: count, slug });
    },
    /** The newest news carrying a tag. */
    latestOfTag(count: number, slug: string): Promise<FeedNewsItem[]> {
      return latestOfTag.all({ limit: count, slug });
    },
    /** The newest news, of one province when given. */
    latestNews(count: number, provincia?: Province): Promise<FeedNewsItem[]> {
      return provincia === undefined
        ? latest.all({ limit: count })
        : latestOfProvince.all({ limit: count, provincia });
    },
    /** News published from `since` (ISO-8601) on, newest first. */
    newsSince(since: string): Promise<{ _id: string; titulo: string; created_at: string; slug: string }[]> {
      return newsSince.all({ since });
    },
    newsSitemap: (): Promise<SluggedSitemapEntry[]> => newsEntries.all(),
    eventsSitemap: (): Promise<SluggedSitemapEntry[]> => eventEntries.all(),
    albumsSitemap: (): Promise<SitemapEntry[]> => albumEntries.all(),
    /** The last change of each kind of content, for the sitemap index; null when there is none. */
    async lastChanges(): Promise<{ news: string | null; events: string | null; albums: string | null }> {
      const [[n], [e], [a]] = await Promise.all([
        db
          .select({ at: sql<string | null>`max(${lastChangeOfNews})` })
          .from(noticias)
          .where(published),
        db.select({ at: max(eventos.created_at) }).from(eventos),
        db.select({ at: max(albums.created_at) }).from(albums),
      ]);
      return { news: n?.at ?? null, events: e?.at ?? null, albums: a?.at ?? null };
    },
  };
}

export type FeedQueries = ReturnType<typeof createFeedQueries>;
