/**
 * The stylesheets a server-rendered document carries inline (issue #24): the shell's and the
 * rendering section's, as `<style>` elements in the head instead of render-blocking links, so that
 * the first paint waits for no request but the document's. Their text is read once per URL (the
 * files are named by content hash, and a release's folder never changes) and kept in memory on
 * both runtimes; the document's CSP allows each by its sha256 hash (http/security-headers.ts).
 */
import { LRUCache } from 'lru-cache';

/** A stylesheet's text read from where it is served; undefined when it cannot be had now. */
export type StylesheetReader = (href: string, signal: AbortSignal) => Promise<string | undefined>;

/** A larger stylesheet stays a link: inlined, it would be sent again with every document. */
export const MAX_INLINED_STYLESHEET_CHARS = 48 * 1024;
/** Texts kept in memory, all stylesheets together (characters). */
const KEPT_CHARS = 2 * 1024 * 1024;

/** A reference the stylesheet's own URL resolves (`url(img.png)`, `@import`): wrong once inline. */
const RELATIVE_REFERENCE = /url\(\s*(?!['"]?\s*(?:data:|https?:|#))|@import|image-set\(/i;
/** Text that would end the <style> element early. */
const STYLE_END = /<\/style/i;

/**
 * Whether a stylesheet's text can move into a `<style>` of the document unchanged: small enough,
 * no `</style` inside, and no reference that resolves against the stylesheet's URL (the portal's
 * stylesheets use only `data:` pictures and system fonts; one that changes stays a link).
 */
export function isInlinable(css: string): boolean {
  return css.length <= MAX_INLINED_STYLESHEET_CHARS && !STYLE_END.test(css) && !RELATIVE_REFERENCE.test(css);
}

/**
 * Stylesheet texts by URL, read through `read` on first use and kept (least recently used first
 * out). A stylesheet that cannot be inlined is remembered as such; one that could not be read is
 * asked again next time. Only resolved texts are kept, never a pending read: on workerd a promise
 * of one request's I/O must not be awaited by another.
 */
export function createStylesheetTexts(read: StylesheetReader) {
  const texts = new LRUCache<string, { css: string | null }>({
    maxSize: KEPT_CHARS,
    sizeCalculation: (entry) => Math.max(1, entry.css?.length ?? 0),
  });
  return async function textOf(href: string, signal: AbortSignal): Promise<string | undefined> {
    const kept = texts.get(href);
    if (kept) return kept.css ?? undefined;
    let css: string | undefined;
    try {
      css = await read(href, signal);
    } catch {
      return undefined;
    }
    if (css === undefined) return undefined;
    const inlinable = isInlinable(css);
    texts.set(href, { css: inlinable ? css : null });
    return inlinable ? css : undefined;
  };
}

/** A stylesheet on another origin (a section's release), fetched with the page's deadline. */
export function fetchStylesheet(fetchFn: typeof fetch): StylesheetReader {
  return async (href, signal) => {
    const response = await fetchFn(href, { signal, headers: { Accept: 'text/css' } });
    if (!response.ok || !/^text\/css\b/i.test(response.headers.get('Content-Type') ?? '')) {
      await response.body?.cancel();
      return undefined;
    }
    return response.text();
  };
}
