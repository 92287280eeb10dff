/**
 * robots.txt: everything may be crawled (the API too: search engines that render the SPA fetch
 * it), and the sitemap index is named by its absolute URL. The back office is not listed: its
 * screens show anyone without a session nothing but the login form (every staff call is checked
 * on the server), a Disallow does not keep a linked URL out of an index anyway, and a list of the
 * staff paths would only map them for an attacker.
 */
export function renderRobots(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
