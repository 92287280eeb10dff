/**
 * Rows for the public API tests: each builder fills what a test does not care about, and the
 * news builder computes `search_text` the way every writer must.
 */
import type { AppDatabase } from '../src/db/database.ts';
import { albums, banners, eventos, noticias, publis } from '../src/db/schema.ts';
import { newsSearchText } from '../src/content/search-text.ts';
import { createNewsCommands } from '../src/news/news.commands.ts';
import { createMemoryMediaStore } from '../src/media/memory-media-store.ts';

type NewsRow = typeof noticias.$inferInsert;
type EventRow = typeof eventos.$inferInsert;
type AlbumRow = typeof albums.$inferInsert;
type PubliRow = typeof publis.$inferInsert;
type BannerRow = typeof banners.$inferInsert;

let sequence = 0;

/** A fresh 24-hex id; `n` makes it readable and ordered in a test's expectations. */
export function testId(n = ++sequence): string {
  return n.toString(16).padStart(24, '0');
}

/** `YYYY-MM-DDT…Z`, `minutes` after a fixed moment: later minutes are newer. */
export function minutesAfterEpoch(minutes: number): string {
  return new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString();
}

export function newsRow(fields: Partial<Omit<NewsRow, 'search_text'>> = {}): NewsRow {
  const row = {
    _id: testId(),
    titulo: 'Una noticia',
    provincia: 'Santiago del Estero',
    descripcion: 'Un resumen.',
    texto: '<p>Un cuerpo.</p>',
    img_portada: '/media/noticias/portada.jpg',
    editor: 'Julián Paz',
    fotoEditor: '/media/usuarios/julian.jpg',
    created_at: minutesAfterEpoch(0),
    ...fields,
  };
  return { actualizado_en: row.created_at, ...row, search_text: newsSearchText(row) };
}

export async function insertNews(db: AppDatabase, ...rows: Partial<Omit<NewsRow, 'search_text'>>[]) {
  const values = rows.map(newsRow);
  if (values.length > 0) await db.insert(noticias).values(values);
  return values;
}

/**
 * News rows written with the columns of the first schema only, and the `later` columns named
 * (those the database has by then), for databases migrated part of the way (the tests of later
 * migrations over existing data).
 */
export async function insertLegacyNewsRows(
  db: AppDatabase,
  rows: NewsRow[],
  later: ('img_portada_alt' | 'img_portada_credito')[] = [],
) {
  const columns = [
    '_id',
    'titulo',
    'provincia',
    'descripcion',
    'texto',
    'img_portada',
    'editor',
    'foto_editor',
    'search_text',
    'created_at',
    ...later,
  ];
  for (const row of rows) {
    await db.$client.execute({
      sql: `INSERT INTO noticias (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      args: [
        row._id,
        row.titulo,
        row.provincia,
        row.descripcion,
        row.texto,
        row.img_portada,
        row.editor,
        row.fotoEditor,
        row.search_text,
        row.created_at,
        ...later.map((column) => row[column] ?? ''),
      ],
    });
  }
}

export function eventRow(fields: Partial<EventRow> = {}): EventRow {
  return {
    _id: testId(),
    titulo: 'Un evento',
    flayer: '/media/eventos/flayer.jpg',
    texto: '<p>Detalles del evento.</p>',
    provincia: 'Santiago del Estero',
    fecha: '2026-03-10',
    direccion: 'Plaza Libertad',
    horario: '21:00 hs',
    created_at: minutesAfterEpoch(0),
    ...fields,
  };
}

export async function insertEvents(db: AppDatabase, ...rows: Partial<EventRow>[]) {
  const values = rows.map(eventRow);
  if (values.length > 0) await db.insert(eventos).values(values);
  return values;
}

export function albumRow(fields: Partial<AlbumRow> = {}): AlbumRow {
  const _id = fields._id ?? testId();
  const fotos = [1, 2, 3].map((n) => `/media/albums/${_id}/0${n}.jpg`);
  return {
    _id,
    nombre: 'Un álbum',
    ph: 'Carla Ledesma',
    fecha: '2026-03-10',
    fotos,
    portada: fotos[0] as string,
    created_at: minutesAfterEpoch(0),
    ...fields,
  };
}

export async function insertAlbums(db: AppDatabase, ...rows: Partial<AlbumRow>[]) {
  const values = rows.map(albumRow);
  if (values.length > 0) await db.insert(albums).values(values);
  return values;
}

export function publiRow(fields: Partial<PubliRow> = {}): PubliRow {
  return {
    _id: testId(),
    nombre_cliente: 'Un cliente',
    ingreso: '2026-01-01',
    egreso: '2099-12-31',
    link: 'https://example.com',
    foto: '/media/publis/publi.jpg',
    inicio: 0,
    noticias: 0,
    agenda: 0,
    galeria: 0,
    created_at: minutesAfterEpoch(0),
    ...fields,
  };
}

export async function insertPublis(db: AppDatabase, ...rows: Partial<PubliRow>[]) {
  const values = rows.map(publiRow);
  if (values.length > 0) await db.insert(publis).values(values);
  return values;
}

export function bannerRow(fields: Partial<BannerRow> = {}): BannerRow {
  return {
    _id: testId(),
    bannerFull: '/media/banners/full.jpg',
    bannerMobile: '/media/banners/mobile.jpg',
    url: '/evento/000000000000000000000001',
    created_at: minutesAfterEpoch(0),
    ...fields,
  };
}

export async function insertBanners(db: AppDatabase, ...rows: Partial<BannerRow>[]) {
  const values = rows.map(bannerRow);
  if (values.length > 0) await db.insert(banners).values(values);
  return values;
}

/** A news item moved to the trash (as `DELETE /api/noticia/:id` does); answers its row. */
export async function insertTrashedNews(db: AppDatabase, fields: Partial<Omit<NewsRow, 'search_text'>> = {}) {
  const [row] = await insertNews(db, fields);
  const news = createNewsCommands({ db, media: createMemoryMediaStore() });
  await news.trashNews(row!._id, { savedBy: 'Prueba Papelera', userId: '', editor: true });
  return row!;
}
