import type { Publi } from '@portal/contracts';
import { desc, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { publis } from '../db/schema.ts';

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
     * all; each public page keeps what it shows with selectActiveAds). The slot columns become
     * the one-element `colocar_en` the original client reads.
     */
    async listPublis(): Promise<Publi[]> {
      return (await all.all()).map(({ inicio, noticias, agenda, galeria, ...publi }) => ({
        ...publi,
        colocar_en: [{ inicio, noticias, agenda, galeria }],
      }));
    },
  };
}
