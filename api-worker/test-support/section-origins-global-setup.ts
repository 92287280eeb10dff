import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { SECTION_FRAGMENT_TYPE, SECTION_RENDER_PATH, sectionFragmentLine } from '@portal/contracts';
import {
  SECTION_BEHAVIOUR,
  SLOW_SECTION_MS,
  sectionTestCss,
  type RenderCount,
  IN_PARTS_DELAY_MS,
} from './section-origin-paths.ts';
import { BUILT_SHELL_SERVER } from './wrangler-test-config.ts';
import { fakeFragment } from './fake-fragment.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The page modules whose stylesheets the fake manifests list. */
const MODULES = ['HomePage', 'NewsListPage', 'NewsDetailPage', 'AgendaListPage', 'AlbumListPage'];

/**
 * A section origin on a real socket for the workerd tests of server-rendered pages: under
 * `/<remote>/` a release folder with its manifest and its render endpoint, which renders a
 * fragment naming the section and the path, or throws, answers late or answers no JSON for the
 * paths of SECTION_BEHAVIOUR. The worker reaches it with its own fetch, as it reaches a real one.
 * The shell's server renderer is built first when it is missing (the worker bundles it).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(BUILT_SHELL_SERVER)) {
    execFileSync('pnpm', ['--filter', 'shell', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  const renders: Record<string, RenderCount> = {};
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://origen');
    const [, remote, file] = url.pathname.split('/');
    if (url.pathname === '/_renders') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(renders[url.searchParams.get('path') ?? ''] ?? { asked: 0, dropped: 0 }));
      return;
    }
    if (file === 'mf-manifest.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          exposes: MODULES.map((name) => ({ name, assets: { css: { sync: [`${name}.css`] } } })),
        }),
      );
      return;
    }
    const stylesheetOf = MODULES.find((name) => file === `${name}.css`);
    if (remote && stylesheetOf) {
      res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8' });
      res.end(sectionTestCss(remote, stylesheetOf));
      return;
    }
    if (file !== SECTION_RENDER_PATH) return void res.writeHead(404).end();
    const path = url.searchParams.get('path') ?? '';
    const count = (renders[path] ??= { asked: 0, dropped: 0 });
    count.asked += 1;
    res.once('close', () => {
      if (!res.writableFinished) count.dropped += 1;
    });
    const behaviour = SECTION_BEHAVIOUR[path];
    if (behaviour === 'throws') return void res.writeHead(500).end('{"msg":"falló el render"}');
    if (behaviour === 'not-json') return void res.writeHead(200).end('<h1>no es JSON</h1>');
    const answer = () => {
      if (res.destroyed) return;
      const fragment = fakeFragment(
        '<link rel="preload" as="image" href="/media/tapa.jpg"/>' +
          `<section class="fragmento"><h1>Fragmento de ${remote} para ${path}</h1></section>`,
        {
          answers: { [`/api/de-${remote}`]: { data: { path } } },
          head: {
            title: `Fragmento de ${remote}`,
            description: `La página ${path}.`,
            canonical: `https://portal.example${path}`,
            openGraph: { type: 'website' },
          },
        },
      );
      if (behaviour === 'in-parts' || behaviour === 'cut') {
        const { status, head, html, answers } = fragment;
        res.writeHead(200, { 'Content-Type': SECTION_FRAGMENT_TYPE });
        res.write(sectionFragmentLine({ status, head }));
        const rest = behaviour === 'cut' ? { failed: 'falló después de su apertura' } : { html, answers };
        setTimeout(() => res.end(sectionFragmentLine(rest)), IN_PARTS_DELAY_MS).unref();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(fragment));
    };
    if (behaviour === 'slow') setTimeout(answer, SLOW_SECTION_MS).unref();
    else answer();
  });
  await listen(server);
  project.provide('sectionOrigin', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

function listen(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
}
