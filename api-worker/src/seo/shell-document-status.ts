import { ALBUM_DETAIL_PATH, isClientRoute, matchRoutePattern, objectIdSchema } from '@portal/contracts';
import { createAlbumsQueries } from '../albums/albums.queries.ts';
import type { AppDatabase } from '../db/database.ts';

/**
 * The status of the shell's document at a path that is neither a file nor a worker route: 200 for
 * the shell's routes (packages/contracts/src/client-routes.ts), 404 for any other path and for an
 * album that does not exist, so that crawlers see no "soft 404". The body is the shell's page
 * either way, which shows its Spanish "not found" page. (`/noticia/:id` and `/evento/:id` are
 * decided the same way by seo.routes.ts.)
 */
export type ShellDocumentStatus = (pathname: string) => Promise<200 | 404>;

export function createShellDocumentStatus(db: AppDatabase): ShellDocumentStatus {
  const albums = createAlbumsQueries(db);
  return async (pathname) => {
    if (!isClientRoute(pathname)) return 404;
    const album = matchRoutePattern(ALBUM_DETAIL_PATH, pathname);
    if (!album) return 200;
    const id = album.id ?? '';
    return objectIdSchema.safeParse(id).success && (await albums.findAlbumById(id)) ? 200 : 404;
  };
}

/** A 404 document also tells crawlers not to index it, in case a cache strips the status. */
export const NOT_FOUND_DOCUMENT_HEADERS = { 'X-Robots-Tag': 'noindex' } as const;
