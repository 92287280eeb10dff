import { getCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { Context } from 'hono';
import { parseVisitorNumber, VISITOR_COOKIE } from '../releases/visitor-number.ts';
import type { PageFacts, PageRenderer, RenderedPage } from './page-renderer.ts';

/**
 * The visitor number a page is rendered for: the canary cookie's (§8), read as /remotes.json
 * reads it, so that the browser loads the release that rendered the HTML it takes over.
 */
export function visitorOf(cookieHeader: string | null): number | undefined {
  return cookieHeader ? parseVisitorNumber(parse(cookieHeader, VISITOR_COOKIE)[VISITOR_COOKIE]) : undefined;
}

/** The page at `c`'s URL rendered into `template`, or null where the browser renders. */
export function renderPageFor(
  c: Context,
  renderPage: PageRenderer | undefined,
  template: string,
  withoutSection?: PageFacts['withoutSection'],
): Promise<RenderedPage | null> {
  if (!renderPage) return Promise.resolve(null);
  return renderPage(c.req.url, template, parseVisitorNumber(getCookie(c, VISITOR_COOKIE)), {
    withoutSection,
  });
}
