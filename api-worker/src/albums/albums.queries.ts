import { buildPage, type Album, type Page, type PageRequest, type StaffListQuery } from '@portal/contracts';
import { count, desc, eq, sql } from 'drizzle-orm';
import { everyWordIn, foldedColumn } from '../content/staff-list-search.ts';
import type { AppDatabase } from '../db/database.ts';
import { albums } from '../db/schema.ts';
import { focusColumn, photosFocusColumn, withFocus, withPhotosFocus } from '../media/media-library.ts';

const columns = {
  _id: albums._id,
  nombre: albums.nombre,
  fecha: albums.fecha,
  portada: albums.portada,
  ph: albums.ph,
  fotos: albums.fotos,
  fotos_detalle: albums.fotos_detalle,
  created_at: albums.created_at,
  /** The cover's and the photos' focal points in the media library, when off the centre. */
  foco_portada: focusColumn(albums.portada),
  fotos_foco: photosFocusColumn(albums.fotos),
};

/**
 * `fotos_detalle` only when some photo has an alt text or credit, and the focal points only when
 * some picture has one: other albums keep their shape.
 */
function withPhotoDetails<
  T extends { fotos_detalle: Album['fotos_detalle']; foco_portada: string | null; fotos_foco: string },
>({ fotos_detalle, foco_portada, fotos_foco, ...album }: T) {
  return {
    ...album,
    ...(fotos_detalle && fotos_detalle.length > 0 ? { fotos_detalle } : {}),
    ...withFocus(foco_portada),
    ...withPhotosFocus(fotos_foco),
  };
}

/** The albums queries of the public API, each statement built once. */
export function createAlbumsQueries(db: AppDatabase) {
  const countAll = db.select({ n: count() }).from(albums).prepare();
  // fecha descending along albums_fecha_idx, which ends with the rowid: no sort, no overlap.
  const page = db
    .select(columns)
    .from(albums)
    .orderBy(desc(albums.fecha), desc(sql`${albums}.rowid`))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare();
  const byId = db
    .select(columns)
    .from(albums)
    .where(eq(albums._id, sql.placeholder('id')))
    .limit(1)
    .prepare();

  return {
    /** `GET /api/albums/:limit/:page`: fecha descending, each album with its photos. */
    async listAlbums(paging: PageRequest): Promise<Page<Album>> {
      const [[total], docs] = await Promise.all([
        countAll.all(),
        page.all({ limit: paging.limit, offset: (paging.page - 1) * paging.limit }),
      ]);
      return buildPage(docs.map(withPhotoDetails), { ...paging, totalDocs: total?.n ?? 0 });
    },

    /** `GET /api/album/:id`: one album with its photos in order, or undefined. */
    async findAlbumById(id: string): Promise<Album | undefined> {
      const album = await byId.get({ id });
      return album && withPhotoDetails(album);
    },
  };
}

/**
 * `GET /api/redaccion/albums/:limit/:page?q=`: a page of every album, newest created first (a
 * new album leads the back office's list whatever its fecha); BUSCAR matches nombre and ph.
 */
export async function listAlbumsForStaff(
  db: AppDatabase,
  { q }: StaffListQuery,
  paging: PageRequest,
): Promise<Page<Album>> {
  const where = everyWordIn(q, [foldedColumn(albums.nombre), foldedColumn(albums.ph)]);
  const [[total], docs] = await Promise.all([
    db.select({ n: count() }).from(albums).where(where),
    db
      .select(columns)
      .from(albums)
      .where(where)
      .orderBy(desc(albums.created_at), desc(sql`${albums}.rowid`))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
  ]);
  return buildPage(docs.map(withPhotoDetails), { ...paging, totalDocs: total?.n ?? 0 });
}
