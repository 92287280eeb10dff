/**
 * The data of the shell's chrome on a server-rendered page (DESIGN §12): the categories of the
 * header's news menu and the breaking-news bar. The portal reads them with each page (two small
 * reads, never cached apart from the page: the bar disappears the moment it expires) and hands
 * them to the shell's renderer and, in the document, to the browser, keyed by the API path the
 * shell's useApi reads, so that its first render draws the same and asks for nothing.
 */
import type { AppDatabase } from '../db/database.ts';
import { listCategories } from '../categories/categories.queries.ts';
import { currentBreakingNews } from '../home-curation/home-curation.queries.ts';

export type ChromeAnswers = Record<string, { data: unknown }>;

export function createChromeData(db: AppDatabase, now: () => number = Date.now) {
  return async function chromeAnswers(): Promise<ChromeAnswers> {
    const [categorias, ultimo_momento] = await Promise.all([
      listCategories(db),
      currentBreakingNews(db, now()),
    ]);
    return {
      '/api/categorias': { data: { categorias } },
      '/api/ultimo-momento': { data: { ultimo_momento } },
    };
  };
}
