import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppConfig } from '../config/config.ts';
import { createTestApp } from '../../test-support/create-test-app.ts';

const INLINE_SCRIPT = 'window.__arranque = Date.now();';
const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Santiago Noticias</title>' +
  `<script>${INLINE_SCRIPT}</script><script defer src="/main.3f9a1c2b.js"></script></head>` +
  '<body><div id="root"></div></body></html>';

let template: string | null = TEMPLATE;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const { remotes } = readAppConfig({ REMOTE_AGENDA_URL: 'https://agenda.example/2026/mf-manifest.json' });
  t = await createTestApp({ config: { remotes }, shellHtml: async () => template });
});
afterAll(() => t.db.$client.close());

const get = (path: string) => t.app.request(path);

// The pages rendered by their sections are tested through real HTTP on both runtimes
// (page-heads.server.test.ts, document-cache.server.test.ts, server-rendered-pages.workers.test.ts);
// these are the route's own decisions, with no renderer: the bare shell.
describe('the document route (pages/document.routes.ts)', () => {
  it('answers every page with the template and a CSP with the configured remotes, no inline script allowed', async () => {
    for (const path of ['/', '/agenda/9/1', '/admin', '/noticias/b/.net/10/1']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toBe(TEMPLATE);
      const policy = response.headers.get('Content-Security-Policy') ?? '';
      expect(policy, path).toContain(
        "script-src 'self' http://localhost:3001 http://localhost:3003 http://localhost:3004 https://agenda.example;",
      );
      expect(policy, path).not.toContain('unsafe-inline');
      expect(policy, path).not.toContain(createHash('sha256').update(INLINE_SCRIPT).digest('base64'));
      expect(response.headers.get('X-Frame-Options'), path).toBe('DENY');
      // The bare shell is not kept by the caches: a new build shows on the next load.
      expect(response.headers.get('Cache-Control'), path).toBe('no-cache');
    }
  });

  it('allows the template’s own <style> by its hash, following the template as it changes', async () => {
    const css = 'body{color:#222}';
    template = TEMPLATE.replace('</head>', `<style>${css}</style></head>`);
    const policy = (await get('/agenda/9/1')).headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain(createHash('sha256').update(css).digest('base64'));
    template = TEMPLATE;
  });

  it('answers a path that is no page with the site’s page, 404 and unindexed', async () => {
    const response = await get('/no/existe/asi');
    expect(response.status).toBe(404);
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('answers a broken link to a file, and an unknown API call, with the API’s 404', async () => {
    for (const path of ['/no-existe.js', '/rss/provincia.json', '/api/no-existe']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ msg: 'Recurso no encontrado.' });
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
    }
  });

  it('moves /index.html, the template’s own name, to the home', async () => {
    const response = await get('/index.html?ref=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/?ref=1');
  });

  it('answers 503 with a Spanish page, never kept, while the shell is not built', async () => {
    template = null;
    const response = await get('/agenda/9/1');
    template = TEMPLATE;
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toContain('todavía no está compilada');
  });
});
