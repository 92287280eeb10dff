import { foldSearchText } from './search-text.ts';

/**
 * What the FTS5 `unicode61` tokenizer keeps together as a token: letters, digits and private-use
 * characters (its default categories `L* N* Co`); everything else separates words.
 */
const WORD = /[\p{L}\p{N}\p{Co}]+/gu;
const ONE_TOKEN = /^[\p{L}\p{N}\p{Co}]+$/u;

/** Shorter words of a search match only themselves: 'de' or 'la' as a start would match nearly every word. */
export const SHORTEST_PREFIX = 3;
/**
 * At most this many indexed words stand for the words of one search, shared among them (a word of
 * a one-word search stands for up to 60, each of six words for up to 10), the word itself first.
 * FTS5 steps through each of them, so this bounds what a long term of common starts costs: at
 * 100 000 news, 20 words of four letters (each the start of many) took 170–230 ms with 50 each.
 */
export const WORDS_PER_SEARCH = 60;

/** How many indexed words each of `count` words of a search may stand for (at least itself). */
export function wordsPerWord(count: number): number {
  return Math.max(1, Math.floor(WORDS_PER_SEARCH / count));
}

/** The distinct words of a search term, folded like `noticias.search_text` (lower case, no accents, ñ kept). */
export function searchWords(term: string): string[] {
  return [...new Set(foldSearchText(term).match(WORD) ?? [])];
}

/** A word read with ñ as n: the second try of a search that found nothing (issue #35). */
export function withoutEnye(word: string): string {
  return word.replaceAll('ñ', 'n');
}

/**
 * The FTS5 MATCH expression for "every word of the search, each as one of its indexed words":
 * `alternatives` holds, for each word of the search, the indexed words it stands for (itself and
 * those starting with it). Each is a quoted string, so that nothing the visitor types (quotes,
 * `*`, `-`, `OR`, `NEAR`, parentheses, `col:`) is read as query syntax. Null when there is no
 * word at all.
 */
export function toFtsMatchExpression(alternatives: readonly (readonly string[])[]): string | null {
  const groups = alternatives.map((words) => {
    // Token characters only, so a word never holds the '"' that would end the string.
    const quoted = [...new Set(words)].filter((word) => ONE_TOKEN.test(word)).map((word) => `"${word}"`);
    return quoted.length === 1 ? quoted[0]! : `(${quoted.join(' OR ')})`;
  });
  return groups.length === 0 ? null : groups.join(' AND ');
}
