/**
 * The media library (DESIGN §12): one record per stored image (`medios`), written when an image
 * is uploaded and removed when it leaves storage, with its alt text, credit, size, uploader and
 * focal point. Also what the content calls need of it: the focus of a picture for the public
 * answers, and the check of an image picked from the library ('Elegir de Medios').
 */
import {
  MEDIA_HIDDEN_USE_TITLE,
  buildPage,
  hasPrivilege,
  isPublicOrScheduled,
  type ImageFocus,
  type MediaUse,
  type Medio,
  type NewsState,
  type Page,
  type PageRequest,
  type Privilege,
  type Usuario,
} from '@portal/contracts';
import { count, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { everyWordIn, foldedColumn } from '../content/staff-list-search.ts';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { albums, banners, eventos, medios, noticias, publis } from '../db/schema.ts';

type MedioRow = typeof medios.$inferSelect;

export interface NewMediaRecord {
  url: string;
  subido_por: string;
  ancho: number | null;
  alto: number | null;
  bytes: number;
  created_at: string;
}

/** Records an uploaded image (its URL is new: the server picked its key). */
export async function recordUploadedImage(db: AppDatabase, image: NewMediaRecord): Promise<string> {
  const _id = newObjectId(new Date(image.created_at));
  await db
    .insert(medios)
    .values({ _id, ...image })
    .onConflictDoNothing();
  return _id;
}

/** Forgets the records of images that left storage (their `/media/` URLs). */
export async function forgetImages(db: AppDatabase, urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  await db.delete(medios).where(sql`${medios.url} IN (SELECT value FROM json_each(${JSON.stringify(urls)}))`);
}

/**
 * The focus of the picture at `url` as one text column for the public queries: `'[x,y]'` when its
 * record has one off the centre, else null, so that items keep their exact shape otherwise.
 * A correlated lookup on the unique index of `medios.url`.
 */
export function focusColumn(url: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(SELECT json_array(${medios.foco_x}, ${medios.foco_y}) FROM ${medios}
    WHERE ${medios.url} = ${url} AND (${medios.foco_x} <> 0.5 OR ${medios.foco_y} <> 0.5))`;
}

/**
 * The off-centre focal points of the photos of a JSON list of URLs (an album's `fotos`) as one
 * text column: `'[{"url":…,"foco":{"x":…,"y":…}}…]'`, `'[]'` when none has one.
 */
export function photosFocusColumn(urls: SQLWrapper): SQL<string> {
  return sql<string>`(SELECT json_group_array(json_object('url', m.url, 'foco',
      json_object('x', m.foco_x, 'y', m.foco_y)))
    FROM json_each(${urls}) f JOIN ${medios} m ON m.url = f.value
    WHERE m.foco_x <> 0.5 OR m.foco_y <> 0.5)`;
}

/** `fotos_foco` of an album from photosFocusColumn's text: present only when some photo has one. */
export function withPhotosFocus(stored: string | null | undefined): {
  fotos_foco?: { url: string; foco: ImageFocus }[];
} {
  const focos = stored ? (JSON.parse(stored) as { url: string; foco: ImageFocus }[]) : [];
  return focos.length > 0 ? { fotos_foco: focos } : {};
}

/** `imagen_foco` of a public answer from focusColumn's text: present only for an off-centre focus. */
export function withFocus(stored: string | null | undefined): { imagen_foco?: ImageFocus } {
  const focus = parseFocus(stored);
  return focus ? { imagen_foco: focus } : {};
}

function parseFocus(stored: string | null | undefined): ImageFocus | undefined {
  if (!stored) return undefined;
  const [x, y] = JSON.parse(stored) as [number, number];
  return { x, y };
}

/**
 * The off-centre focus of each of `urls` (an album's photos), for `fotos_foco`; empty when none
 * has one (the album keeps its shape).
 */
export async function focusOfImages(
  db: AppDatabase,
  urls: readonly string[],
): Promise<Map<string, ImageFocus>> {
  const mediaUrls = urls.filter((url) => url.startsWith('/media/'));
  if (mediaUrls.length === 0) return new Map();
  const rows = await db.select({ url: medios.url, x: medios.foco_x, y: medios.foco_y }).from(medios)
    .where(sql`${medios.url} IN (SELECT value FROM json_each(${JSON.stringify(mediaUrls)}))
      AND (${medios.foco_x} <> 0.5 OR ${medios.foco_y} <> 0.5)`);
  return new Map(rows.map(({ url, x, y }) => [url, { x, y }]));
}

/** A use as stored: with the state of a news item (every other kind of item is public). */
export type StoredMediaUse = MediaUse & { estado: NewsState };

/** Who asks about the library: their privileges decide what they see and may change. */
export type MediaViewer = Pick<Usuario, 'privilegios'>;

/**
 * The uses a viewer may read: news not yet public (draft, review, scheduled) are named only to
 * holders of `noticias`, who see them in the newsroom anyway; anyone else learns that a story
 * not yet public uses the image, not which.
 */
export function visibleUses(uses: readonly StoredMediaUse[], viewer: MediaViewer): MediaUse[] {
  const seesDrafts = hasPrivilege(viewer, 'noticias');
  return uses.map(({ estado, ...use }) =>
    use.recurso !== 'noticia' || estado === 'publicada' || seesDrafts
      ? use
      : { recurso: 'noticia', recurso_id: '', titulo: MEDIA_HIDDEN_USE_TITLE },
  );
}

/** The privileges that edit each kind of public item (DESIGN §11–12). */
const PUBLIC_ITEM_PRIVILEGES: Record<MediaUse['recurso'], readonly Privilege[]> = {
  noticia: ['noticias', 'edicion'],
  evento: ['agenda'],
  album: ['galeria'],
  publicidad: ['publicidad'],
  // The central banner is any staff member's (DESIGN §4).
  banner: [],
};

/**
 * What a viewer lacks to change an image that public items show (its alt text, credit and focus
 * change what visitors see there): the privileges of each such item, a published or scheduled
 * story needing `edicion` as its own edit does. Empty when they may.
 */
export function missingPrivilegesFor(uses: readonly StoredMediaUse[], viewer: MediaViewer): Privilege[] {
  const needed = new Set(
    uses
      .filter((use) => use.recurso !== 'noticia' || isPublicOrScheduled(use.estado))
      .flatMap((use) => PUBLIC_ITEM_PRIVILEGES[use.recurso]),
  );
  return [...needed].filter((privilege) => !hasPrivilege(viewer, privilege));
}

/**
 * Where each of `urls` is shown: news (cover, social picture, body), events (flyer, body), albums
 * (photos, cover), ads and the central banner. One query for a page of the library; the bodies
 * are searched only when they hold a `/media/` address at all (as media-references.ts does).
 */
export async function usesOfImages(
  db: AppDatabase,
  urls: readonly string[],
): Promise<Map<string, StoredMediaUse[]>> {
  const uses = new Map<string, StoredMediaUse[]>(urls.map((url) => [url, []]));
  if (urls.length === 0) return uses;
  const inAny = (columns: SQLWrapper[]) =>
    sql.join(
      columns.map((column) => sql`instr(${column}, u.url) > 0`),
      sql` OR `,
    );
  const rows = await db.all<{ url: string } & StoredMediaUse>(sql`WITH u(url) AS (
      SELECT value FROM json_each(${JSON.stringify(urls)})
    )
    SELECT u.url, 'noticia' AS recurso, n._id AS recurso_id, n.titulo AS titulo, n.estado AS estado
      FROM ${noticias} n CROSS JOIN u
      WHERE ${inAny([sql`n.img_portada`, sql`n.imagen_social`])}
        OR (instr(n.texto, '/media/') > 0 AND instr(n.texto, u.url) > 0)
    UNION SELECT u.url, 'evento', e._id, e.titulo, 'publicada' FROM ${eventos} e CROSS JOIN u
      WHERE instr(e.flayer, u.url) > 0 OR (instr(e.texto, '/media/') > 0 AND instr(e.texto, u.url) > 0)
    UNION SELECT u.url, 'album', a._id, a.nombre, 'publicada' FROM ${albums} a CROSS JOIN u
      WHERE ${inAny([sql`a.fotos`, sql`a.portada`])}
    UNION SELECT u.url, 'publicidad', p._id, p.nombre_cliente, 'publicada' FROM ${publis} p CROSS JOIN u
      WHERE instr(p.foto, u.url) > 0
    UNION SELECT u.url, 'banner', b._id, 'Banner central', 'publicada' FROM ${banners} b CROSS JOIN u
      WHERE ${inAny([sql`b.banner_full`, sql`b.banner_mobile`])}
    ORDER BY 1, 2, 4`);
  for (const { url, recurso, recurso_id, titulo, estado } of rows)
    uses.get(url)?.push({ recurso, recurso_id, titulo, estado });
  return uses;
}

function toMedio(row: MedioRow, usos: MediaUse[]): Medio {
  const { foco_x, foco_y, ...rest } = row;
  return { ...rest, foco: { x: foco_x, y: foco_y }, usos };
}

/**
 * `GET /api/medios/:limit/:page?q=`: newest first; every word of `q` in the alt text, the credit
 * or the URL (its file name), ignoring case and accents. The uses as `viewer` may read them.
 */
export async function listMedia(
  db: AppDatabase,
  q: string,
  paging: PageRequest,
  viewer: MediaViewer,
): Promise<Page<Medio>> {
  const where = everyWordIn(q, [
    foldedColumn(medios.alt),
    foldedColumn(medios.credito),
    foldedColumn(medios.url),
  ]);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(medios).where(where),
    db
      .select()
      .from(medios)
      .where(where)
      .orderBy(desc(medios.created_at), desc(sql`${medios}.rowid`))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
  ]);
  const uses = await usesOfImages(
    db,
    rows.map((row) => row.url),
  );
  return buildPage(
    rows.map((row) => toMedio(row, visibleUses(uses.get(row.url) ?? [], viewer))),
    { ...paging, totalDocs: total?.n ?? 0 },
  );
}

export interface MediaEdit {
  alt?: string;
  credito?: string;
  foco?: ImageFocus;
}

/**
 * Focal points are kept in steps of 0.05 (5 %): finer than a crop shows, and the public pages
 * turn the value into `object-position` through a fixed set of CSS rules (no style attribute).
 */
export const toFocusStep = (value: number) => Math.round(value * 20) / 20;

/**
 * `PUT /api/medios/:id`: a partial edit; the record as it is then (its uses as `editor` may read
 * them), undefined when unknown, or the privileges `editor` lacks for the public items showing it.
 */
export async function updateMedia(
  db: AppDatabase,
  id: string,
  edit: MediaEdit,
  editor: MediaViewer,
): Promise<Medio | undefined | { missing: Privilege[] }> {
  const [record] = await db.select({ url: medios.url }).from(medios).where(eq(medios._id, id)).limit(1);
  if (!record) return undefined;
  const missing = missingPrivilegesFor((await usesOfImages(db, [record.url])).get(record.url) ?? [], editor);
  if (missing.length > 0) return { missing };
  const [row] = await db
    .update(medios)
    .set({
      ...(edit.alt !== undefined ? { alt: edit.alt } : {}),
      ...(edit.credito !== undefined ? { credito: edit.credito } : {}),
      ...(edit.foco ? { foco_x: toFocusStep(edit.foco.x), foco_y: toFocusStep(edit.foco.y) } : {}),
    })
    .where(eq(medios._id, id))
    .returning();
  if (!row) return undefined;
  return toMedio(row, visibleUses((await usesOfImages(db, [row.url])).get(row.url) ?? [], editor));
}

/** A record's file name for the audit log ('noticias/abc.jpg'), read before or after an edit. */
export async function mediaTitle(db: AppDatabase, id: string): Promise<string> {
  const [row] = await db.select({ url: medios.url }).from(medios).where(eq(medios._id, id)).limit(1);
  return row ? row.url.replace(/^\/media\//, '') : '';
}

export interface PickedMedia {
  url: string;
  alt: string;
  credito: string;
}

/**
 * The records of images picked from the library ('Elegir de Medios'), each `{ id, url }` as the
 * form sent them: 'mismatch' when one is unknown or is not the image sent beside it, so that a
 * form never saves a picture the library does not hold.
 */
export async function checkPickedMedia(
  db: AppDatabase,
  picked: readonly { id: string; url: string | undefined }[],
): Promise<Map<string, PickedMedia> | 'mismatch'> {
  if (picked.length === 0) return new Map();
  const rows = await db
    .select({ _id: medios._id, url: medios.url, alt: medios.alt, credito: medios.credito })
    .from(medios)
    .where(
      inArray(
        medios._id,
        picked.map((p) => p.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row._id, row]));
  const found = new Map<string, PickedMedia>();
  for (const { id, url } of picked) {
    const row = byId.get(id);
    if (!row || row.url !== url) return 'mismatch';
    found.set(row.url, { url: row.url, alt: row.alt, credito: row.credito });
  }
  return found;
}

/**
 * A form's body with the image it picked from the library checked ('Elegir de Medios'): the
 * record named by `fields.medio` must exist and be the image at `fields.url`, or 'mismatch'; its
 * alt text and credit fill the body's when these are left out. The `medio` field is dropped.
 */
export async function withPickedImage<B extends object>(
  db: AppDatabase,
  body: B,
  fields: {
    medio: keyof B & string;
    url: keyof B & string;
    alt: keyof B & string;
    credito: keyof B & string;
  },
): Promise<B | 'mismatch'> {
  const { [fields.medio]: id, ...others } = body as Record<string, unknown>;
  const rest: Record<string, unknown> = others;
  if (typeof id !== 'string') return body;
  const url = rest[fields.url];
  const found = await checkPickedMedia(db, [{ id, url: typeof url === 'string' ? url : undefined }]);
  if (found === 'mismatch') return 'mismatch';
  const picked = [...found.values()][0]!;
  return {
    ...rest,
    [fields.alt]: rest[fields.alt] ?? picked.alt,
    [fields.credito]: rest[fields.credito] ?? picked.credito,
  } as B;
}

/**
 * An album's body with the photos picked from the library checked: each of `fotos_medios` must
 * exist and be one of `fotos`, or 'mismatch'; a picked photo that `fotos_detalle` says nothing
 * of takes its record's alt text and credit. `fotos_medios` is dropped.
 */
export async function withPickedPhotos<
  B extends {
    fotos?: string[];
    fotos_detalle?: { url: string; alt: string; credito: string }[];
    fotos_medios?: string[];
  },
>(db: AppDatabase, body: B): Promise<Omit<B, 'fotos_medios'> | 'mismatch'> {
  const { fotos_medios, ...rest } = body;
  if (!fotos_medios || fotos_medios.length === 0) return rest;
  const records = await db
    .select({ _id: medios._id, url: medios.url, alt: medios.alt, credito: medios.credito })
    .from(medios)
    .where(inArray(medios._id, fotos_medios));
  const fotos = new Set(rest.fotos ?? []);
  if (records.length !== new Set(fotos_medios).size || records.some((r) => !fotos.has(r.url)))
    return 'mismatch';
  const described = new Set((rest.fotos_detalle ?? []).map((detail) => detail.url));
  const added = records
    .filter((r) => !described.has(r.url) && (r.alt || r.credito))
    .map(({ url, alt, credito }) => ({ url, alt, credito }));
  if (added.length === 0) return rest;
  return { ...rest, fotos_detalle: [...(rest.fotos_detalle ?? []), ...added] };
}
