import { describe, expect, it } from 'vitest';
import { readWranglerConfig } from '../test-support/wrangler-test-config.ts';
import { SHELL_DOCUMENT_PATTERNS, WORKER_ROUTE_PATTERNS, isWorkerRoute } from './worker-routes.ts';

describe('worker routes', () => {
  it('are the ones wrangler.jsonc sends to the worker before the static assets, with the shell’s document', () => {
    expect(readWranglerConfig().assets.run_worker_first).toEqual([
      ...WORKER_ROUTE_PATTERNS,
      ...SHELL_DOCUMENT_PATTERNS,
    ]);
  });

  it('leave client routes to the worker: no single-page-application fallback of the platform', () => {
    // With it, navigations would get index.html from the platform, without its CSP.
    expect(readWranglerConfig().assets).not.toHaveProperty('not_found_handling');
  });

  it.each([
    '/api/health',
    '/media/noticias/a.jpg',
    '/remotes.json',
    '/noticia/0123456789abcdef01234567',
    '/evento/0123456789abcdef01234567',
    '/rss.xml',
    '/rss/santiago-del-estero.xml',
    '/sitemap.xml',
    '/sitemap-news.xml',
    '/sitemap-google-news.xml',
    '/robots.txt',
  ])('sends %s to the app', (path) => {
    expect(isWorkerRoute(path)).toBe(true);
  });

  it.each([
    '/',
    '/noticias/7/1',
    '/noticia',
    '/agenda/9/1',
    '/album/0123456789abcdef01234567',
    '/apix',
    '/remotes.json.map',
    '/rss.xml.map',
    '/sitemapxml',
    '/main.66034b63.js',
    '/favicon.svg',
  ])('leaves %s to the shell', (path) => {
    expect(isWorkerRoute(path)).toBe(false);
  });
});
