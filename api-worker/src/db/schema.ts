/**
 * The portal's tables. Ids are 24-hex strings in `_id` and field names follow the original app's
 * JSON, so that rows map to the API shapes of @portal/contracts with little translation.
 * Dates: `created_at` is ISO-8601 UTC text (sorts as text); `fecha`, `ingreso`, `egreso` are
 * `YYYY-MM-DD` text. `provincia` holds the canonical spelling of PROVINCE_OPTIONS (writers
 * canonicalize with findProvince), so a province filter is an indexed equality.
 */
import type { AlbumPhotoDetail, NewsState } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const id = () => text('_id').primaryKey();
const createdAt = () => text('created_at').notNull();

/**
 * Triggers of the custom migrations keep things in step with this table: the search, i.e.
 * the FTS5 index `noticias_fts` over search_text and its recency keys `noticias_search_keys`
 * (drizzle/0001_news_search.sql) and the words it knows from their start `noticias_search_words`
 * (drizzle/0022_search_words.sql), and the list totals of `noticias_counts`
 * (drizzle/0002_news_counts.sql). Write with INSERT, UPDATE and DELETE (or an upsert), never
 * INSERT OR REPLACE; a migration that rebuilds this table must recreate those triggers and
 * refill the keys, the index ('rebuild') and the totals as those migrations do.
 */
export const noticias = sqliteTable(
  'noticias',
  {
    _id: id(),
    titulo: text('titulo').notNull(),
    provincia: text('provincia').notNull(),
    descripcion: text('descripcion').notNull(),
    /** Sanitized HTML body. */
    texto: text('texto').notNull(),
    img_portada: text('img_portada').notNull(),
    /** The cover's alt text and photo credit ('' when none was given). */
    img_portada_alt: text('img_portada_alt').notNull().default(''),
    img_portada_credito: text('img_portada_credito').notNull().default(''),
    editor: text('editor').notNull(),
    fotoEditor: text('foto_editor').notNull(),
    /**
     * titulo, descripcion and the text of `texto`, folded (lower-case, no accents, ñ kept) by
     * foldSearchText: SQLite cannot fold accents itself, so the search matches words against this.
     */
    search_text: text('search_text').notNull(),
    /**
     * When the item went out, for a published one (its public date, which the lists sort by):
     * the moment it was published or its `publicar_en`; for a draft or a scheduled item, when it
     * was written.
     */
    created_at: createdAt(),
    /** `borrador`, `revision`, `programada` or `publicada` (NEWS_STATES); only `publicada` is public. */
    estado: text('estado').$type<NewsState>().notNull().default('publicada'),
    /** When a `programada` item goes out (UTC ISO-8601); content-version/ publishes it then. */
    publicar_en: text('publicar_en'),
    /**
     * When it first went out (UTC ISO-8601), '' if it never did: publishing it again (after an
     * unpublish or a restore from the trash) gives it back this date instead of the lists' top.
     */
    primera_publicacion: text('primera_publicacion').notNull().default(''),
    /** The last save (UTC ISO-8601): the back office lists the newest change first. */
    actualizado_en: text('actualizado_en').notNull().default(''),
    /** Up by one per save: the staff view's ETag, which `If-Match` names. */
    version: integer('version').notNull().default(1),
    /** Who made the last save (full name), which its revision keeps as `autor`. */
    actualizado_por: text('actualizado_por').notNull().default(''),
    /**
     * The user `_id` of who wrote it (created it): only they, or an editor, send it for review
     * (DESIGN §11). '' for items written before this column and for the demo content: anyone may.
     */
    creada_por: text('creada_por').notNull().default(''),
    /** Its category's slug (`categorias.slug`); null for none (DESIGN §12). */
    categoria: text('categoria'),
    /**
     * JSON lists of its tags' names and, index by index, their slugs; a trigger of
     * drizzle/0016_content_model.sql keeps `noticias_etiquetas` in step with the slugs.
     */
    etiquetas: text('etiquetas', { mode: 'json' }).$type<string[]>().notNull().default([]),
    etiquetas_slug: text('etiquetas_slug', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** Made from the title when written, unique; '' for items written before slugs (read: slugify(titulo)). */
    slug: text('slug').notNull().default(''),
    /** Optional search and social texts and picture ('' for none): crawler meta, JSON-LD, feeds. */
    seo_titulo: text('seo_titulo').notNull().default(''),
    seo_descripcion: text('seo_descripcion').notNull().default(''),
    imagen_social: text('imagen_social').notNull().default(''),
  },
  // The public lists walk only the published items, newest first (partial indexes: drafts and
  // scheduled items cost the lists nothing); the triggers of drizzle/0005_news_states.sql keep
  // the totals and the search index to published items too.
  (t) => [
    index('noticias_created_at_idx')
      .on(t.created_at)
      .where(sql`estado = 'publicada'`),
    index('noticias_provincia_created_at_idx')
      .on(t.provincia, t.created_at)
      .where(sql`estado = 'publicada'`),
    index('noticias_scheduled_idx')
      .on(t.publicar_en)
      .where(sql`estado = 'programada'`),
    index('noticias_actualizado_en_idx').on(t.actualizado_en),
    index('noticias_categoria_created_at_idx')
      .on(t.categoria, t.created_at)
      .where(sql`estado = 'publicada'`),
    index('noticias_slug_idx').on(t.slug),
  ],
);

/**
 * Which news item carries which tag: filled from `noticias.etiquetas(_slug)` by the triggers of
 * drizzle/0016_content_model.sql (never written by the app), read by the tag pages and suggestions.
 */
export const noticiasEtiquetas = sqliteTable(
  'noticias_etiquetas',
  {
    noticia_id: text('noticia_id').notNull(),
    slug: text('slug').notNull(),
    nombre: text('nombre').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticia_id, t.slug] }), index('noticias_etiquetas_slug_idx').on(t.slug)],
);

/** The news categories (DESIGN §12): an editable list, eight by default. */
export const categorias = sqliteTable(
  'categorias',
  {
    _id: id(),
    nombre: text('nombre').notNull(),
    slug: text('slug').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('categorias_slug_unique').on(t.slug)],
);

/**
 * The slugs a category had before it was renamed (DESIGN §12: a published URL never breaks): its
 * old pages and feed answer a 301 to the current slug. A slug taken again by a category is dropped.
 */
export const categoriasSlugsAnteriores = sqliteTable('categorias_slugs_anteriores', {
  slug: text('slug').primaryKey(),
  categoria_id: text('categoria_id').notNull(),
});

/** The home's pinned stories (DESIGN §12), in order: `posicion` 0 first. */
export const portadaDestacadas = sqliteTable('portada_destacadas', {
  posicion: integer('posicion').primaryKey(),
  noticia_id: text('noticia_id').notNull(),
});

/** The breaking-news bar ('Último momento'): one row (`id` 1) while there is one. */
export const ultimoMomento = sqliteTable('ultimo_momento', {
  id: integer('id').primaryKey(),
  texto: text('texto').notNull(),
  link: text('link').notNull(),
  /** Until when it shows (UTC ISO-8601). */
  hasta: text('hasta').notNull(),
});

/**
 * The revisions of news items: every save (PUT, restore) keeps here the content it replaces,
 * with who wrote that content and when. They go when their item is deleted.
 */
export const noticiasRevisiones = sqliteTable(
  'noticias_revisiones',
  {
    _id: id(),
    noticia_id: text('noticia_id').notNull(),
    /** Who wrote this content (full name). */
    autor: text('autor').notNull(),
    /** When this content was saved. */
    created_at: createdAt(),
    titulo: text('titulo').notNull(),
    provincia: text('provincia').notNull(),
    descripcion: text('descripcion').notNull(),
    texto: text('texto').notNull(),
    img_portada: text('img_portada').notNull(),
    img_portada_alt: text('img_portada_alt').notNull().default(''),
    img_portada_credito: text('img_portada_credito').notNull().default(''),
    estado: text('estado').$type<NewsState>().notNull(),
    publicar_en: text('publicar_en'),
    /** The item's version this content had. */
    version: integer('version').notNull(),
  },
  // Newest first is the rowid's order within one item.
  (t) => [index('noticias_revisiones_noticia_id_idx').on(t.noticia_id)],
);

/**
 * The notes of the review (DESIGN §11): the one an author sends with an item for review
 * ('revision'), the one an editor returns it with ('devolucion'). They stay with the item (and
 * its trash), and go when it is deleted for good.
 */
export const noticiasNotas = sqliteTable(
  'noticias_notas',
  {
    _id: id(),
    noticia_id: text('noticia_id').notNull(),
    tipo: text('tipo').$type<'revision' | 'devolucion'>().notNull(),
    nota: text('nota').notNull(),
    /** Who wrote it (full name). */
    autor: text('autor').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('noticias_notas_noticia_id_idx').on(t.noticia_id, t.created_at)],
);

/**
 * Who has a news item open in the edit screen (DESIGN §11): one row per item and user, renewed
 * by a heartbeat every 20 s; a row last seen more than 60 s ago counts for nobody.
 */
export const noticiasPresencia = sqliteTable(
  'noticias_presencia',
  {
    noticia_id: text('noticia_id').notNull(),
    usuario_id: text('usuario_id').notNull(),
    usuario: text('usuario').notNull(),
    nombre: text('nombre').notNull(),
    /** Since when they have it open (UTC ISO-8601). */
    desde: text('desde').notNull(),
    /** Their last heartbeat (UTC ISO-8601). */
    visto_en: text('visto_en').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.noticia_id, t.usuario_id] }),
    index('noticias_presencia_visto_en_idx').on(t.visto_en),
  ],
);

/**
 * The trash ('Papelera', DESIGN §11): a deleted news item leaves `noticias` (so that no public
 * or staff list, feed, sitemap or search can show it) and waits here 30 days as `datos`, its row
 * as JSON under the schema's field names, with its revisions and notes kept under its id. Its
 * images stay in storage while it is here (media-references.ts reads `datos`).
 */
export const noticiasPapelera = sqliteTable(
  'noticias_papelera',
  {
    /** The news item's own id. */
    _id: id(),
    titulo: text('titulo').notNull(),
    /** The state it had. */
    estado: text('estado').$type<NewsState>().notNull(),
    /** Who trashed it (full name). */
    borrado_por: text('borrado_por').notNull(),
    borrado_en: text('borrado_en').notNull(),
    datos: text('datos', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('noticias_papelera_borrado_en_idx').on(t.borrado_en)],
);

export const eventos = sqliteTable(
  'eventos',
  {
    _id: id(),
    titulo: text('titulo').notNull(),
    flayer: text('flayer').notNull(),
    /** The flyer's alt text and photo credit ('' when none was given). */
    flayer_alt: text('flayer_alt').notNull().default(''),
    flayer_credito: text('flayer_credito').notNull().default(''),
    texto: text('texto').notNull(),
    provincia: text('provincia').notNull(),
    fecha: text('fecha').notNull(),
    direccion: text('direccion').notNull(),
    horario: text('horario').notNull(),
    created_at: createdAt(),
    /** Made from the title when written; '' for events written before slugs (read: slugify(titulo)). */
    slug: text('slug').notNull().default(''),
  },
  (t) => [
    index('eventos_fecha_idx').on(t.fecha),
    index('eventos_provincia_fecha_idx').on(t.provincia, t.fecha),
  ],
);

export const albums = sqliteTable(
  'albums',
  {
    _id: id(),
    nombre: text('nombre').notNull(),
    ph: text('ph').notNull(),
    fecha: text('fecha').notNull(),
    /** JSON list of photo URLs, in display order. */
    fotos: text('fotos', { mode: 'json' }).$type<string[]>().notNull(),
    /**
     * JSON list of the alt text and credit of the photos that have them, `{ url, alt, credito }`,
     * beside `fotos` (whose shape stays a list of URLs).
     */
    fotos_detalle: text('fotos_detalle', { mode: 'json' }).$type<AlbumPhotoDetail[]>().notNull().default([]),
    portada: text('portada').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('albums_fecha_idx').on(t.fecha)],
);

/** Ads. `colocar_en[0]` of the API is stored as one slot column per section (0 = not shown). */
export const publis = sqliteTable(
  'publis',
  {
    _id: id(),
    nombre_cliente: text('nombre_cliente').notNull(),
    ingreso: text('ingreso').notNull(),
    egreso: text('egreso').notNull(),
    link: text('link').notNull(),
    foto: text('foto').notNull(),
    inicio: integer('inicio').notNull().default(0),
    noticias: integer('noticias').notNull().default(0),
    agenda: integer('agenda').notNull().default(0),
    galeria: integer('galeria').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('publis_created_at_idx').on(t.created_at)],
);

/** The central banner record(s); the client edits the one with CENTRAL_BANNER_ID. */
export const banners = sqliteTable('banners', {
  _id: id(),
  bannerFull: text('banner_full').notNull(),
  bannerMobile: text('banner_mobile').notNull(),
  /** Where a click goes. */
  url: text('url').notNull(),
  created_at: createdAt(),
});

/** The bank of uploaded banner images; `public_id` is the media key, which DELETE /api/image names. */
export const bannerImages = sqliteTable(
  'banner_images',
  {
    public_id: text('public_id').primaryKey(),
    url: text('url').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('banner_images_created_at_idx').on(t.created_at)],
);

export const usuarios = sqliteTable(
  'usuarios',
  {
    _id: id(),
    nombre: text('nombre').notNull(),
    apellido: text('apellido').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    foto: text('foto').notNull(),
    /** `pbkdf2$<iterations>$<salt b64>$<hash b64>`; never answered by the API. */
    password_hash: text('password_hash').notNull(),
    /** JSON list drawn from PRIVILEGES. */
    privilegios: text('privilegios', { mode: 'json' }).$type<string[]>().notNull(),
    created_at: createdAt(),
    /**
     * '' for every user, except those that already shared their email (whatever its case) with
     * an older user when emails became unique (migration 0013): those hold their own `_id`, so
     * that the unique index below takes them until their email is changed (which sets it back
     * to '': users.repository.ts).
     */
    email_repetido: text('email_repetido').notNull().default(''),
  },
  (t) => [
    // Usernames differ by more than case: 'Admin' and 'admin' would be one person to a newsroom.
    uniqueIndex('usuarios_username_unique').on(sql`lower(${t.username})`),
    // Emails too (issue 23 item 6); an administrator made by `pnpm admin:create` may have none.
    uniqueIndex('usuarios_email_unique')
      .on(sql`lower(${t.email})`, t.email_repetido)
      .where(sql`${t.email} <> ''`),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 of the cookie's random token: a copy of the table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => usuarios._id, { onDelete: 'cascade' }),
    expires_at: text('expires_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.user_id), index('sessions_expires_at_idx').on(t.expires_at)],
);

/** Failed logins, counted per username+address and per address over a sliding window. */
export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    address: text('address').notNull(),
    /** The device id of a valid device cookie the attempt came with (auth/device-cookie.ts). */
    device: text('device'),
    created_at: createdAt(),
  },
  (t) => [
    index('login_attempts_username_address_idx').on(t.username, t.address, t.created_at),
    index('login_attempts_address_idx').on(t.address, t.created_at),
    index('login_attempts_device_idx').on(t.device, t.created_at),
  ],
);

/**
 * Keys the server makes for itself when no secret is configured (auth/device-cookie.ts: the
 * device cookie's key when SESSION_SECRET is unset), shared by every instance on the database.
 */
export const serverKeys = sqliteTable('server_keys', {
  nombre: text('nombre').primaryKey(),
  /** Random bytes, hex. */
  valor: text('valor').notNull(),
});

/**
 * One row (`id` 1): the version of the public content, bumped by every staff write
 * (content-version/). It goes into every public ETag and the worker's edge-cache keys, so that
 * all Node processes and worker isolates agree on when public answers went stale.
 */
export const contentVersion = sqliteTable('content_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

/**
 * Every release of each section remote (issue #19; docs/operations.md "Section releases"): where
 * its `mf-manifest.json` is and what its build metadata said when it was registered. Rows are
 * never deleted: rolling back is activating an earlier one.
 */
export const remoteReleases = sqliteTable(
  'remote_releases',
  {
    _id: id(),
    /** news, agenda, gallery or admin. */
    remote: text('remote').notNull(),
    /** The release's mf-manifest.json (http or https). */
    url: text('url').notNull(),
    etiqueta: text('etiqueta').notNull(),
    /** `metaData.release` of the manifest; null when it did not say (or for the seeded release). */
    version: text('version'),
    commit: text('commit'),
    built_at: text('built_at'),
    /** The username that registered it; `REMOTE_*_URL` for the release seeded from configuration. */
    creada_por: text('creada_por').notNull(),
    /** 1 for the release that stands for the process's own `REMOTE_*_URL` (releases/registry.ts). */
    desde_configuracion: integer('desde_configuracion').notNull().default(0),
    created_at: createdAt(),
    /** When it was archived (never offered, hidden from the list by default); null: not archived. */
    archivada_en: text('archivada_en'),
  },
  (t) => [index('remote_releases_remote_created_at_idx').on(t.remote, t.created_at)],
);

/** One row per remote: its active release and optional candidate with the canary share. */
export const remoteSections = sqliteTable('remote_sections', {
  remote: text('remote').primaryKey(),
  activa: text('activa')
    .notNull()
    .references(() => remoteReleases._id),
  /** Since when, and by whom, the active release is the active one. */
  activa_desde: text('activa_desde').notNull(),
  activada_por: text('activada_por').notNull(),
  candidata: text('candidata').references(() => remoteReleases._id),
  /** Share of visitors (0–100 %) that get the candidate. */
  canary: integer('canary').notNull().default(0),
});

/** Load failures reported by visitors' browsers, counted per release and kind; no personal data. */
export const releaseFailures = sqliteTable(
  'release_failures',
  {
    release_id: text('release_id')
      .notNull()
      .references(() => remoteReleases._id),
    /** manifest, entry or chunk. */
    kind: text('kind').notNull(),
    count: integer('count').notNull(),
    last_at: text('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.release_id, t.kind] })],
);

/**
 * Who has already reported a release's failure in a window (issue 23 item 5): each visitor
 * counts once per release and window. `visitor` and `address` are keyed hashes (HMAC with a
 * server key) of the visitor's number or address and of the address, never the values; rows go
 * once their window is over.
 */
export const releaseFailureVisitors = sqliteTable(
  'release_failure_visitors',
  {
    release_id: text('release_id').notNull(),
    /** The window's start, ISO-8601. */
    ventana: text('ventana').notNull(),
    visitor: text('visitor').notNull(),
    address: text('address').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.release_id, t.ventana, t.visitor] }),
    index('release_failure_visitors_address_idx').on(t.release_id, t.ventana, t.address),
  ],
);

/**
 * The audit log: every staff write, login and refused login (audit/). The user's name is kept
 * as text, so a user's rows outlive the user; no route edits or deletes them.
 */
export const auditoria = sqliteTable(
  'auditoria',
  {
    _id: id(),
    /** The username (for a refused login: the one tried; '(sistema)' for scheduled publishing). */
    usuario: text('usuario').notNull(),
    /** crear, editar, borrar, publicar, programar, despublicar, restaurar, cambiar-privilegios, login, login-rechazado… */
    accion: text('accion').notNull(),
    /** noticia, evento, album, publicidad, banner, imagen, usuario, sesion. */
    recurso: text('recurso').notNull(),
    recurso_id: text('recurso_id').notNull(),
    /**
     * What the item was called when the row was written (a news item's title, an album's name…),
     * read before a delete takes it away: the log names deleted items too.
     */
    titulo: text('titulo').notNull().default(''),
    created_at: createdAt(),
    /** The client's address (auth/client-address.ts). */
    ip: text('ip').notNull(),
  },
  // Newest first is the rowid's order, also within one user or one resource.
  (t) => [index('auditoria_usuario_idx').on(t.usuario), index('auditoria_recurso_idx').on(t.recurso)],
);

/**
 * The media library (DESIGN §12): one row per stored image (`url` is its `/media/<key>`), with
 * its alt text, credit, pixel size, weight, uploader and focal point (0–1 on each axis, 0.5/0.5
 * the centre), which steers every crop of it on the public pages. The row goes when the image
 * leaves storage (media/media-library.ts); the orphan cleanup never counts it as a use.
 * `ancho`, `alto` and `bytes` are null until read from the file (rows recorded by migration 0017
 * or by the seed are completed by the media library backfill on both runtimes).
 */
export const medios = sqliteTable(
  'medios',
  {
    _id: id(),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    credito: text('credito').notNull().default(''),
    ancho: integer('ancho'),
    alto: integer('alto'),
    bytes: integer('bytes'),
    /** The uploader's username ('' when unknown: images stored before the library). */
    subido_por: text('subido_por').notNull().default(''),
    created_at: createdAt(),
    foco_x: real('foco_x').notNull().default(0.5),
    foco_y: real('foco_y').notNull().default(0.5),
  },
  (t) => [uniqueIndex('medios_url_unique').on(t.url), index('medios_created_at_idx').on(t.created_at)],
);

// ---------------------------------------------------------------------------------------------
// Audience and advertising measurement (DESIGN §14; src/audience/). Moments are integer ms since
// the epoch (compact, and compared as numbers); `dia` is the Argentine calendar day it fell on.
// No address is stored anywhere: a reader is only `lector`, a keyed hash whose day's key goes
// after 48 h (lectores_sales).

/** One random key per Argentine day for the readers' hashes; deleted 48 h after it was made. */
export const lectoresSales = sqliteTable('lectores_sales', {
  dia: text('dia').primaryKey(),
  /** 32 random bytes, hex. */
  sal: text('sal').notNull(),
  creada_en: integer('creada_en').notNull(),
});

/** One row per counted page view (robots are only counted, in filtradas_diarias). */
export const lecturas = sqliteTable(
  'lecturas',
  {
    id: integer('id').primaryKey(),
    momento: integer('momento').notNull(),
    dia: text('dia').notNull(),
    lector: text('lector').notNull(),
    /** The page's path, news pages as `/noticia/<id>` whatever their slug. */
    ruta: text('ruta').notNull(),
    /** The news item of an article page, else null. */
    noticia_id: text('noticia_id'),
    /** The host name of another site that sent the reader, else null. */
    referente: text('referente'),
  },
  (t) => [
    index('lecturas_dia_idx').on(t.dia),
    index('lecturas_noticia_momento_idx')
      .on(t.noticia_id, t.momento)
      .where(sql`noticia_id IS NOT NULL`),
    index('lecturas_momento_idx').on(t.momento),
  ],
);

/** One row per counted ad event: `servida`, `vista` or `clic`. */
export const publisEventos = sqliteTable(
  'publis_eventos',
  {
    id: integer('id').primaryKey(),
    publi_id: text('publi_id').notNull(),
    tipo: text('tipo').$type<'servida' | 'vista' | 'clic'>().notNull(),
    momento: integer('momento').notNull(),
    dia: text('dia').notNull(),
    lector: text('lector').notNull(),
  },
  (t) => [index('publis_eventos_publi_dia_idx').on(t.publi_id, t.dia)],
);

/** Requests from robots per day and kind (`lectura`, `publi`): counted apart, never as readers. */
export const filtradasDiarias = sqliteTable(
  'filtradas_diarias',
  {
    dia: text('dia').notNull(),
    clase: text('clase').$type<'lectura' | 'publi'>().notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dia, t.clase] })],
);

/**
 * The batches of measurements written, by their id: a batch is written with its row in one
 * transaction, so a batch sent again (its first answer lost) fails on this key and counts nothing
 * twice. Rows older than 48 h are deleted.
 */
export const medicionLotes = sqliteTable(
  'medicion_lotes',
  {
    id: text('id').primaryKey(),
    escrito_en: integer('escrito_en').notNull(),
  },
  (t) => [index('medicion_lotes_escrito_en_idx').on(t.escrito_en)],
);
