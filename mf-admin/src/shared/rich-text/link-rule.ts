/**
 * The one rule for links in a news or event body (docs/product/back-office.md §9, docs/api.md): only http,
 * https, mailto and tel. The server sanitizes again on every write; the editor applies the same
 * rule so that what the editor shows is what gets published.
 */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

export const LINK_RULE_MESSAGE = 'El enlace debe comenzar con http://, https://, mailto: o tel:';

// Browsers ignore control characters and some invisible ones inside a scheme ('java\tscript:').
// eslint-disable-next-line no-control-regex
const IGNORED_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u200b-\u200d\u2028\u2029\ufeff]/g;

/**
 * The href to keep for what was typed or pasted, or null when it may not be a link. A bare
 * address ('www.diario.com.ar/nota', 'diario.com.ar') becomes https; a bare email becomes mailto.
 */
export function allowedHref(input: string | null | undefined): string | null {
  const href = (input ?? '').trim();
  if (!href) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(IGNORED_CHARACTERS, ''))?.[1];
  if (scheme) {
    if (!ALLOWED_SCHEMES.has(scheme.toLowerCase())) return null;
    if (/^https?:$/i.test(href)) return null;
    return /^https?:/i.test(href) && !/^https?:\/\/[^/\s]/i.test(href) ? null : href;
  }
  if (/\s/.test(href)) return null;
  if (/^[^@/]+@[^@/]+\.[a-z]{2,}$/i.test(href)) return `mailto:${href}`;
  if (/^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[:/?#]|$)/i.test(href)) return `https://${href}`;
  return null;
}
