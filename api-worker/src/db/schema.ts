/**
 * The portal's tables. Ids are 24-hex strings in `_id` and field names follow the original app's
 * JSON, so that rows map to the API shapes of @portal/contracts with little translation.
 * Dates: `created_at` is ISO-8601 UTC text (sorts as text); `fecha`, `ingreso`, `egreso` are
 * `YYYY-MM-DD` text. `provincia` holds the canonical spelling of PROVINCE_OPTIONS (writers
 * canonicalize with findProvince), so a province filter is an indexed equality.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const id = () => text('_id').primaryKey();
const createdAt = () => text('created_at').notNull();

/**
 * Triggers of the custom migrations keep two things in step with this table: the search, i.e.
 * the FTS5 index `noticias_fts` over search_text and its recency keys `noticias_search_keys`
 * (drizzle/0001_news_search.sql), and the list totals of `noticias_counts`
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
    editor: text('editor').notNull(),
    fotoEditor: text('foto_editor').notNull(),
    /**
     * titulo, descripcion and the text of `texto`, folded (lower-case, no accents, ñ kept) by
     * foldSearchText: SQLite cannot fold accents itself, so the search matches words against this.
     */
    search_text: text('search_text').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('noticias_created_at_idx').on(t.created_at),
    index('noticias_provincia_created_at_idx').on(t.provincia, t.created_at),
  ],
);

export const eventos = sqliteTable(
  'eventos',
  {
    _id: id(),
    titulo: text('titulo').notNull(),
    flayer: text('flayer').notNull(),
    texto: text('texto').notNull(),
    provincia: text('provincia').notNull(),
    fecha: text('fecha').notNull(),
    direccion: text('direccion').notNull(),
    horario: text('horario').notNull(),
    created_at: createdAt(),
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
  },
  // Usernames differ by more than case: 'Admin' and 'admin' would be one person to a newsroom.
  (t) => [uniqueIndex('usuarios_username_unique').on(sql`lower(${t.username})`)],
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
    created_at: createdAt(),
  },
  (t) => [
    index('login_attempts_username_address_idx').on(t.username, t.address, t.created_at),
    index('login_attempts_address_idx').on(t.address, t.created_at),
  ],
);

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
