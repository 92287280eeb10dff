/**
 * Completes the media library (DESIGN §12) from what storage and the content hold: records for
 * the images the content shows that have none yet (the demo seed, rows written before migration
 * 0017 by a process still running the old code), then the size and weight of records that lack
 * them, read from the files. Runs at start and hourly on Node and from the cron on Workers; each
 * run is idempotent and reads a bounded number of files.
 */
import { detectImageKind } from './image-signature.ts';
import { readImageDimensions } from './image-dimensions.ts';
import { sql, isNull, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { medios } from '../db/schema.ts';
import { mediaKeyOfUrl } from './media-references.ts';
import type { MediaStore } from './media-store.ts';

/** The files read by one run (each at most HEADER_BYTES): later runs go on where it stopped. */
const FILES_PER_RUN = 500;
/** A JPEG's frame header may follow large EXIF or ICC blocks; the others are at the start. */
const HEADER_BYTES = 256 * 1024;

/**
 * Records, as migration 0017 did, every `/media/` image the content shows that has no record:
 * covers with their alt text and credit first, then flyers, album photos with their details, the
 * other pictures of news and albums, ads, the banner and its bank. Answers how many it added.
 */
export async function recordImagesInUse(db: AppDatabase): Promise<number> {
  const before = await countRecords(db);
  const id = sql.raw('lower(hex(randomblob(12)))');
  await db.batch([
    db.run(sql`INSERT OR IGNORE INTO medios (_id, url, alt, credito, created_at)
      SELECT ${id}, img_portada, img_portada_alt, img_portada_credito, created_at FROM noticias
      WHERE img_portada LIKE '/media/%' ORDER BY created_at`),
    db.run(sql`INSERT OR IGNORE INTO medios (_id, url, alt, credito, created_at)
      SELECT ${id}, flayer, flayer_alt, flayer_credito, created_at FROM eventos
      WHERE flayer LIKE '/media/%' ORDER BY created_at`),
    db.run(sql`INSERT OR IGNORE INTO medios (_id, url, alt, credito, created_at)
      SELECT ${id}, f.value,
        coalesce((SELECT json_extract(d.value, '$.alt') FROM json_each(a.fotos_detalle) d
          WHERE json_extract(d.value, '$.url') = f.value), ''),
        coalesce((SELECT json_extract(d.value, '$.credito') FROM json_each(a.fotos_detalle) d
          WHERE json_extract(d.value, '$.url') = f.value), ''),
        a.created_at
      FROM albums a, json_each(a.fotos) f WHERE f.value LIKE '/media/%' ORDER BY a.created_at, f.key`),
    db.run(sql`INSERT OR IGNORE INTO medios (_id, url, created_at)
      SELECT ${id}, url, created_at FROM (
        SELECT imagen_social AS url, created_at FROM noticias
        UNION ALL SELECT portada, created_at FROM albums
        UNION ALL SELECT foto, created_at FROM publis
        UNION ALL SELECT banner_full, created_at FROM banners
        UNION ALL SELECT banner_mobile, created_at FROM banners
        UNION ALL SELECT url, created_at FROM banner_images
      ) WHERE url LIKE '/media/%' ORDER BY created_at`),
  ]);
  return (await countRecords(db)) - before;
}

async function countRecords(db: AppDatabase): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(medios);
  return row?.n ?? 0;
}

/** Reads the first bytes of a stored file (enough for its header), or null when it is missing. */
async function readHeader(
  media: MediaStore,
  key: string,
): Promise<{ head: Uint8Array; size: number } | null> {
  const stored = await media.get(key);
  if (!stored) return null;
  if (stored.body instanceof Uint8Array)
    return { head: stored.body.subarray(0, HEADER_BYTES), size: stored.size };
  const reader = stored.body.getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < HEADER_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      length += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const head = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    head.set(part, at);
    at += part.length;
  }
  return { head, size: stored.size };
}

/**
 * Fills `ancho`, `alto` and `bytes` of the records that lack them from their files. A record
 * whose file is missing gets `bytes` 0 (and no size), so that it is not read again every run.
 */
export async function completeMediaDetails(db: AppDatabase, media: MediaStore): Promise<number> {
  const pending = await db
    .select({ _id: medios._id, url: medios.url })
    .from(medios)
    .where(isNull(medios.bytes))
    .limit(FILES_PER_RUN);
  let completed = 0;
  for (const { _id, url } of pending) {
    const key = mediaKeyOfUrl(url);
    const file = key ? await readHeader(media, key) : null;
    const kind = file ? detectImageKind(file.head) : null;
    const size = file && kind ? readImageDimensions(file.head, kind) : null;
    await db
      .update(medios)
      .set({ bytes: file?.size ?? 0, ancho: size?.width ?? null, alto: size?.height ?? null })
      .where(eq(medios._id, _id));
    completed += 1;
  }
  return completed;
}

/** Both steps: what the start and the schedules run. */
export async function backfillMediaLibrary(db: AppDatabase, media: MediaStore) {
  const recorded = await recordImagesInUse(db);
  const completed = await completeMediaDetails(db, media);
  return { recorded, completed };
}
