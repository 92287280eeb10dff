/**
 * BUSCAR of the back office's lists, on the server: every word of the search must appear, as a
 * substring, in one of the list's columns, ignoring case and accents.
 */
import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { searchWords } from './fts-query.ts';

/**
 * SQLite's lower() folds only ASCII, and SQL has no accent folding: the Spanish accented letters
 * are replaced one by one (both cases). Fine for the staff lists, which scan their table. As in
 * the public search, ñ is a letter of its own ('ano' is not 'año'): only its case is folded.
 */
const FOLDS: Record<string, string> = {
  a: 'áÁàÀ',
  e: 'éÉèÈ',
  i: 'íÍìÌ',
  o: 'óÓòÒ',
  u: 'úÚüÜ',
  ñ: 'Ñ',
  c: 'çÇ',
};

/** `column` lower-cased and without Spanish accents, comparable with foldSearchText's output. */
export function foldedColumn(column: SQLWrapper): SQL {
  let folded = sql`lower(${column})`;
  for (const [to, letters] of Object.entries(FOLDS)) {
    for (const from of letters) folded = sql`replace(${folded}, ${from}, ${to})`;
  }
  return folded;
}

/**
 * The condition "every word of `q` is inside one of `texts`" (each already folded), or
 * undefined when `q` has no word (the whole list). Words are made of letters and digits only
 * (searchWords), so they hold no LIKE wildcard.
 */
export function everyWordIn(q: string, texts: readonly SQL[]): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => or(...texts.map((text) => sql`${text} LIKE ${`%${word}%`}`))));
}
