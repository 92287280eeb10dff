/**
 * Which stored images the content still uses, and the removal of those it no longer does: when
 * an item is deleted or its image replaced, what it used goes from storage unless another row
 * (or the banner bank) still shows it. Only this site's uploads (`/media/<key>`) are ever removed.
 */
import { imageVariantPaths } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { AppDatabase } from '../db/database.ts';
import {
  albums,
  bannerImages,
  banners,
  eventos,
  noticias,
  noticiasPapelera,
  publis,
  usuarios,
} from '../db/schema.ts';
import { forgetImages } from './media-library.ts';
import { MEDIA_URL_PREFIX, isSafeMediaKey, mediaUrl, type MediaStore } from './media-store.ts';

/** The media key of a `/media/<key>` URL, or undefined for any other address. */
export function mediaKeyOfUrl(url: string): string | undefined {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return undefined;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return isSafeMediaKey(key) ? key : undefined;
}

/**
 * Which of the images stored under `keys` some row still shows: a news cover, author photo or
 * body (also of a trashed item), an event flyer or body, an album photo or cover, an ad, a banner, a user's photo, or the
 * bank (unless `exceptBank`, for deleting an image from it). Each URL is looked for inside the
 * columns, so an absolute `https://…/media/<key>` counts too. There is no index of uses: each
 * table is read once for all the keys (CROSS JOIN keeps the table as the outer loop), and an
 * HTML body is searched key by key only when it has a `/media/` address at all, which staff
 * writes can afford (over 100 000 news: 0.3 s for one key, 0.9 s for an album's 30 photos).
 */
export async function imagesInUse(
  db: AppDatabase,
  keys: readonly string[],
  { exceptBank = false } = {},
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const usedIn = (table: SQLiteTable, columns: AnySQLiteColumn[], rowFilter: SQL = sql`1`) =>
    sql`SELECT k.key FROM ${table} CROSS JOIN k WHERE ${rowFilter} AND (${sql.join(
      columns.map((column) => sql`instr(${column}, k.url) > 0`),
      sql` OR `,
    )})`;
  // The row filter depends on the table alone, so SQLite checks it once per row, not per key.
  const usedInBody = (table: typeof noticias | typeof eventos) =>
    usedIn(table, [table.texto], sql`instr(${table.texto}, '/media/') > 0`);
  const queries = [
    usedIn(noticias, [noticias.img_portada, noticias.fotoEditor]),
    usedInBody(noticias),
    // A trashed item keeps its images for its 30 days (news/trash.ts): its whole row is `datos`.
    usedIn(noticiasPapelera, [noticiasPapelera.datos]),
    usedIn(eventos, [eventos.flayer]),
    usedInBody(eventos),
    usedIn(albums, [albums.portada, albums.fotos]),
    usedIn(publis, [publis.foto]),
    usedIn(banners, [banners.bannerFull, banners.bannerMobile]),
    usedIn(usuarios, [usuarios.foto]),
    ...(exceptBank ? [] : [usedIn(bannerImages, [bannerImages.url])]),
  ];
  const rows = await db.all<{ key: string }>(sql`WITH k(key, url) AS (
      SELECT value, ${MEDIA_URL_PREFIX} || value FROM json_each(${JSON.stringify(keys)})
    ) ${sql.join(queries, sql` UNION `)}`);
  return new Set(rows.map((row) => row.key));
}

/** Whether some row still shows the image stored under `key` (see imagesInUse). */
export async function isImageInUse(db: AppDatabase, key: string, options: { exceptBank?: boolean } = {}) {
  return (await imagesInUse(db, [key], options)).has(key);
}

/**
 * Removes from storage the images of `urls` that no row uses any more, with their resized
 * copies. Call it after the write
 * that stopped using them. Best effort: the write has happened, so a failure is logged, not
 * answered (the image merely lingers).
 */
export async function releaseUnusedImages(
  db: AppDatabase,
  media: MediaStore,
  urls: Iterable<string>,
): Promise<string[]> {
  const keys = [...new Set([...urls].map(mediaKeyOfUrl).filter((key) => key !== undefined))];
  if (keys.length === 0) return [];
  try {
    const used = await imagesInUse(db, keys);
    const unused = keys.filter((key) => !used.has(key));
    await Promise.all(
      unused.flatMap((key) => [key, ...imageVariantPaths(key)]).map((key) => media.delete(key)),
    );
    // The media library holds what storage holds.
    await forgetImages(db, unused.map(mediaUrl));
    return unused;
  } catch (error) {
    console.error(`Could not release the images ${keys.join(', ')}:`, error);
    return [];
  }
}

/** The images of `before` that `after` no longer has. */
export function imagesDropped(before: Iterable<string>, after: Iterable<string>): string[] {
  const kept = new Set(after);
  return [...new Set(before)].filter((url) => !kept.has(url));
}
