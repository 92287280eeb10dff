/**
 * Inline stylesheets of server-rendered documents (issue #24), over real HTTP: the Node entry on a
 * libSQL file, a shell folder whose index.html preloads its stylesheet and whose server renderer is
 * a small module on disk, and a section origin on a real socket serving each release's manifest,
 * stylesheet and render endpoint. The document carries the shell's and the section's stylesheets
 * as `<style>` elements whose sha256 hashes its CSP lists, and starts the shell's code after its
 * load from the shell's loader file (no inline script); a document whose section fell back to
 * the browser links its stylesheets and starts its code as before.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTION_RENDER_PATH } from '@portal/contracts';
import { fakeFragment } from '../../test-support/fake-fragment.ts';
import { startNodeServer, type RunningServer } from '../node/server.ts';

const dir = mkdtempSync(join(tmpdir(), 'portal-inline-styles-'));
let server: RunningServer;
let section: Server;
let base: string;
/** Requests the section origin answered, by path. */
const asked: Record<string, number> = {};

const SHELL_CSS =
  ':root{--color-accent:#b3121f}body{margin:0;font-family:system-ui}.logo{background:url("data:image/svg+xml,%3Csvg%3E%3C/svg%3E")}\n';
/** Each release's stylesheet: `v1` can go inline; `relativa` refers to a picture beside it. */
const SECTION_CSS: Record<string, string> = {
  v1: '.titulo{font-size:2rem;color:var(--color-accent)}\n',
  relativa: '.titulo{background:url(fondo.png)}\n',
  rota: '.titulo{color:red}\n',
};

function startSection(): Promise<void> {
  section = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked[url.pathname] = (asked[url.pathname] ?? 0) + 1;
    const [, release = '', file] = url.pathname.split('/');
    if (file === 'mf-manifest.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          exposes: [{ name: 'NewsListPage', assets: { css: { sync: ['pagina.css'], async: [] } } }],
        }),
      );
      return;
    }
    if (file === 'pagina.css' && SECTION_CSS[release]) {
      res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8' });
      res.end(SECTION_CSS[release]);
      return;
    }
    if (file !== SECTION_RENDER_PATH) return void res.writeHead(404).end();
    if (release === 'rota') return void res.writeHead(500).end('{"msg":"falló"}');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(fakeFragment('<main><h1 class="titulo">Noticias</h1></main>')));
  });
  return new Promise((resolve) => section.listen(0, '127.0.0.1', resolve));
}

const SHELL_RENDERER = `
export const HAND_OVER_ELEMENT_ID = 'datos-iniciales';
export async function renderChrome(path, sections) {
  const html = '<header>Cabecera</header>' + Object.values(sections).map((s) => s.html ?? '<div data-ssr-fallback></div>').join('');
  return { html, title: undefined };
}
`;

async function startPortal(release: string): Promise<RunningServer> {
  const shellDir = join(dir, 'shell');
  mkdirSync(join(shellDir, 'server'), { recursive: true });
  writeFileSync(
    join(shellDir, 'index.html'),
    '<!doctype html><html><head><title>Portal</title><script defer src="/main.js"></script>' +
      '<link as="style" href="/shell.css" rel="preload"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(shellDir, 'shell.css'), SHELL_CSS);
  writeFileSync(join(shellDir, 'server', 'render.js'), SHELL_RENDERER);
  return startNodeServer({
    port: 0,
    databaseUrl: `file:${join(dir, `${release}.db`)}`,
    mediaDir: join(dir, 'media'),
    shellDir,
    seed: false,
    remotes: {
      news: `${base}/${release}/mf-manifest.json`,
      agenda: `${base}/agenda/mf-manifest.json`,
      gallery: `${base}/gallery/mf-manifest.json`,
      admin: `${base}/admin/mf-manifest.json`,
    },
    orphanCleanup: false,
    quiet: true,
  });
}

beforeAll(async () => {
  await startSection();
  base = `http://127.0.0.1:${(section.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => section?.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** One directive of the document's CSP, as written. */
function directive(response: Response, name: string): string {
  const csp = response.headers.get('Content-Security-Policy') ?? '';
  return (
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? ''
  );
}

/** The `style-src-elem` directive's sources. */
function styleSources(response: Response): string[] {
  return directive(response, 'style-src-elem').split(/\s+/).slice(1);
}

/** The text of every `<style>` element of the HTML, with its data-href. */
function styleElements(html: string): { href: string | undefined; css: string }[] {
  return [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)].map(([, attributes = '', css = '']) => ({
    href: /data-href="([^"]*)"/.exec(attributes)?.[1],
    css,
  }));
}

describe('inline stylesheets of server-rendered documents (Node entry, real HTTP)', () => {
  it('carries the shell’s and the section’s stylesheets as <style>, each allowed by its exact hash', async () => {
    server = await startPortal('v1');
    try {
      const response = await fetch(`${server.url}/noticias/7/1`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<h1 class="titulo">Noticias</h1>');
      const sectionHref = `${base}/v1/pagina.css`;
      expect(styleElements(html)).toEqual([
        { href: '/shell.css', css: SHELL_CSS },
        { href: sectionHref, css: SECTION_CSS.v1 },
      ]);
      // Both in the head, in the order the links had: the shell's first, the section's after.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.indexOf('data-href="/shell.css"')).toBeLessThan(head.indexOf(`data-href="${sectionHref}"`));
      // No stylesheet is fetched: each keeps only a disabled link, which browsers never load.
      expect(html.replace(/<noscript>.*?<\/noscript>/g, '')).not.toMatch(
        /<link rel="stylesheet" href="[^"]*">/,
      );
      expect(html).toContain('<link rel="stylesheet" href="/shell.css" disabled>');
      expect(html).toContain(`<link rel="stylesheet" href="${sectionHref}" disabled>`);
      // The policy allows exactly these texts by hash, and nothing inline in general.
      const sources = styleSources(response);
      expect(sources).toContain(sha256(SHELL_CSS));
      expect(sources).toContain(sha256(SECTION_CSS.v1!));
      expect(response.headers.get('Content-Security-Policy')).not.toContain('unsafe-inline');
      // Style attributes stay refused: the hashes are for <style> elements only.
      expect(directive(response, 'style-src')).not.toContain('sha256-');
      // The shell's code starts after the page's load, by the loader file: no inline script runs.
      expect(html).not.toMatch(/<script>/);
      expect(html).toContain(
        '<script type="application/json" id="portal-codigo">[["script",{"src":"/main.js"}]]</script>',
      );
      expect(html).not.toContain('<script defer');
      expect(directive(response, 'script-src')).not.toContain('sha256-');

      // The section's stylesheet is read once per release URL, not once per document.
      const before = asked['/v1/pagina.css'];
      expect(before).toBe(1);
      const other = await fetch(`${server.url}/noticias/7/2`);
      expect(styleElements(await other.text())).toHaveLength(2);
      expect(asked['/v1/pagina.css']).toBe(before);
    } finally {
      await server.close();
    }
  });

  it('keeps a link for a stylesheet whose references resolve against its own URL', async () => {
    server = await startPortal('relativa');
    try {
      const response = await fetch(`${server.url}/noticias/7/1`);
      const html = await response.text();
      expect(styleElements(html)).toEqual([{ href: '/shell.css', css: SHELL_CSS }]);
      expect(html).toContain(`<link rel="stylesheet" href="${base}/relativa/pagina.css">`);
      expect(styleSources(response)).not.toContain(sha256(SECTION_CSS.relativa!));
    } finally {
      await server.close();
    }
  });

  it('links the stylesheets of a document whose section fell back to the browser, as before', async () => {
    server = await startPortal('rota');
    try {
      const response = await fetch(`${server.url}/noticias/7/1`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-ssr-fallback');
      expect(styleElements(html)).toEqual([]);
      expect(html).toContain('<link rel="stylesheet" href="/shell.css">');
      expect(html).not.toContain('pagina.css');
      expect(styleSources(response)).not.toContain(sha256(SHELL_CSS));
      // The browser renders the section: its code starts at once, as from the shell's index.html.
      expect(html).toContain('<script defer src="/main.js"></script>');
      expect(html).not.toContain('<script>');
    } finally {
      await server.close();
    }
  });
});
