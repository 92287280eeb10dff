import {
  MORE_NEWS_COUNT,
  MORE_NEWS_OFFSET,
  RELATED_NEWS_COUNT,
  buildPage,
  type Noticia,
  type NoticiaListItem,
  type Page,
  type PageRequest,
  type Province,
  type NewsState,
  type StaffNoticia,
  type StaffNewsListItem,
  editedAfterPublication,
  newsConflictMessage,
  type NewsConflictResponse,
} from '@portal/contracts';
import { and, count, desc, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { everyWordIn, foldedColumn } from '../content/staff-list-search.ts';
import type { AppDatabase } from '../db/database.ts';
import { categorias, medios, noticias, noticiasEtiquetas, noticiasNotas } from '../db/schema.ts';
import { slugOf } from '../content/slugs.ts';
import {
  SHORTEST_PREFIX,
  searchWords,
  toFtsMatchExpression,
  withoutEnye,
  wordsPerWord,
} from '../content/fts-query.ts';
import { focusColumn, withFocus } from '../media/media-library.ts';
import { withResponsiveImages } from '../content/responsive-images.ts';

/** Every field of a news item but its HTML body: what lists answer. */
const listColumns = {
  _id: noticias._id,
  titulo: noticias.titulo,
  provincia: noticias.provincia,
  descripcion: noticias.descripcion,
  img_portada: noticias.img_portada,
  img_portada_alt: noticias.img_portada_alt,
  img_portada_credito: noticias.img_portada_credito,
  editor: noticias.editor,
  fotoEditor: noticias.fotoEditor,
  created_at: noticias.created_at,
  slug: noticias.slug,
  seo_titulo: noticias.seo_titulo,
  seo_descripcion: noticias.seo_descripcion,
  imagen_social: noticias.imagen_social,
  categoria: noticias.categoria,
  etiquetas: noticias.etiquetas,
  etiquetas_slug: noticias.etiquetas_slug,
  /** The cover's focal point in the media library, when off the centre (answered as imagen_foco). */
  foco_portada: focusColumn(noticias.img_portada),
};

/** The content model's fields as stored (DESIGN §12). */
interface StoredContentModel {
  titulo: string;
  seo_titulo: string;
  seo_descripcion: string;
  imagen_social: string;
  slug: string;
  categoria: string | null;
  etiquetas: string[];
  etiquetas_slug: string[];
}

/**
 * An item carries its category and tags only when it has them, so that the items written
 * without them (the original client's) keep their exact shape.
 */
export function withContentModel<T extends StoredContentModel>({
  seo_titulo,
  seo_descripcion,
  imagen_social,
  categoria,
  etiquetas,
  etiquetas_slug,
  ...item
}: T) {
  return {
    ...item,
    slug: slugOf(item),
    ...(categoria ? { categoria } : {}),
    ...(seo_titulo ? { seo_titulo } : {}),
    ...(seo_descripcion ? { seo_descripcion } : {}),
    ...(imagen_social ? { imagen_social } : {}),
    ...(etiquetas.length > 0 ? { etiquetas, etiquetas_slug } : {}),
  };
}

/**
 * A public item carries its cover's alt text and credit only when they were given, so that the
 * items written before them keep their exact shape.
 */
function withImageText<
  T extends {
    img_portada_alt: string;
    img_portada_credito: string;
    foco_portada: string | null;
  } & StoredContentModel,
>({ img_portada_alt, img_portada_credito, foco_portada, ...item }: T) {
  return {
    ...withContentModel(item),
    ...(img_portada_alt ? { img_portada_alt } : {}),
    ...(img_portada_credito ? { img_portada_credito } : {}),
    ...withFocus(foco_portada),
  };
}

/**
 * Newest first. The rowid breaks ties so that pages never overlap; the indexes on created_at
 * and (provincia, created_at) end with the rowid, so they give this order without sorting.
 */
type StoredListItem = Omit<
  NoticiaListItem,
  | 'img_portada_alt'
  | 'img_portada_credito'
  | 'categoria'
  | 'etiquetas'
  | 'etiquetas_slug'
  | 'seo_titulo'
  | 'seo_descripcion'
  | 'imagen_social'
  | 'imagen_foco'
> & {
  img_portada_alt: string;
  img_portada_credito: string;
  foco_portada: string | null;
} & StoredContentModel;

/** An item's own text for its cover, or the media library's record of that image when it has none. */
const fromLibraryUnlessGiven = (own: SQLWrapper, library: SQLWrapper) =>
  sql<string>`coalesce(nullif(${own}, ''), (SELECT ${library} FROM ${medios} WHERE ${medios.url} = ${noticias.img_portada}), '')`;

const newestFirst = [desc(noticias.created_at), desc(sql`${noticias}.rowid`)];

const limit = sql.placeholder('limit');
const offset = sql.placeholder('offset');
const match = sql.placeholder('match');
/** The list a page belongs to: '' for every news item, else a province (noticias_counts' key). */
const listKey = sql.placeholder('provincia');
const listTotal = sql<number>`(SELECT total FROM noticias_counts WHERE provincia = ${listKey})`;
/** How many of the newest items 'Te puede interesar' weighs by shared tags. */
const RELATED_CANDIDATES = 300;
/** A search's totalDocs stops here (news.queries.ts, countOfMatches). */
export const SEARCH_MATCHES_COUNTED = 1_000;
const offsetOf = ({ limit, page }: PageRequest) => ({ limit, offset: (page - 1) * limit });

/**
 * The news queries of the public API: published items only (drafts and scheduled items are not
 * counted, indexed for the search nor found by id: drizzle/0005_news_states.sql). Each statement is built once, when the app is created:
 * building drizzle queries on every request cost more than running them.
 */
export function createNewsQueries(db: AppDatabase) {
  // Totals come from noticias_counts, kept by triggers (drizzle/0002_news_counts.sql): a
  // count(*) would walk the whole index on every request. Each page row also carries its total,
  // so that a page is one statement; only an empty page asks for the total alone.
  const total = db
    .select({ total: listTotal })
    .from(sql`(SELECT 1)`)
    .prepare();
  // Deferred join: the page's rowids come from walking the (provincia,) created_at index alone,
  // then only those rows are read. The walk starts at the page mark nearest after the page
  // (drizzle/0012_news_page_marks.sql), so that page 5 000 skips at most 512 entries, not
  // 50 000; pages above the newest mark walk from the top, as they always did.
  const pageRowids = (inProvince: boolean) => sql`
    WITH start AS (
      SELECT c, r, skip FROM (
        SELECT * FROM (
          SELECT m.created_at AS c, m.noticia_rowid AS r, m.older - t.first AS skip, 0 AS nearest
          FROM (SELECT total - ${offset} AS first FROM noticias_counts WHERE provincia = ${listKey}) t
          JOIN noticias_page_marks m ON m.provincia = ${listKey} AND m.older >= t.first
          ORDER BY m.older LIMIT 1)
        UNION ALL SELECT '~', 0, ${offset}, 1)
      ORDER BY nearest LIMIT 1)
    SELECT rowid FROM noticias
    WHERE estado = 'publicada' ${inProvince ? sql`AND provincia = ${listKey}` : sql``}
      AND (created_at, rowid) < (SELECT c, r FROM start)
    ORDER BY created_at DESC, rowid DESC LIMIT ${limit} OFFSET (SELECT skip FROM start)`;
  const page = db
    .select({ ...listColumns, total: listTotal })
    .from(noticias)
    .where(sql`${noticias}.rowid IN (${pageRowids(false)})`)
    .orderBy(...newestFirst)
    .prepare();
  const pageOfProvince = db
    .select({ ...listColumns, total: listTotal })
    .from(noticias)
    .where(sql`${noticias}.rowid IN (${pageRowids(true)})`)
    .orderBy(...newestFirst)
    .prepare();
  const byId = db
    .select({
      ...listColumns,
      // The cover's caption and credit: the item's own, else the media library's for that image.
      img_portada_alt: fromLibraryUnlessGiven(noticias.img_portada_alt, medios.alt),
      img_portada_credito: fromLibraryUnlessGiven(noticias.img_portada_credito, medios.credito),
      texto: noticias.texto,
      actualizado_en: noticias.actualizado_en,
      categoria_nombre: sql<
        string | null
      >`(SELECT ${categorias.nombre} FROM ${categorias} WHERE ${categorias.slug} = ${noticias.categoria})`,
    })
    .from(noticias)
    .where(and(eq(noticias._id, sql.placeholder('id')), eq(noticias.estado, 'publicada')))
    .limit(1)
    .prepare();

  // Counting every match grows with the table (125 000 matches of "santiago del estero" among a
  // million news take 100 ms), so a search counts up to SEARCH_MATCHES_COUNTED: 100 pages of 10,
  // more than anyone reads before typing a sharper search.
  const countOfMatches = sql<number>`(SELECT count(*) FROM (
    SELECT 1 FROM noticias_fts WHERE noticias_fts MATCH ${match} LIMIT ${SEARCH_MATCHES_COUNTED}))`;
  const countMatches = db
    .select({ total: countOfMatches })
    .from(sql`(SELECT 1)`)
    .prepare();
  // The index's rowids are recency keys (drizzle/0001_news_search.sql): FTS5 walks the matches
  // newest first and stops at the page, however many match; the page's rows are then read by
  // rowid and put in the lists' order.
  const matchesPage = db
    .select({ ...listColumns, total: countOfMatches })
    .from(noticias)
    .where(
      sql`${noticias}.rowid IN (
        SELECT k.noticia_rowid FROM noticias_fts f JOIN noticias_search_keys k ON k.key = f.rowid
        WHERE noticias_fts MATCH ${match} ORDER BY f.rowid DESC LIMIT ${limit} OFFSET ${offset})`,
    )
    .orderBy(...newestFirst)
    .prepare();

  // The indexed words that start with each word of a search (drizzle/0022_search_words.sql), in
  // one statement whatever the number of words (one round trip to a remote database): as
  // written, or with ñ read as n (`plain`). char(1114111), the last code point, sorts after any
  // letter that can follow the start.
  const wordsStartingWith = (column: 'word' | 'plain') => {
    const key = sql`${sql.identifier(column)}`;
    return db
      .select({
        start: sql<string>`s.value`,
        words: sql<string>`(SELECT json_group_array(word) FROM (
          SELECT word FROM noticias_search_words WHERE ${key} >= s.value AND ${key} < s.value || char(1114111)
          ORDER BY ${key} LIMIT ${sql.placeholder('count')}))`,
      })
      .from(sql`json_each(${sql.placeholder('starts')}) s`)
      .prepare();
  };
  const startingWith = { word: wordsStartingWith('word'), plain: wordsStartingWith('plain') };

  /** The MATCH expression for `words`, each standing for itself and the indexed words it starts. */
  async function matchExpression(words: string[], column: 'word' | 'plain'): Promise<string | null> {
    const starts = words.filter((word) => word.length >= SHORTEST_PREFIX);
    const rows =
      starts.length === 0
        ? []
        : await startingWith[column].all({
            starts: JSON.stringify(starts),
            count: wordsPerWord(words.length),
          });
    const started = new Map(rows.map((row) => [row.start, JSON.parse(row.words) as string[]]));
    return toFtsMatchExpression(words.map((word) => [word, ...(started.get(word) ?? [])]));
  }

  /** The page of the news that match `expression`, newest first. */
  async function matchingPage(expression: string, paging: PageRequest): Promise<Page<NoticiaListItem>> {
    const window = offsetOf(paging);
    if (window.offset >= SEARCH_MATCHES_COUNTED) {
      // Past the counted matches: the way back to the last page, without walking there.
      return buildPage([], {
        ...paging,
        totalDocs: (await countMatches.get({ match: expression }))?.total ?? 0,
      });
    }
    const rows = await matchesPage.all({ match: expression, ...window });
    return toPage(rows, paging, () => countMatches.get({ match: expression }));
  }

  /** The page of rows that each carry the total, or the total asked alone when there is no row. */
  async function toPage(
    rows: (StoredListItem & { total: number | null })[],
    paging: PageRequest,
    totalAlone: () => Promise<{ total: number | null } | undefined>,
  ): Promise<Page<NoticiaListItem>> {
    const totalDocs = (rows.length > 0 ? rows[0]!.total : (await totalAlone())?.total) ?? 0;
    return buildPage(
      rows.map(({ total: _total, ...doc }) => withImageText(doc)),
      { ...paging, totalDocs },
    );
  }

  /** A page of the published items in `filter` (a category or a tag), newest first. */
  async function pageWhere(filter: SQL, paging: PageRequest): Promise<Page<NoticiaListItem>> {
    const where = and(eq(noticias.estado, 'publicada'), filter);
    const [[counted], rows] = await Promise.all([
      db.select({ n: count() }).from(noticias).where(where),
      db
        .select(listColumns)
        .from(noticias)
        .where(where)
        .orderBy(...newestFirst)
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
    ]);
    return buildPage(rows.map(withImageText), { ...paging, totalDocs: counted?.n ?? 0 });
  }

  return {
    /** The published items among `ids`, in the order of `ids` (the home's pinned stories). */
    async findPublishedByIds(ids: readonly string[]): Promise<NoticiaListItem[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(listColumns)
        .from(noticias)
        .where(and(eq(noticias.estado, 'publicada'), inArray(noticias._id, [...ids])));
      const byId = new Map(rows.map((row) => [row._id, withImageText(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** `GET /api/categoria/:slug/:limit/:page`: the news of one category, newest first. */
    listNewsByCategory(slug: string, paging: PageRequest): Promise<Page<NoticiaListItem>> {
      return pageWhere(eq(noticias.categoria, slug), paging);
    },

    /** `GET /api/tema/:slug/:limit/:page`: the news carrying one tag, newest first. */
    listNewsByTag(slug: string, paging: PageRequest): Promise<Page<NoticiaListItem>> {
      return pageWhere(
        inArray(
          noticias._id,
          db
            .select({ id: noticiasEtiquetas.noticia_id })
            .from(noticiasEtiquetas)
            .where(eq(noticiasEtiquetas.slug, slug)),
        ),
        paging,
      );
    },

    /**
     * `GET /api/noticia/:id/relacionadas`: 'Te puede interesar', the items sharing most tags with
     * this one first, then those of its category, then the newest (DESIGN §12).
     */
    async relatedNews(id: string): Promise<NoticiaListItem[] | undefined> {
      // Only a published item, as `GET /api/noticia/:id`: a hidden one's tags and category must
      // not be told (a draft's preview goes without 'Te puede interesar').
      const [exists] = await db
        .select({ id: noticias._id })
        .from(noticias)
        .where(and(eq(noticias._id, id), eq(noticias.estado, 'publicada')))
        .limit(1);
      if (!exists) return undefined;
      const shared = sql<number>`(SELECT count(*) FROM ${noticiasEtiquetas} t
        WHERE t.noticia_id = ${noticias._id}
          AND t.slug IN (SELECT slug FROM ${noticiasEtiquetas} WHERE noticia_id = ${id}))`;
      const sameCategory = sql<number>`(${noticias.categoria} IS NOT NULL AND ${noticias.categoria} =
        (SELECT categoria FROM ${noticias} WHERE _id = ${id}))`;
      // Only the newest few hundred are weighed: a related story is a recent one.
      const recent = db
        .select({ id: noticias._id })
        .from(noticias)
        .where(eq(noticias.estado, 'publicada'))
        .orderBy(...newestFirst)
        .limit(RELATED_CANDIDATES);
      const rows = await db
        .select(listColumns)
        .from(noticias)
        .where(and(inArray(noticias._id, recent), ne(noticias._id, id)))
        .orderBy(desc(shared), desc(sameCategory), ...newestFirst)
        .limit(RELATED_NEWS_COUNT);
      return rows.map(withImageText);
    },

    /** `GET /api/noticias/:limit/:page`: every news item, newest first. */
    async listNews(paging: PageRequest): Promise<Page<NoticiaListItem>> {
      return toPage(await page.all({ provincia: '', ...offsetOf(paging) }), paging, () =>
        total.get({ provincia: '' }),
      );
    },

    /** `GET /api/noticias/:prov/:limit/:page`: the news of one province, newest first. */
    async listNewsByProvince(provincia: Province, paging: PageRequest): Promise<Page<NoticiaListItem>> {
      const rows = await pageOfProvince.all({ provincia, ...offsetOf(paging) });
      return toPage(rows, paging, () => total.get({ provincia }));
    },

    /** `GET /api/masnoticias`: the news after the newest few (those fill the home's featured block). */
    async listMoreNews(): Promise<NoticiaListItem[]> {
      const rows = await page.all({ provincia: '', limit: MORE_NEWS_COUNT, offset: MORE_NEWS_OFFSET });
      return rows.map(({ total: _total, ...doc }) => withImageText(doc));
    },

    /** `GET /api/noticia/:id`: one published news item with its body, or undefined. */
    async findNewsById(id: string): Promise<Noticia | undefined> {
      const row = await byId.get({ id });
      if (!row) return undefined;
      const { actualizado_en, categoria_nombre, ...item } = row;
      const updated = editedAfterPublication({ created_at: item.created_at, actualizado_en });
      return {
        ...withImageText(item),
        texto: withResponsiveImages(item.texto),
        // Extra fields only when they say something: the original shape stays for the others.
        ...(updated ? { actualizado_en: updated } : {}),
        ...(categoria_nombre ? { categoria_nombre } : {}),
      };
    },

    /**
     * `GET /api/noticia/b/:busq/:limit/:page`: the news holding every word of the term in titulo,
     * descripcion or texto, ignoring case and accents, each word as a word's start ('colectivo'
     * finds 'colectivos'; words under SHORTEST_PREFIX letters whole), newest first, through the
     * FTS5 index `noticias_fts` (drizzle/0001_news_search.sql). ñ is a letter of its own, but a
     * search that finds nothing is tried once more with ñ read as n on both sides ('anatuya'
     * finds 'Añatuya'; 'año' never finds 'ano' while 'año' finds something). totalDocs stops at
     * SEARCH_MATCHES_COUNTED.
     */
    async searchNews(term: string, paging: PageRequest): Promise<Page<NoticiaListItem>> {
      const words = searchWords(term);
      const expression = await matchExpression(words, 'word');
      if (expression === null) return buildPage([], { ...paging, totalDocs: 0 });
      const found = await matchingPage(expression, paging);
      if (found.totalDocs > 0 || !words.some((word) => /[nñ]/.test(word))) return found;
      const lenient = await matchExpression(words.map(withoutEnye), 'plain');
      return lenient === null || lenient === expression ? found : matchingPage(lenient, paging);
    },
  };
}

export type NewsQueries = ReturnType<typeof createNewsQueries>;

/** The back office's filters of the news list. */
export interface StaffNewsFilters {
  /** BUSCAR: every word inside the title or summary, ignoring case and accents. */
  q: string;
  /** One state only; every state when left out. */
  estado?: NewsState;
}

/** What the back office reads of an item: every public field plus the workflow's. */
export const staffListColumns = {
  ...listColumns,
  estado: noticias.estado,
  publicar_en: noticias.publicar_en,
  actualizado_en: noticias.actualizado_en,
  version: noticias.version,
  creada_por: noticias.creada_por,
};

/**
 * Whether the row's item is a draft an editor returned to its author: its latest review note is
 * a return ('devolucion'), and it is a draft (sending it again writes a newer 'revision' note).
 * The edit screen reads the same from its notes. (Columns are named with their table: inside the
 * subquery a bare "_id" would be the note's.)
 */
const returnedToAuthor = sql<boolean>`coalesce(${noticias}.${sql.identifier('estado')} = 'borrador' AND (
    SELECT ${noticiasNotas}.${sql.identifier('tipo')} FROM ${noticiasNotas}
    WHERE ${noticiasNotas}.${sql.identifier('noticia_id')} = ${noticias}.${sql.identifier('_id')}
    ORDER BY ${noticiasNotas}.${sql.identifier('created_at')} DESC, ${noticiasNotas}.rowid DESC LIMIT 1
  ) = 'devolucion', 0)`.mapWith((value) => Boolean(Number(value)));

/**
 * `GET /api/redaccion/noticias/:limit/:page?estado=&q=`: a page of every news item in any state,
 * the newest change first. BUSCAR matches title and summary as the spec's list did (not the
 * body, which `search_text` holds too), each word as a substring (so 'tucu' finds 'Tucumán' as
 * one types): a scan of the table, fine for a staff call, where the public search has its FTS5
 * index.
 */
export async function listNewsForStaff(
  db: AppDatabase,
  filters: StaffNewsFilters,
  paging: PageRequest,
): Promise<Page<StaffNewsListItem>> {
  const where = and(
    everyWordIn(filters.q, [foldedColumn(noticias.titulo), foldedColumn(noticias.descripcion)]),
    filters.estado ? eq(noticias.estado, filters.estado) : undefined,
  );
  const [[total], docs] = await Promise.all([
    db.select({ n: count() }).from(noticias).where(where),
    db
      .select({ ...staffListColumns, devuelta: returnedToAuthor })
      .from(noticias)
      .where(where)
      .orderBy(desc(noticias.actualizado_en), desc(sql`${noticias}.rowid`))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
  ]);
  return buildPage(docs.map(withContentModel), { ...paging, totalDocs: total?.n ?? 0 });
}

/** `GET /api/redaccion/noticia/:id`: one item in any state, with its body, or undefined. */
export async function findNewsForStaff(db: AppDatabase, id: string): Promise<StaffNoticia | undefined> {
  const [row] = await db
    .select({ ...staffListColumns, texto: noticias.texto })
    .from(noticias)
    .where(eq(noticias._id, id))
    .limit(1);
  return row && withContentModel(row);
}

/**
 * The 412 of a save that named an old version: the item as it is, who saved it last and when,
 * with the Spanish `msg` that says so; undefined when the item is gone.
 */
export async function findNewsConflict(
  db: AppDatabase,
  id: string,
): Promise<NewsConflictResponse | undefined> {
  const [row] = await db
    .select({
      noticia: { ...staffListColumns, texto: noticias.texto },
      actualizado_por: noticias.actualizado_por,
    })
    .from(noticias)
    .where(eq(noticias._id, id))
    .limit(1);
  if (!row) return undefined;
  const { noticia, actualizado_por } = row;
  return {
    msg: newsConflictMessage(actualizado_por, noticia.actualizado_en),
    actualizado_por,
    actualizado_en: noticia.actualizado_en,
    version: noticia.version,
    noticia: withContentModel(noticia),
  };
}
