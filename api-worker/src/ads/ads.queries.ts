import { buildPage, type Page, type PageRequest, type Publi, type StaffListQuery } from '@portal/contracts';
import { count, desc, sql } from 'drizzle-orm';
import { everyWordIn, foldedColumn } from '../content/staff-list-search.ts';
import type { AppDatabase } from '../db/database.ts';
import { publis } from '../db/schema.ts';

type PubliRow = typeof publis.$inferSelect;

/** The slot columns become the one-element `colocar_en` the original client reads. */
const toPubli = ({ inicio, noticias, agenda, galeria, ...publi }: PubliRow): Publi => ({
  ...publi,
  colocar_en: [{ inicio, noticias, agenda, galeria }],
});

/** The ads query of the public API, built once. */
export function createAdsQueries(db: AppDatabase) {
  const all = db
    .select()
    .from(publis)
    .orderBy(desc(publis.created_at), desc(sql`${publis}.rowid`))
    .prepare();

  return {
    /**
     * `GET /api/publis`: every ad, newest first, expired ones too (the back office lists them
     * all; each public page keeps what it shows with selectActiveAds).
     */
    async listPublis(): Promise<Publi[]> {
      return (await all.all()).map(toPubli);
    },
  };
}

/**
 * `GET /api/redaccion/publis/:limit/:page?q=`: a page of every ad, expired ones too, newest
 * first; BUSCAR matches the client's name.
 */
export async function listAdsForStaff(
  db: AppDatabase,
  { q }: StaffListQuery,
  paging: PageRequest,
): Promise<Page<Publi>> {
  const where = everyWordIn(q, [foldedColumn(publis.nombre_cliente)]);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(publis).where(where),
    db
      .select()
      .from(publis)
      .where(where)
      .orderBy(desc(publis.created_at), desc(sql`${publis}.rowid`))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
  ]);
  return buildPage(rows.map(toPubli), { ...paging, totalDocs: total?.n ?? 0 });
}
