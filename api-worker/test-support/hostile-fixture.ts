/**
 * The hostile-input suite's knowledge of the API: every declared /api/ route, what a handler accepts on each (a valid body, the kind of each field) and the
 * hostile values of each kind with what the API must answer to them. The test walks this and
 * fails for a route of the app that has no entry here.
 */
import { PRIVILEGES, REMOTE_NAMES } from '@portal/contracts';
import { createApp } from '../src/app.ts';
import { declaredAppRoutes } from './declared-routes.ts';
import { TEST_ADDRESS_HEADER, insertStaffUser, sessionCookieFor } from './staff-access.ts';
import { readAppConfig } from '../src/config/config.ts';
import type { AppDatabase } from '../src/db/database.ts';
import { newObjectId } from '../src/db/ids.ts';
import { bannerImages, categorias, medios, noticiasRevisiones, remoteReleases } from '../src/db/schema.ts';
import { DEFAULT_REMOTES } from '../src/config/config.ts';
import { seedRegistry } from '../src/releases/releases.commands.ts';
import { createMemoryMediaStore } from '../src/media/memory-media-store.ts';
import {
  insertAlbums,
  insertBanners,
  insertEvents,
  insertNews,
  insertPublis,
  insertTrashedNews,
} from './content-fixtures.ts';
import { createTestDatabase } from './create-test-app.ts';
import { adCreateBody, albumCreateBody, eventCreateBody, newsCreateBody } from './staff-request-bodies.ts';

// ---------------------------------------------------------------------------------------------
// The routes.

/** `METHOD /path` of every API route the suite must cover: every declared `/api/` route. */
export const ALL_API_ROUTES: readonly string[] = declaredAppRoutes()
  .filter(({ path }) => path.startsWith('/api/'))
  .map(({ method, path }) => `${method} ${path}`);

/** A route key without the trailing slash, to compare with the app's own route list. */
export const normalizeRouteKey = (key: string) => key.replace(/\/+$/, '');

/** What each field of a body is, which decides what a hostile value must get. */
export type FieldKind =
  | 'text' // free text: titles, names (trimmed, 1..max characters)
  | 'html' // a rich-text body, sanitized on the server
  | 'image' // an image address: /media/… or http(s)
  | 'link' // where a click goes: '', http(s) or a site path
  | 'photo' // a user's photo: '', a site path or http(s)
  | 'province'
  | 'date'
  | 'id' // a 24-hex id naming an item
  | 'username'
  | 'email'
  | 'password'
  | 'privileges'
  | 'photos' // a list of image addresses
  | 'placement' // colocar_en: [{ inicio, noticias, agenda, galeria }]
  | 'banner-kind'
  | 'image-key' // the public_id of a bank image
  | 'credential' // login's username and contraseña: anything but the right ones is refused
  | 'manifest-url' // a release's mf-manifest.json: http(s) only
  | 'section' // a remote's name: news, agenda, gallery, admin
  | 'failure-kind' // manifest, entry or chunk
  | 'flag' // a JSON boolean (a release's archivada)
  | 'percentage' // a whole number 0..100 (a canary share)
  | 'news-state' // borrador, programada or publicada
  | 'timestamp' // ISO-8601 with an offset (publicar_en); null for "none"
  | 'focus' // a focal point { x, y }, each 0..1
  | 'page-path' // a beacon's ruta: a public page's path
  | 'referrer' // a beacon's referente: any text up to 1 000 characters (only a host is kept)
  | 'ad-event'; // servida or vista

export interface FieldSpec {
  kind: FieldKind;
  /** Leaving it out is refused. */
  required?: boolean;
  /** null stands for "none" (an album's cover: the first photo). */
  nullable?: boolean;
}

/** Ids of one item of each kind, for "an id of another kind" cases. */
export interface KnownIds {
  news: string;
  event: string;
  album: string;
  ad: string;
  banner: string;
  user: string;
  bankImage: string;
}
export type ItemKind = keyof KnownIds;

export interface RouteSpec {
  /** Makes, fresh for each case, the item the call is about: its id goes into `:id` or the body. */
  target?: (db: AppDatabase) => Promise<string>;
  /** The kind of item `:id` (or the body's `id`) names, so that ids of other kinds can be tried. */
  about?: ItemKind;
  /** A JSON body the handler accepts with a 2xx; `n` is unique per case (usernames). */
  body?: (target: string, n: number) => Record<string, unknown>;
  fields?: Record<string, FieldSpec>;
  /** A multipart upload instead of a JSON body. */
  multipart?: true;
  /** Tables a refused call may still write: the login limiter records failed attempts. */
  mayWrite?: readonly string[];
  /** The query parameters the call reads (the staff lists' filters), by name. */
  query?: readonly QueryParam[];
  /** A beacon (navigator.sendBeacon): its JSON may also come as text/plain. */
  beacon?: true;
}

/** The staff lists' query parameters: BUSCAR, the events' province and order. */
export type QueryParam = 'q' | 'prov' | 'orden' | 'estado' | 'usuario' | 'recurso' | 'desde' | 'hasta';

const req = (kind: FieldKind): FieldSpec => ({ kind, required: true });
const opt = (kind: FieldKind): FieldSpec => ({ kind });

let sequence = 0;
const aCategory = async (db: AppDatabase) => {
  const _id = newObjectId();
  await db
    .insert(categorias)
    .values({ _id, nombre: `Cat ${_id}`, slug: `cat-${_id}`, created_at: new Date().toISOString() });
  return _id;
};
const aMediaRecord = async (db: AppDatabase) => {
  const _id = newObjectId();
  await db
    .insert(medios)
    .values({ _id, url: `/media/noticias/${_id}.jpg`, created_at: new Date().toISOString() });
  return _id;
};
const aNews = async (db: AppDatabase) => (await insertNews(db, { _id: newObjectId() }))[0]!._id;
/** The revision a news item made by aNewsWithRevision has: its id reversed. */
export const revisionIdOf = (newsId: string) => [...newsId].reverse().join('');
/** A news item with one revision, whose id is revisionIdOf(its id). */
const aNewsWithRevision = async (db: AppDatabase) => {
  const [news] = await insertNews(db, { _id: newObjectId() });
  const { search_text: _search, editor: autor, fotoEditor: _photo, ...content } = news!;
  await db.insert(noticiasRevisiones).values({
    ...content,
    _id: revisionIdOf(news!._id),
    noticia_id: news!._id,
    autor,
    estado: 'publicada',
    version: 1,
  });
  return news!._id;
};
const aDraft = async (db: AppDatabase) =>
  (await insertNews(db, { _id: newObjectId(), estado: 'borrador' }))[0]!._id;
const aNewsInReview = async (db: AppDatabase) =>
  (await insertNews(db, { _id: newObjectId(), estado: 'revision' }))[0]!._id;
const aTrashedNews = async (db: AppDatabase) => (await insertTrashedNews(db, { _id: newObjectId() }))._id;
const anEvent = async (db: AppDatabase) => (await insertEvents(db, { _id: newObjectId() }))[0]!._id;
const anAlbum = async (db: AppDatabase) => (await insertAlbums(db, { _id: newObjectId() }))[0]!._id;
const anAd = async (db: AppDatabase) => (await insertPublis(db, { _id: newObjectId() }))[0]!._id;
const aBanner = async (db: AppDatabase) => (await insertBanners(db, { _id: newObjectId() }))[0]!._id;
const aUser = async (db: AppDatabase) =>
  (await insertStaffUser(db, { username: `otro${++sequence}`, privilegios: ['agenda'] }))._id;
/** A release of the agenda remote (the registry seeded first), for the release calls. */
async function anAgendaRelease(db: AppDatabase) {
  await seedRegistry(db, DEFAULT_REMOTES, REMOTE_NAMES);
  const _id = newObjectId();
  await db.insert(remoteReleases).values({
    _id,
    remote: 'agenda',
    url: `https://agenda.example/${_id}/mf-manifest.json`,
    etiqueta: 'prueba',
    creada_por: 'jefa',
    created_at: '2026-01-01T00:00:00.000Z',
  });
  return _id;
}
async function aBankImage(db: AppDatabase) {
  const publicId = `banners/${newObjectId()}.jpg`;
  await db
    .insert(bannerImages)
    .values({ public_id: publicId, url: `/media/${publicId}`, created_at: '2026-01-01T00:00:00.000Z' });
  return publicId;
}

/** The password of the `entrada` user, whom the login cases try. */
export const LOGIN_PASSWORD = 'clave-de-prueba-1';
export const LOGIN_USERNAME = 'entrada';

const newsFields = {
  provincia: req('province'),
  img_portada: req('image'),
  img_portada_medio: opt('id'),
  titulo: req('text'),
  descripcion: req('text'),
  texto: opt('html'),
  img_portada_alt: opt('text'),
  img_portada_credito: opt('text'),
  estado: opt('news-state'),
  publicar_en: { kind: 'timestamp', nullable: true },
} satisfies Record<string, FieldSpec>;
const albumFields = {
  nombre: req('text'),
  ph: req('text'),
  fecha: req('date'),
  fotos: req('photos'),
  // A list too (of { url, alt, credito }): strings, numbers and 31 entries are refused alike.
  fotos_detalle: opt('photos'),
  fotos_medios: opt('photos'),
};
const eventFields = {
  titulo: req('text'),
  flayer: req('image'),
  flayer_medio: opt('id'),
  flayer_alt: opt('text'),
  flayer_credito: opt('text'),
  texto: opt('html'),
  provincia: req('province'),
  fecha: req('date'),
  direccion: req('text'),
  horario: req('text'),
};
const adFields = {
  nombre_cliente: req('text'),
  ingreso: req('date'),
  egreso: req('date'),
  link: opt('link'),
  foto: req('image'),
  colocar_en: req('placement'),
};
/** Every field optional (a partial update), but the id. */
const partial = (fields: Record<string, FieldSpec>) => ({
  id: req('id'),
  ...Object.fromEntries(Object.entries(fields).map(([name, { kind }]) => [name, opt(kind)])),
});

/** What the suite knows of each route, by `METHOD /path` as in ALL_API_ROUTES. */
export const ROUTE_SPECS: Record<string, RouteSpec> = {
  // Public reads: path parameters only (their kinds come from their names).
  'GET /api/noticias/:limit/:page': {},
  'GET /api/noticias/:prov/:limit/:page': {},
  'GET /api/masnoticias': {},
  'GET /api/noticia/b/:busq/:limit/:page': {},
  'GET /api/noticia/:id': { about: 'news' },
  'GET /api/noticia/:id/relacionadas': { about: 'news' },
  'GET /api/categorias': {},
  'GET /api/portada': {},
  'GET /api/ultimo-momento': {},
  'GET /api/categoria/:slug/:limit/:page': {},
  'GET /api/tema/:slug/:limit/:page': {},
  'GET /api/eventos/:limit/:page': {},
  'GET /api/eventos/:prov/:limit/:page': {},
  'GET /api/evento/:id': { about: 'event' },
  'GET /api/albums/:limit/:page': {},
  'GET /api/album/:id': { about: 'album' },
  'GET /api/publis': {},
  'GET /api/get-banner': {},
  'GET /api/clima': {},
  'GET /api/health': {},
  'GET /api/openapi.json': {},
  'GET /api/docs': {},
  'POST /api/login': {
    body: () => ({ username: LOGIN_USERNAME, contraseña: LOGIN_PASSWORD }),
    fields: { username: req('credential'), contraseña: req('credential') },
    // A refused login is counted and recorded in the audit log.
    mayWrite: ['login_attempts', 'sqlite_sequence', 'auditoria'],
  },
  'POST /api/logout': {},

  // Session and users.
  'GET /api/session': {},
  'GET /api/usuarios': {},
  'GET /api/redaccion/usuarios/:limit/:page': { query: ['q', 'orden'] },
  'GET /api/auditoria/:limit/:page': { query: ['usuario', 'recurso'] },
  'GET /api/usuario/:id': { target: aUser, about: 'user' },
  'POST /api/createuser': {
    body: (_target, n) => ({
      nombre: 'Nueva',
      apellido: 'Persona',
      email: `nueva${n}@portal-noticias.example`,
      username: `nueva${n}`,
      foto: '',
      contraseña: 'clave-de-prueba',
      privilegios: ['galeria'],
    }),
    fields: {
      nombre: req('text'),
      apellido: req('text'),
      email: req('email'),
      username: req('username'),
      foto: opt('photo'),
      contraseña: req('password'),
      privilegios: opt('privileges'),
    },
  },
  'PUT /api/usuario': {
    target: aUser,
    about: 'user',
    // Emails are unique: each user gets one of their own.
    body: (id) => ({ id, nombre: 'Cambiado', apellido: 'Otro', email: `otro-${id}@portal-noticias.example` }),
    fields: {
      id: req('id'),
      nombre: opt('text'),
      apellido: opt('text'),
      email: opt('email'),
      username: opt('username'),
      foto: opt('photo'),
      contraseña: opt('password'),
      contraseña_actual: opt('password'),
      privilegios: opt('privileges'),
    },
  },
  'DELETE /api/usuario/:id': { target: aUser, about: 'user' },

  // News, albums, events, ads.
  'GET /api/redaccion/noticias/:limit/:page': { query: ['q', 'estado'] },
  'GET /api/redaccion/noticia/:id': { target: aNews, about: 'news' },
  'GET /api/redaccion/albums/:limit/:page': { query: ['q'] },
  'GET /api/redaccion/eventos/:limit/:page': { query: ['q', 'prov', 'orden'] },
  'GET /api/redaccion/publis/:limit/:page': { query: ['q'] },
  'POST /api/crearnoticia': { body: newsCreateBody, fields: newsFields },
  'PUT /api/noticia': {
    target: aNews,
    about: 'news',
    body: (id) => ({ id, ...newsCreateBody() }),
    fields: partial(newsFields),
  },
  'DELETE /api/noticia/:id': { target: aNews, about: 'news' },
  'GET /api/etiquetas': { query: ['q'] },
  'POST /api/categorias': {
    body: (_target, n) => ({ nombre: `Categoría ${n}` }),
    fields: { nombre: req('text') },
  },
  'PUT /api/categorias/:id': {
    target: aCategory,
    body: (_target, n) => ({ nombre: `Renombrada ${n}` }),
    fields: { nombre: req('text') },
  },
  'DELETE /api/categorias/:id': { target: aCategory },
  'GET /api/medios/:limit/:page': { query: ['q'] },
  'PUT /api/medios/:id': {
    target: aMediaRecord,
    body: () => ({ alt: 'Texto alternativo', credito: 'Foto: Redacción', foco: { x: 0.25, y: 0.75 } }),
    fields: { alt: opt('text'), credito: opt('text'), foco: opt('focus') },
  },
  'PUT /api/portada': { body: () => ({ destacadas: [] }), fields: { destacadas: opt('photos') } },
  'PUT /api/ultimo-momento': {
    body: () => ({
      texto: 'Último momento',
      link: '',
      hasta: new Date(Date.now() + 3_600_000).toISOString(),
    }),
    // texto null removes the bar (DESIGN §12): a 200 by design.
    fields: { texto: { kind: 'text', required: true, nullable: true }, link: opt('link') },
  },
  'GET /api/noticia/:id/revisiones': { target: aNewsWithRevision, about: 'news' },
  'GET /api/noticia/:id/revisiones/:rev': { target: aNewsWithRevision, about: 'news' },
  'POST /api/noticia/:id/revisiones/:rev/restaurar': { target: aNewsWithRevision, about: 'news' },
  // Editorial control (DESIGN §11).
  'GET /api/redaccion/revision/:limit/:page': {},
  'POST /api/noticia/:id/revision': {
    target: aDraft,
    about: 'news',
    body: () => ({ nota: 'Revisar la fuente.' }),
    fields: { nota: opt('text') },
  },
  'POST /api/noticia/:id/devolver': {
    target: aNewsInReview,
    about: 'news',
    body: () => ({ nota: 'Falta la fuente.' }),
    fields: { nota: req('text') },
  },
  'GET /api/noticia/:id/notas': { target: aNews, about: 'news' },
  'POST /api/noticia/:id/presencia': { target: aNews, about: 'news', mayWrite: ['noticias_presencia'] },
  'DELETE /api/noticia/:id/presencia': { target: aNews, about: 'news' },
  'GET /api/redaccion/presencia': {},
  'GET /api/papelera/:limit/:page': {},
  'POST /api/papelera/:id/restaurar': { target: aTrashedNews, about: 'news' },
  'DELETE /api/papelera/:id': { target: aTrashedNews, about: 'news' },
  'GET /api/redaccion/calendario': { query: ['desde', 'hasta'] },
  'POST /api/crearalbum': {
    body: albumCreateBody,
    fields: { ...albumFields, portada: { kind: 'image', nullable: true } },
  },
  'PUT /api/album': {
    target: anAlbum,
    about: 'album',
    body: (id) => ({ id, ...albumCreateBody() }),
    fields: partial(albumFields),
  },
  'DELETE /api/album/:id': { target: anAlbum, about: 'album' },
  'POST /api/evento': { body: eventCreateBody, fields: eventFields },
  'PUT /api/evento': {
    target: anEvent,
    about: 'event',
    body: (id) => ({ id, ...eventCreateBody() }),
    fields: partial(eventFields),
  },
  'DELETE /api/evento/:id': { target: anEvent, about: 'event' },
  'GET /api/publi/:id': { target: anAd, about: 'ad' },
  'POST /api/publi': { body: adCreateBody, fields: adFields },
  'PUT /api/publi': {
    target: anAd,
    about: 'ad',
    body: (id) => ({ id, ...adCreateBody() }),
    fields: partial(adFields),
  },
  'DELETE /api/publi/:id': { target: anAd, about: 'ad' },

  // Central banner and image bank.
  'GET /api/banners/': {},
  'PUT /api/edit-banners/:id': {
    target: aBanner,
    about: 'banner',
    body: () => ({ tipo: 'bannerMobile', image_url: '/media/banners/otro.jpg' }),
    fields: { tipo: req('banner-kind'), image_url: req('image') },
  },
  'PUT /api/edit-link/:id': {
    target: aBanner,
    about: 'banner',
    body: () => ({ link_evento: '/evento/abc' }),
    fields: { link_evento: req('link') },
  },
  'DELETE /api/image': {
    target: aBankImage,
    about: 'bankImage',
    body: (id) => ({ id }),
    fields: { id: req('image-key') },
  },
  'POST /api/upload-image': { multipart: true },

  // Section releases (the manifest is fetched through the hostile app's fake fetch).
  'GET /api/secciones': {},
  'POST /api/secciones/:remote/releases': {
    body: (_target, n) => ({ url: `https://agenda.example/${n}/mf-manifest.json`, etiqueta: `v${n}` }),
    fields: { url: req('manifest-url'), etiqueta: req('text') },
  },
  'PUT /api/secciones/:remote': {
    target: anAgendaRelease,
    body: (id) => ({ candidata: id }),
    fields: { activa: opt('id'), candidata: { kind: 'id', nullable: true }, canary: opt('percentage') },
  },
  'PUT /api/secciones/:remote/releases/:id': {
    target: anAgendaRelease,
    body: () => ({ archivada: true }),
    fields: { archivada: req('flag') },
  },
  // Audience and ad measurement (DESIGN §14): beacons, public and staff reports.
  'POST /api/lecturas': {
    beacon: true,
    body: () => ({ ruta: '/noticias/10/1', referente: 'https://www.google.com/' }),
    fields: { ruta: req('page-path'), referente: opt('referrer') },
    // An accepted beacon makes the day's salt.
    mayWrite: ['lectores_sales'],
  },
  'GET /api/mas-leidas/:ventana/:limite': {},
  'GET /api/audiencia': { query: ['desde', 'hasta'] },
  'POST /api/publis/eventos': {
    beacon: true,
    target: anAd,
    about: 'ad',
    body: (id) => ({ publi: id, tipo: 'vista' }),
    fields: { publi: req('id'), tipo: req('ad-event') },
    mayWrite: ['lectores_sales'],
  },
  'GET /api/publis/:id/estadisticas': { target: anAd, about: 'ad', query: ['desde', 'hasta'] },
  'POST /api/secciones/fallos': {
    target: anAgendaRelease,
    body: (id) => ({ remote: 'agenda', release: id, kind: 'chunk' }),
    fields: { remote: req('section'), release: req('id'), kind: req('failure-kind') },
  },
};

// ---------------------------------------------------------------------------------------------
// Hostile values.

/** `reject`: a 4xx is due; `accept`: a 2xx is due; `any`: either, never a 5xx. */
export type Expectation = 'reject' | 'accept' | 'any';

export interface HostileValue {
  label: string;
  value: unknown;
  expect: Expectation;
  /** Accepted text must be stored exactly as sent (SQL fragments are data, never SQL). */
  storedVerbatim?: boolean;
}

export const TRAVERSAL = [
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/media/../../etc/passwd',
  '/media/%2e%2e/%2e%2e/etc/passwd',
  'file:///etc/passwd',
];
export const UNICODE = [
  'Ñandú 🧉 mate cocido',
  'texto \u202e txt.exe',
  'zalgo e\u0301\u0302\u0303\u0304',
  'nulo \u0000 byte',
  'suelto \ud800 sustituto',
  '\ufeff marca de orden',
  '＜script＞alert(1)＜/script＞',
];
export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "'); DROP TABLE noticias; --",
  '1; DELETE FROM usuarios',
  'x" OR ""="',
  "admin'--",
  'UNION SELECT password_hash FROM usuarios',
];
export const NUMBER_STRINGS = [
  '-1',
  '0',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '1.5',
  '0x10',
];
/** The few of them a body field gets (path parameters get them all). */
const FIELD_NUMBER_STRINGS = ['-1', '99999999999999999999999', '1e309', 'NaN'];
/** Over every field's maximum (texto: 200 000) and every body limit but the 1 MB ones. */
export const LONG_STRING = 'x'.repeat(250_000);

/** Well-formed-looking ids that name nothing, or name something else. */
export const FOREIGN_ID_SHAPES = [
  '123e4567-e89b-12d3-a456-426614174000',
  '42',
  'ABCDEFABCDEFABCDEFABCDEF',
  'abcdefabcdefabcdefabcde',
  'abcdefabcdefabcdefabcdef0',
  'null',
  'undefined',
  '[object Object]',
];

/** Hostile strings for a field of `kind`, each with what the API must answer. */
export function hostileStrings(kind: FieldKind): HostileValue[] {
  const each = (values: string[], label: string, expect: Expectation, storedVerbatim = false) =>
    values.map((value, i) => ({ label: `${label} #${i + 1}`, value, expect, storedVerbatim }));
  const all = (expect: Expectation) => [
    ...each(TRAVERSAL, 'traversal', expect),
    ...each(UNICODE, 'unicode', expect),
    ...each(SQL_FRAGMENTS, 'SQL', expect),
    ...each(FIELD_NUMBER_STRINGS, 'number as text', expect),
  ];
  const long = { label: 'very long', value: LONG_STRING, expect: 'reject' as const };
  switch (kind) {
    case 'text':
      return [
        ...each(TRAVERSAL, 'traversal', 'accept'),
        ...each(UNICODE, 'unicode', 'accept'),
        ...each(SQL_FRAGMENTS, 'SQL', 'accept', true),
        ...each(FIELD_NUMBER_STRINGS, 'number as text', 'accept'),
        long,
      ];
    case 'html':
    case 'referrer':
      // Any text is a valid body (sanitized) or referrer (a host or nothing kept); only the length is limited.
      return [...all('accept'), long];
    case 'link':
    case 'page-path':
    case 'photo':
    case 'password':
    case 'email':
      // Some of these are valid values of the field (a site path, a long-enough password).
      return [
        ...all('any'),
        {
          label: 'javascript: URL',
          value: 'javascript:alert(1)',
          expect: kind === 'password' ? 'any' : 'reject',
        },
        long,
      ];
    case 'image':
      return [
        ...all('reject'),
        { label: 'javascript: URL', value: 'javascript:alert(1)', expect: 'reject' },
        { label: 'data: URL', value: 'data:image/png;base64,AAAA', expect: 'reject' },
        { label: 'protocol-relative URL', value: '//evil.example/a.jpg', expect: 'reject' },
        long,
      ];
    case 'username':
      // '1e309' or '0x10' are valid usernames; paths, spaces, quotes are not.
      return [
        ...each(TRAVERSAL, 'traversal', 'reject'),
        ...each(UNICODE, 'unicode', 'reject'),
        ...each(SQL_FRAGMENTS, 'SQL', 'reject'),
        ...each(FIELD_NUMBER_STRINGS, 'number as text', 'any'),
        long,
      ];
    case 'province':
    case 'date':
    case 'id':
    case 'banner-kind':
    case 'image-key':
    case 'credential':
    case 'section':
    case 'failure-kind':
    case 'ad-event':
    case 'flag':
    case 'percentage':
    case 'news-state':
    case 'timestamp':
      return [
        ...all('reject'),
        ...(kind === 'date'
          ? each(['2026-02-30', '99999-01-01', '2026-13-01', '01/02/2026'], 'impossible date', 'reject')
          : []),
        long,
      ];
    case 'manifest-url':
      return [
        ...all('reject'),
        { label: 'javascript: URL', value: 'javascript:alert(1)', expect: 'reject' },
        { label: 'data: URL', value: 'data:application/json,{}', expect: 'reject' },
        { label: 'protocol-relative URL', value: '//evil.example/mf-manifest.json', expect: 'reject' },
        { label: 'ftp URL', value: 'ftp://evil.example/mf-manifest.json', expect: 'reject' },
        long,
      ];
    case 'privileges':
    case 'photos':
    case 'placement':
    case 'focus':
      // A string where a list (or an object) is due.
      return [...all('reject'), long];
  }
}

/** Values of the wrong JSON type for a field of `kind` (strings are hostileStrings'). */
export function wrongTypes(kind: FieldKind): HostileValue[] {
  const isList = kind === 'privileges' || kind === 'photos' || kind === 'placement';
  const values: [string, unknown][] = [
    ['number', 42],
    ['negative number', -1],
    ['huge number', 1e308],
    ['unsafe integer', 2 ** 53 + 2],
    ['boolean', true],
    ['object', { $ne: null }],
    ['null', null],
    ...(isList ? [] : ([['list', ['a']]] as [string, unknown][])),
  ];
  // contraseña and portada take null for "none".
  const nullable = kind === 'password' || kind === 'timestamp';
  return values.map(([label, value]) => ({
    label,
    value,
    // A share of 42 % is a share.
    expect:
      (value === null && nullable) ||
      (kind === 'percentage' && value === 42) ||
      (kind === 'flag' && value === true)
        ? 'any'
        : 'reject',
  }));
}

/** Malformed `colocar_en` values: negative, huge, fractional, wrongly typed slots. */
export const BAD_PLACEMENTS: unknown[] = [
  [],
  [{ inicio: -1, noticias: 0, agenda: 0, galeria: 0 }],
  [{ inicio: 9, noticias: 0, agenda: 0, galeria: 0 }],
  [{ inicio: 1e308, noticias: 0, agenda: 0, galeria: 0 }],
  [{ inicio: 2 ** 53 + 2, noticias: 0, agenda: 0, galeria: 0 }],
  [{ inicio: 1.5, noticias: 0, agenda: 0, galeria: 0 }],
  [{ inicio: '1', noticias: 0, agenda: 0, galeria: 0 }],
  [{ inicio: null, noticias: 0, agenda: 0, galeria: 0 }],
  [{ inicio: 1, noticias: 0, agenda: 0 }],
  [
    { inicio: 1, noticias: 0, agenda: 0, galeria: 0 },
    { inicio: 1, noticias: 0, agenda: 0, galeria: 0 },
  ],
  { inicio: 1, noticias: 0, agenda: 0, galeria: 0 },
];

/** Hostile values of a path parameter, by its name. */
export function hostileParams(name: string): HostileValue[] {
  const each = (values: string[], label: string, expect: Expectation) =>
    values.map((value, i) => ({ label: `${label} #${i + 1}`, value, expect }));
  const strings = (expect: Expectation) => [
    ...each(TRAVERSAL, 'traversal', expect),
    ...each(UNICODE, 'unicode', expect),
    ...each(SQL_FRAGMENTS, 'SQL', expect),
    ...each(['%', '%zz', '%E0%A4%A'], 'broken escape', expect),
    { label: 'long', value: 'a'.repeat(5000), expect },
  ];
  switch (name) {
    case 'id':
    case 'rev':
      return [
        ...strings('reject'),
        ...each(NUMBER_STRINGS, 'number', 'reject'),
        ...each(FOREIGN_ID_SHAPES, 'foreign id', 'reject'),
      ];
    case 'limit':
    case 'page':
      return [
        ...strings('reject'),
        ...each(
          ['-1', '0', '1.5', '1e3', '99999999999999999999', '0x10', 'NaN', 'Infinity', ' 1'],
          'number',
          'reject',
        ),
      ];
    case 'slug':
    case 'prov':
      // A name that is no province (a slug that is no category or tag) lists nothing (docs/api.md): 200 or 4xx, never 5xx.
      return [...strings('any'), ...each(NUMBER_STRINGS, 'number', 'any')];
    case 'ventana':
      return [
        ...strings('reject'),
        ...each(['1H', '2h', '24', '7d ', '__proto__', 'constructor'], 'no window', 'reject'),
      ];
    case 'limite':
      return [
        ...strings('reject'),
        ...each(
          ['-1', '0', '21', '1.5', '1e3', '99999999999999999999', 'NaN', 'Infinity'],
          'number',
          'reject',
        ),
      ];
    case 'remote':
      return [
        ...strings('reject'),
        ...each(
          ['Agenda', 'shell', 'noticias', 'agenda ', '__proto__', 'constructor'],
          'no section',
          'reject',
        ),
      ];
    case 'busq': {
      const fts = ['"', '*', 'NEAR(a b)', 'titulo:x', 'a OR b NOT c', '^x', '-x', '(((', '""""'];
      return [
        ...each([...TRAVERSAL, ...UNICODE, ...SQL_FRAGMENTS, ...fts, ...NUMBER_STRINGS], 'search', 'accept'),
        ...each(['%', '%zz'], 'broken escape', 'any'),
        { label: 'long', value: 'a'.repeat(5000), expect: 'reject' },
      ];
    }
    default:
      throw new Error(`No hostile values for the path parameter :${name}`);
  }
}

/**
 * Hostile values of a staff list's query parameter. Any text up to 100 characters is a search
 * (SQL and LIKE wildcards are data) and a province name that is none lists nothing; longer
 * ones, and an order that is none, are a 4xx.
 */
export function hostileQueryValues(name: QueryParam): HostileValue[] {
  const each = (values: string[], label: string, expect: Expectation) =>
    values.map((value, i) => ({ label: `${label} #${i + 1}`, value, expect }));
  const texts = [...TRAVERSAL, ...UNICODE, ...SQL_FRAGMENTS, ...NUMBER_STRINGS, '%', '_', '\\', '%_%'];
  switch (name) {
    case 'q':
    case 'prov':
    case 'usuario':
    case 'recurso':
      return [...each(texts, 'text', 'accept'), { label: 'long', value: 'a'.repeat(5000), expect: 'reject' }];
    // The calendar's days (`desde`, `hasta`): alone, or anything but a day, is a 4xx.
    case 'orden':
    case 'estado':
    case 'desde':
    case 'hasta':
      return [...each(texts, 'text', 'reject'), { label: 'long', value: 'a'.repeat(5000), expect: 'reject' }];
  }
}

// ---------------------------------------------------------------------------------------------
// The app under attack and its database.

/**
 * The app over a fresh in-memory database, a media store the test can list, a session of a
 * user holding every privilege, a user the login cases try, and one item of each kind.
 */
export async function createHostileTestApp() {
  const db = await createTestDatabase();
  const media = createMemoryMediaStore();
  const app = createApp({
    db,
    media,
    config: readAppConfig({ REMOTE_ORIGINS: 'https://agenda.example' }),
    clientAddress: (c) => c.req.header(TEST_ADDRESS_HEADER),
    // Beacons are counted and dropped: no timer writes behind the tables' comparisons.
    measurements: { record: async () => 'registrada' },
    // Every manifest the release calls fetch is the agenda's.
    fetchManifest: async () => Response.json({ id: 'agenda', name: 'agenda', metaData: { name: 'agenda' } }),
  });
  const admin = await insertStaffUser(db, { username: 'jefa', privilegios: [...PRIVILEGES] });
  await insertStaffUser(db, { username: LOGIN_USERNAME, password: LOGIN_PASSWORD });
  const ids: KnownIds = {
    news: await aNews(db),
    event: await anEvent(db),
    album: await anAlbum(db),
    ad: await anAd(db),
    banner: await aBanner(db),
    user: await aUser(db),
    bankImage: await aBankImage(db),
  };
  return {
    app,
    db,
    media,
    ids,
    cookie: await sessionCookieFor(db, admin._id),
    close: () => db.$client.close(),
  };
}

/** Each table's rows, serialized and sorted: two dumps are equal when nothing was written. */
export type TableDump = Record<string, string>;

/**
 * Every row of every table of the schema (FTS5 shadow tables included; the virtual table
 * itself is only a view of them). Rows are serialized by SQLite itself, each value as its type
 * and the hex of its bytes (so that 42 and '42', or text after a NUL, still differ), and sorted.
 */
export async function dumpTables(db: AppDatabase): Promise<TableDump> {
  const client = db.$client;
  const { rows: tables } = await client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name",
  );
  const names = tables.map(({ name }) => String(name));
  const { rows } = await client.execute(await dumpQuery(db, names));
  return Object.fromEntries(rows.map((row) => [String(row.name), String(row.dump ?? '')]));
}

/** One statement that dumps every table, made once per set of tables. */
const dumpQueries = new WeakMap<AppDatabase, { tables: string; sql: string }>();
async function dumpQuery(db: AppDatabase, tables: string[]): Promise<string> {
  const cached = dumpQueries.get(db);
  if (cached?.tables === tables.join(',')) return cached.sql;
  const parts: string[] = [];
  for (const table of tables) {
    const { rows: columns } = await db.$client.execute(
      `SELECT name FROM pragma_table_info(${sqlString(table)})`,
    );
    const row = columns
      .map((column) => {
        const c = quoteIdentifier(String(column.name));
        return `typeof(${c}) || ':' || hex(${c})`;
      })
      .join(" || ',' || ");
    parts.push(
      `SELECT ${sqlString(table)} AS name, (SELECT group_concat(r, char(10)) FROM (SELECT ${row} AS r FROM ${quoteIdentifier(table)} ORDER BY 1)) AS dump`,
    );
  }
  const sql = parts.join(' UNION ALL ');
  dumpQueries.set(db, { tables: tables.join(','), sql });
  return sql;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Whether some row of the dump holds `text` (as, or inside, a text value). */
export function dumpContains(dump: TableDump, text: string): boolean {
  const hex = Buffer.from(text, 'utf8').toString('hex').toUpperCase();
  return Object.values(dump).some((rows) => {
    // Only at a byte boundary of a value's hex.
    for (let at = rows.indexOf(hex); at !== -1; at = rows.indexOf(hex, at + 1)) {
      if (at % 2 === (rows.lastIndexOf(':', at) + 1) % 2) return true;
    }
    return false;
  });
}

/** A dump without some tables. */
export function withoutTables(dump: TableDump, tables: readonly string[] = []): TableDump {
  return Object.fromEntries(Object.entries(dump).filter(([name]) => !tables.includes(name)));
}

// ---------------------------------------------------------------------------------------------
// The answers.

/** Words that betray an English (or framework default) message. */
const ENGLISH =
  /\b(the|is|are|was|invalid|expected|received|required|must|should|failed|not found|too (big|small|large)|unexpected|bad request|internal server|payload|unsupported|string|number|object|array|undefined)\b/i;
/** Words any of the API's Spanish messages carries at least one of. */
const SPANISH =
  /(\b(el|la|los|las|de|del|un|una|es|no|debe|se|que|con|para|por|su|sus|y|o|a|en|al|admite|ingrese|elija|elige|envíe|identificador|solicitud|datos|inválid[oa]|obligatori[oa]|desconocid[oa]|demasiado|permiso|sesión|imagen|usuario|contraseña|entrada|esperaba)\b|[áéíóúñ¿¡])/i;

/** Whether `msg` reads as a Spanish sentence for a user, not an English or technical one. */
export function isSpanishMessage(msg: unknown): boolean {
  return typeof msg === 'string' && msg.trim().length > 0 && SPANISH.test(msg) && !ENGLISH.test(msg);
}
