/**
 * Lower-cases and strips accents, so that 'Tucumán', 'TUCUMAN' and 'tucuman' compare equal.
 * Used for province names in URLs and for the news search.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The longest slug (of a title, a category or a tag) kept in a URL. */
export const SLUG_MAX_LENGTH = 80;

/**
 * A URL-friendly form of a Spanish text: accents and ñ folded ('Año Político' → 'ano-politico'),
 * lower case, every run of other characters a single hyphen, at most SLUG_MAX_LENGTH characters
 * cut at a word boundary when one is near.
 */
export function slugify(text: string): string {
  const slug = foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > SLUG_MAX_LENGTH / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}
