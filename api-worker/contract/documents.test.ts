/**
 * The server-rendered documents of both runtimes compared (DESIGN §10 "Both runtimes"): the Node
 * entry and the worker under `wrangler dev` read one database (the Node entry's demo seed, the
 * worker through a Hrana server over the same file, so ids, dates and release ids are the
 * same), each with its own four section origins (scripts/serve-remote.ts over the built mf-*
 * folders, their renders reading that runtime's API) and the built shell. Each public page must
 * come out as the same HTML once the section origins' differing ports are named alike.
 */
import { withoutScriptNonce } from '../src/http/script-nonce.testing.ts';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '@portal/contracts';
import { startEdge } from '../scripts/dev-edge.ts';
import { REPO_ROOT, startNodeServer } from '../src/node/server.ts';
import { freePort, sectionsBuilt, startBuiltSections } from '../test-support/built-sections.ts';
import { CONTRACT_ADMIN_PASSWORD } from './targets.ts';

/** The public origin of both runtimes' absolute links (canonical, Open Graph, JSON-LD). */
const SITE_URL = 'https://portal.example';
/** Generous: a cold section renderer under a loaded machine must not turn a page into a fallback. */
const SSR_BUDGET_MS = '5000';

interface Runtime {
  name: 'node' | 'workerd';
  url: string;
  /** Each section's origin, to be named alike in both documents. */
  sections: Record<string, string>;
  close(): Promise<void>;
}

/** The hashes of the document's CSP style-src-elem (its inline stylesheets and the scroll lock's). */
function inlineStyleSources(response: Response): string[] {
  const directive = /style-src-elem ([^;]*)/.exec(response.headers.get('Content-Security-Policy') ?? '');
  return (directive?.[1] ?? '')
    .split(' ')
    .filter((source) => source.startsWith("'sha256-"))
    .sort();
}

const manifestVars = (sections: Record<string, string>) =>
  Object.fromEntries(
    REMOTE_NAMES.map((remote) => [
      `REMOTE_${remote.toUpperCase()}_URL`,
      `${sections[remote]}/mf-manifest.json`,
    ]),
  );

/**
 * The HTML of a document with what legitimately differs named alike: each section origin's
 * port, the runtime's own origin should a link carry it, and the answer's script nonce (each
 * answer has its own: http/script-nonce.ts). One tag per line, for a readable difference.
 */
function normalised(html: string, runtime: Runtime): string[] {
  let text = withoutScriptNonce(html);
  for (const [remote, origin] of Object.entries(runtime.sections)) {
    text = text.split(origin).join(`{seccion-${remote}}`);
  }
  text = text.split(runtime.url).join('{portal}');
  return text.split(/(?=<)/);
}

describe.skipIf(!sectionsBuilt)('server-rendered documents: Node and workerd give the same HTML', () => {
  let node: Runtime;
  let edge: Runtime;
  let temp: string;
  const ids = { news: '', event: '', album: '' };

  beforeAll(async () => {
    temp = mkdtempSync(join(tmpdir(), 'portal-contract-documents-'));
    const databasePath = join(temp, 'portal.db');
    process.env.SITE_URL = SITE_URL;
    process.env.SSR_BUDGET_MS = SSR_BUDGET_MS;
    delete process.env.WEATHER_URL;
    delete process.env.SERVER_RENDERED_PAGES;

    // The Node entry seeds the demo; its sections read its API.
    const nodePort = await freePort();
    const nodeSections = await startBuiltSections(`http://127.0.0.1:${nodePort}`);
    const nodeServer = await startNodeServer({
      port: nodePort,
      databaseUrl: `file:${databasePath}`,
      mediaDir: join(temp, 'media'),
      shellDir: join(REPO_ROOT, 'shell/dist'),
      remotes: nodeSections.manifests,
      adminPassword: CONTRACT_ADMIN_PASSWORD,
      seed: true,
      orphanCleanup: false,
      quiet: true,
    });
    node = {
      name: 'node',
      url: nodeServer.url,
      sections: nodeSections.sections,
      close: async () => {
        await nodeServer.close();
        await nodeSections.close();
      },
    };

    // The worker reads the same file, seeded already; its sections read its API.
    const edgePort = await freePort();
    const edgeSections = await startBuiltSections(`http://127.0.0.1:${edgePort}`);
    const persistTo = join(temp, 'state');
    mkdirSync(persistTo);
    const running = await startEdge({
      port: edgePort,
      databasePort: 0,
      databasePath,
      persistTo,
      assetsDir: join(REPO_ROOT, 'shell/dist'),
      vars: { SEED_DEMO: 'false', SITE_URL, SSR_BUDGET_MS, ...manifestVars(edgeSections.sections) },
      quiet: true,
    });
    edge = {
      name: 'workerd',
      url: running.url,
      sections: edgeSections.sections,
      close: async () => {
        await running.close();
        await edgeSections.close();
      },
    };

    const news = (await (await fetch(`${node.url}/api/noticias/1/1`)).json()) as { docs: { _id: string }[] };
    const events = (await (await fetch(`${node.url}/api/eventos/1/1`)).json()) as {
      eventos: { docs: { _id: string }[] };
    };
    const albums = (await (await fetch(`${node.url}/api/albums/1/1`)).json()) as {
      albums: { docs: { _id: string }[] };
    };
    ids.news = news.docs[0]!._id;
    ids.event = events.eventos.docs[0]!._id;
    ids.album = albums.albums.docs[0]!._id;
  }, 180_000);

  afterAll(async () => {
    await Promise.allSettled([node?.close(), edge?.close()]);
    delete process.env.SITE_URL;
    delete process.env.SSR_BUDGET_MS;
    if (temp) rmSync(temp, { recursive: true, force: true });
  });

  const pages: [string, () => string, { remote: string; status: number } | { status: 404 }][] = [
    ['/', () => '/', { remote: 'news', status: 200 }],
    ['/noticia/:id', () => `/noticia/${ids.news}`, { remote: 'news', status: 200 }],
    ['/evento/:id', () => `/evento/${ids.event}`, { remote: 'agenda', status: 200 }],
    ['/noticias/7/1', () => '/noticias/7/1', { remote: 'news', status: 200 }],
    ['/agenda/9/1', () => '/agenda/9/1', { remote: 'agenda', status: 200 }],
    ['/albums/9/1', () => '/albums/9/1', { remote: 'gallery', status: 200 }],
    // Each with its own head from its section's fragment (issue #32).
    ['/album/:id', () => `/album/${ids.album}`, { remote: 'gallery', status: 200 }],
    ['/categoria/deportes/10/1', () => '/categoria/deportes/10/1', { remote: 'news', status: 200 }],
    ['/noticias/b/santiago/10/1', () => '/noticias/b/santiago/10/1', { remote: 'news', status: 200 }],
    ['/colaboradores', () => '/colaboradores', { remote: 'gallery', status: 200 }],
    ['a list page past its end', () => '/noticias/10/9999', { remote: 'news', status: 404 }],
    ['a page that does not exist', () => '/no-existe/esta-pagina', { status: 404 }],
  ];

  it.each(pages)('%s', async (_label, path, expected) => {
    const read = async (runtime: Runtime) => {
      // The first render of a section may load its renderer: the second is compared.
      await (await fetch(runtime.url + path())).text();
      const response = await fetch(runtime.url + path());
      return { response, html: await response.text() };
    };
    const [fromNode, fromEdge] = [await read(node), await read(edge)];
    for (const [runtime, { response, html }] of [
      [node, fromNode],
      [edge, fromEdge],
    ] as const) {
      expect(response.status).toBe(expected.status);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(html).not.toContain('data-ssr-fallback');
      // The shell's stylesheets inline (issue #24), and the section's from its own origin.
      expect(html).toMatch(/<style data-href="\/bootstrap\.[0-9a-f]+\.css">/);
      if ('remote' in expected) {
        expect(html).toMatch(new RegExp(`data-ssr-section="${expected.remote}" data-release="[0-9a-f]{24}"`));
        expect(html).toContain(`<style data-href="${runtime.sections[expected.remote]}/`);
      }
    }
    expect(normalised(fromEdge.html, edge)).toEqual(normalised(fromNode.html, node));
    // The same inline texts, so the same hashes in both policies.
    expect(inlineStyleSources(fromEdge.response)).toEqual(inlineStyleSources(fromNode.response));
    expect(inlineStyleSources(fromNode.response).length).toBeGreaterThan(0);
  });
});
