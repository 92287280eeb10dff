/**
 * Lower-cases and strips accents, so that 'Tucumán', 'TUCUMAN' and 'tucuman' compare equal.
 * Used for province names in URLs and for the news search.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
