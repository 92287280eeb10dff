/**
 * Escaping for everything the server writes as markup: the crawler pages (HTML) and the feeds
 * and sitemaps (XML) go through these two helpers only.
 */

const MARKUP_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Characters XML 1.0 forbids even as references; a stray one would make a whole feed unreadable. */
// eslint-disable-next-line no-control-regex
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * Text made safe as HTML or XML text and as a quoted attribute value (either quote): the five
 * markup characters become entities, and characters no XML document may hold are dropped.
 */
export function escapeMarkup(text: string): string {
  return text.replace(NOT_XML_CHARACTERS, '').replace(/[&<>"']/g, (ch) => MARKUP_ENTITIES[ch]!);
}

/**
 * A value as the body of `<script type="application/ld+json">`: JSON in which `<`, `>` and `&`
 * are written as \u escapes (still the same JSON), so that no `</script>` or `<!--` in the
 * content can end the script element early; U+2028/U+2029 are escaped for older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => {
    return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
