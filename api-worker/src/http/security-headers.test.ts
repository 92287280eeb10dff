import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app.ts';
import { readAppConfig } from '../config/config.ts';
import type { AppDatabase } from '../db/database.ts';
import { createMemoryMediaStore } from '../media/memory-media-store.ts';
import { composeDocument } from '../pages/compose-document.ts';
import { insertNews } from '../../test-support/content-fixtures.ts';
import { createTestDatabase } from '../../test-support/create-test-app.ts';
import {
  NON_DOCUMENT_CSP,
  documentContentSecurityPolicy,
  documentSecurityHeaders,
  inlineStyleHashes,
  remoteOrigins,
  scrollLockStyle,
  withSecurityHeaders,
} from './security-headers.ts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The CSP as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

const REMOTES = readAppConfig({
  REMOTE_NEWS_URL: 'https://news.example/v3/mf-manifest.json',
  REMOTE_AGENDA_URL: 'https://agenda.example:8443/2026-11-21/mf-manifest.json',
  REMOTE_GALLERY_URL: 'https://news.example/gallery/mf-manifest.json',
  REMOTE_ADMIN_URL: 'http://localhost:3204/mf-manifest.json',
}).remotes;

describe('remoteOrigins', () => {
  it('gives each origin the configured manifests come from, once', () => {
    expect(remoteOrigins(REMOTES)).toEqual([
      'http://localhost:3204',
      'https://agenda.example:8443',
      'https://news.example',
    ]);
  });

  it('ignores what is not an http(s) URL', () => {
    expect(remoteOrigins({ ...REMOTES, news: 'no es una url', agenda: 'javascript:alert(1)' })).toEqual([
      'http://localhost:3204',
      'https://news.example',
    ]);
  });
});

describe('the scroll lock of a modal dialog (issue #15 item 14)', () => {
  it('is the one inline <style> a back-office document allows, by hash, for each scrollbar width', async () => {
    const policy = directives(
      (await documentSecurityHeaders([], REMOTES, [], { modalDialogs: true }))['Content-Security-Policy']!,
    );
    const origins = ['http://localhost:3204', 'https://agenda.example:8443', 'https://news.example'];
    const elements = policy.get('style-src-elem')!;
    // Overlay scrollbars (phones), classic ones (15 px Chromium, 17 px Windows), zoomed out.
    for (const gap of [0, 15, 17, 30]) expect(elements).toContain(`'${sha256(scrollLockStyle(gap))}'`);
    expect(elements.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'", ...origins]);
    // Style attributes and scripts gain nothing.
    expect(policy.get('style-src')).toEqual(["'self'", ...origins]);
    expect(policy.get('script-src')).toEqual(["'self'", ...origins]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
  });

  it('is not allowed on a public document, which has no modal dialog (its first answer stays small)', async () => {
    const policy = directives((await documentSecurityHeaders([], REMOTES))['Content-Security-Policy']!);
    expect(policy.has('style-src-elem')).toBe(false);
    expect(policy.get('style-src')).toEqual(["'self'", ...remoteOrigins(REMOTES)]);
  });

  it('differs with the width it hides, so only the library’s own text matches', () => {
    expect(scrollLockStyle(15)).toContain('margin-right: 15px !important;');
    expect(scrollLockStyle(15)).not.toEqual(scrollLockStyle(0));
  });
});

describe('documentContentSecurityPolicy', () => {
  it('lets scripts, styles and manifests come only from the portal and the remotes’ origins', () => {
    const policy = directives(documentContentSecurityPolicy({ remotes: REMOTES }));
    const origins = ['http://localhost:3204', 'https://agenda.example:8443', 'https://news.example'];
    expect(policy.get('script-src')).toEqual(["'self'", ...origins]);
    expect(policy.get('style-src')).toEqual(["'self'", ...origins]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...origins]);
    expect(policy.get('img-src')).toEqual(["'self'", ...origins, 'data:', 'blob:', 'https:']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // Nothing inline runs unless hashed, and no eval.
    expect(documentContentSecurityPolicy({ remotes: REMOTES })).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('follows the configuration: another remote origin is allowed, the old one no longer', () => {
    const moved = { ...REMOTES, admin: 'https://admin.example/mf-manifest.json' };
    const scriptSrc = directives(documentContentSecurityPolicy({ remotes: moved })).get('script-src');
    expect(scriptSrc).toContain('https://admin.example');
    expect(scriptSrc).not.toContain('http://localhost:3204');
  });

  it('allows no inline script: neither hashes nor a nonce nor unsafe-inline (issue #32)', async () => {
    const headers = await documentSecurityHeaders(['body{margin:0}'], REMOTES);
    expect(directives(headers['Content-Security-Policy']!).get('script-src')).toEqual([
      "'self'",
      ...remoteOrigins(REMOTES),
    ]);
  });
});

describe('inlineStyleHashes (inline stylesheets of server-rendered documents, issue #24)', () => {
  it('hashes the exact text of each stylesheet the composer put in the head, and nothing else', async () => {
    const shell = 'body{margin:0}\n';
    const section = '.titulo{font-size:2rem}';
    const { html, inlineStyles } = await composeDocument(
      '<!doctype html><html><head><link rel="preload" as="style" href="/shell.css"></head><body><div id="root"></div></body></html>',
      {
        rootHtml: '<style>body{display:none}</style>',
        handOver: {},
        handOverId: 'datos',
        stylesheets: ['https://news.example/v1/pagina.css'],
        inlineStyles: new Map([
          ['/shell.css', shell],
          ['https://news.example/v1/pagina.css', section],
        ]),
        headHints: '',
      },
    );
    expect(html).toContain(`<style data-href="/shell.css">${shell}</style>`);
    expect(await inlineStyleHashes(inlineStyles)).toEqual([sha256(shell), sha256(section)]);
    const policy = directives(
      (await documentSecurityHeaders(inlineStyles, REMOTES))['Content-Security-Policy']!,
    );
    expect(policy.get('style-src-elem')).toEqual(
      expect.arrayContaining([`'${sha256(shell)}'`, `'${sha256(section)}'`]),
    );
    expect(policy.get('style-src-elem')).not.toContain(`'${sha256('body{display:none}')}'`);
    expect(policy.get('style-src')?.join(' ')).not.toContain('sha256-');
  });
});

describe('security headers of the app’s answers', () => {
  const SHELL_SCRIPT = 'document.documentElement.dataset.arranque = "1";';
  const SHELL =
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Santiago Noticias</title>' +
    `<script>${SHELL_SCRIPT}</script><script defer src="/main.0123abcd.js"></script></head>` +
    '<body><div id="root"></div></body></html>';
  let db: AppDatabase;
  let app: App;

  beforeEach(async () => {
    db = await createTestDatabase();
    app = createApp({
      db,
      media: createMemoryMediaStore(),
      config: readAppConfig({ REMOTE_NEWS_URL: 'https://news.example/mf-manifest.json' }),
      shellHtml: async () => SHELL,
    });
  });
  afterEach(() => db.$client.close());

  const expectBaseHeaders = (response: Response) => {
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  };

  it('gives API answers, errors included, nosniff, Referrer-Policy, no framing and a CSP that allows nothing', async () => {
    for (const [path, status] of [
      ['/api/health', 200],
      ['/api/noticias/0/1', 400],
      ['/api/no-existe', 404],
      ['/api/usuarios', 401],
    ] as const) {
      const response = await app.request(path);
      expect(response.status, path).toBe(status);
      expectBaseHeaders(response);
      expect(response.headers.get('Content-Security-Policy'), path).toBe(NON_DOCUMENT_CSP);
    }
  });

  it('gives a crawler page the document policy, with the remotes of the configuration and no inline script allowed', async () => {
    const [news] = await insertNews(db, { titulo: 'Lluvias en Añatuya' });
    for (const path of [`/noticia/${news!._id}`, '/noticia/0123456789abcdef01234567', '/evento/x']) {
      const response = await app.request(`https://portal.example${path}`);
      expectBaseHeaders(response);
      const policy = directives(response.headers.get('Content-Security-Policy') ?? '');
      expect(policy.get('script-src'), path).toEqual([
        "'self'",
        'http://localhost:3002',
        'http://localhost:3003',
        'http://localhost:3004',
        'https://news.example',
      ]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      // The page itself still carries the JSON-LD the policy need not allow.
      if (path.includes(news!._id)) expect(await response.text()).toContain('application/ld+json');
    }
  });

  it('allows the dialogs’ scroll lock on every document but a public page’s (the back office’s, any letter case)', async () => {
    const [news] = await insertNews(db, { titulo: 'Lluvias en Añatuya' });
    const lockHash = `'${sha256(scrollLockStyle(15))}'`;
    for (const path of [
      '/admin',
      '/galeria',
      `/editarnoticia/${news!._id}`,
      '/login',
      '/LOGIN',
      '/no-existe',
    ]) {
      const policy = directives((await app.request(path)).headers.get('Content-Security-Policy') ?? '');
      expect(policy.get('style-src-elem'), path).toContain(lockHash);
    }
    for (const path of ['/', `/noticia/${news!._id}`, '/noticias/7/1', '/colaboradores', '/agenda/9/1']) {
      const policy = (await app.request(path)).headers.get('Content-Security-Policy') ?? '';
      expect(policy, path).toContain('script-src');
      expect(policy, path).not.toContain(lockHash);
    }
  });

  it('leaves a 304 as it is, so a browser’s copy keeps its own policy', async () => {
    const [news] = await insertNews(db, { titulo: 'Lluvias en Añatuya' });
    const first = await app.request(`/noticia/${news!._id}`);
    const again = await app.request(`/noticia/${news!._id}`, {
      headers: { 'If-None-Match': first.headers.get('ETag')! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('Content-Security-Policy')).toBeNull();
  });

  it('keeps a policy a route set itself, and copies responses whose headers cannot change', async () => {
    const own = new Response('{}', {
      headers: { 'Content-Type': 'application/json', 'Content-Security-Policy': "default-src 'self'" },
    });
    expect((await withSecurityHeaders(own, REMOTES)).headers.get('Content-Security-Policy')).toBe(
      "default-src 'self'",
    );
    const fetched = Response.redirect('https://portal.example/', 302); // immutable headers
    const result = await withSecurityHeaders(fetched, REMOTES);
    expect(result.status).toBe(302);
    expect(result.headers.get('Location')).toBe('https://portal.example/');
    expect(result.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
