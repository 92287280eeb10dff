import { foldSearchText } from './search-text.ts';

/**
 * What the FTS5 `unicode61` tokenizer keeps together as a token: letters, digits and private-use
 * characters (its default categories `L* N* Co`); everything else separates words.
 */
const WORD = /[\p{L}\p{N}\p{Co}]+/gu;

/** The distinct words of a search term, folded like `noticias.search_text` (lower case, no accents, ñ kept). */
export function searchWords(term: string): string[] {
  return [...new Set(foldSearchText(term).match(WORD) ?? [])];
}

/**
 * The FTS5 MATCH expression for "every word of the term": each word a quoted string, so that
 * nothing the visitor types (quotes, `*`, `-`, `OR`, `NEAR`, parentheses, `col:`) is read as
 * query syntax; words side by side are ANDed. Null when the term has no word at all.
 */
export function toFtsMatchExpression(term: string): string | null {
  const words = searchWords(term);
  // A word is made of token characters only, so it never holds the '"' that would end the string.
  return words.length === 0 ? null : words.map((word) => `"${word}"`).join(' ');
}
