import {
  AGENDA_LIST_PATH,
  AGENDA_PROVINCE_PATH,
  ALBUM_DETAIL_PATH,
  ALBUM_LIST_PATH,
  CATEGORY_PATH,
  NEWS_LIST_PATH,
  NEWS_PROVINCE_PATH,
  NEWS_SEARCH_PATH,
  TAG_PATH,
  findProvince,
  isClientRoute,
  matchRoutePattern,
  newsSearchRequestSchema,
  objectIdSchema,
  pageRequestSchema,
  slugify,
} from '@portal/contracts';
import { createAlbumsQueries } from '../albums/albums.queries.ts';
import { findCategoryBySlug, renamedCategorySlug } from '../categories/categories.queries.ts';
import type { AppDatabase } from '../db/database.ts';
import { createNewsQueries } from '../news/news.queries.ts';

/**
 * What the document at a path answers before any rendering, the same on Node and on workerd: 200
 * for a page that exists, 404 for any other path (no "soft 404" for crawlers), 400 for a search
 * term longer than the API takes, or a permanent move (`location`, a path) where the page lives
 * now. The body of a 404/400 is the shell's page either way, which shows its Spanish message.
 * (`/noticia/:id` and `/evento/:id` are decided by their section or the database: document.routes.ts.)
 */
export type DocumentStatus = 200 | 400 | 404 | { location: string };

/**
 * A public list's page (DESIGN §12, issue #31): its paging as the API takes it (`/noticias/abc/1`,
 * `/noticias/10/1.5` are no page), a province that exists, a category that exists (a renamed one's
 * old slug moved to its new one), a tag some public item carries; an album that exists.
 */
export function createDocumentStatus(db: AppDatabase): (pathname: string) => Promise<DocumentStatus> {
  const albums = createAlbumsQueries(db);
  const news = createNewsQueries(db);
  return async (pathname) => {
    if (!isClientRoute(pathname)) return 404;
    const album = matchRoutePattern(ALBUM_DETAIL_PATH, pathname);
    if (album) {
      const id = album.id ?? '';
      return objectIdSchema.safeParse(id).success && (await albums.findAlbumById(id)) ? 200 : 404;
    }
    const search = matchRoutePattern(NEWS_SEARCH_PATH, pathname);
    if (search) {
      if (!isPaging(search)) return 404;
      // The API's own rule (it counts characters, an emoji as one), so that the page and its data agree.
      return newsSearchRequestSchema.shape.busq.safeParse(search.busq ?? '').success ? 200 : 400;
    }
    for (const path of [NEWS_LIST_PATH, AGENDA_LIST_PATH, ALBUM_LIST_PATH]) {
      const list = matchRoutePattern(path, pathname);
      if (list) return isPaging(list) ? 200 : 404;
    }
    for (const path of [NEWS_PROVINCE_PATH, AGENDA_PROVINCE_PATH]) {
      const list = matchRoutePattern(path, pathname);
      if (list) return isPaging(list) && findProvince(list.prov ?? '') ? 200 : 404;
    }
    const category = matchRoutePattern(CATEGORY_PATH, pathname);
    if (category) {
      if (!isPaging(category)) return 404;
      const slug = slugify(category.slug ?? '');
      const current = (await findCategoryBySlug(db, slug)) ? slug : await renamedCategorySlug(db, slug);
      if (!current) return 404;
      return current === category.slug
        ? 200
        : { location: `/categoria/${current}/${category.limit}/${category.page}` };
    }
    const tag = matchRoutePattern(TAG_PATH, pathname);
    if (tag) {
      if (!isPaging(tag)) return 404;
      const slug = slugify(tag.slug ?? '');
      return slug && (await news.listNewsByTag(slug, { limit: 1, page: 1 })).totalDocs > 0 ? 200 : 404;
    }
    return 200;
  };
}

/** Whether a list URL's `:limit` and `:page` are what the API takes (1–100, ≥ 1, whole numbers). */
function isPaging(params: Record<string, string>): boolean {
  return pageRequestSchema.safeParse({ limit: params.limit, page: params.page }).success;
}

/** A 404 document also tells crawlers not to index it, in case a cache strips the status. */
export const NOT_FOUND_DOCUMENT_HEADERS = { 'X-Robots-Tag': 'noindex' } as const;
