/**
 * What the public site's server-made documents (pages, feeds, sitemaps) share. The site's name,
 * absolute URLs, item paths and description texts are in @portal/contracts (page-head.ts), which
 * the sections' server renderers share.
 */

/**
 * The origin absolute URLs are built on: SITE_URL, or the entry's own address in development
 * (config.ts). The request's origin only for an app built without one (tests): a Host header is
 * the client's to write.
 */
export function siteOrigin(requestUrl: string, configured?: string): string {
  return configured ?? new URL(requestUrl).origin;
}
