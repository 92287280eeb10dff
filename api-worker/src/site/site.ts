/** What the public site's server-made documents (crawler pages, feeds, sitemaps) share. */

/** The portal's name, as the shell's `<title>` and the pages' titles spell it. */
export const SITE_NAME = 'Santiago Noticias';
export const SITE_LOCALE = 'es_AR';
export const SITE_DESCRIPTION =
  'Noticias, agenda de eventos y galerías de fotos de Santiago del Estero y las provincias argentinas.';

/**
 * The origin absolute URLs are built on: SITE_URL, or the entry's own address in development
 * (config.ts). The request's origin only for an app built without one (tests): a Host header is
 * the client's to write.
 */
export function siteOrigin(requestUrl: string, configured?: string): string {
  return configured ?? new URL(requestUrl).origin;
}

/** A stored URL (`/media/…`, or already absolute) as an absolute URL on the site. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, `${origin}/`).href;
  } catch {
    return `${origin}/`;
  }
}

/** The public page of a news item, an event and an album (the shell's routes). */
/** An item's canonical path (DESIGN §12): its id, then its slug when it has one. */
export const newsPath = (id: string, slug?: string) => (slug ? `/noticia/${id}/${slug}` : `/noticia/${id}`);
export const eventPath = (id: string, slug?: string) => (slug ? `/evento/${id}/${slug}` : `/evento/${id}`);
export const albumPath = (id: string) => `/album/${id}`;

/**
 * Plain text from stored HTML (a sanitized `texto`): tags dropped, the common entities decoded,
 * whitespace collapsed. Only for descriptions, which are escaped again when written.
 */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      // Block elements and line breaks separate words; inline ones (<b>, <a>…) do not.
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => decodeEntity(entity, name))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|tr|td|th|figure|figcaption|section|article|header|footer)\b[^>]*>/gi;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  }
  return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
}

/** At most `max` characters, cut at a word boundary with an ellipsis when shortened. */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
