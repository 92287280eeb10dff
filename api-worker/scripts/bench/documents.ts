/**
 * `pnpm bench:api --documents [--news n] [--duration s] [--connections n] [--rounds n] [--keep]`:
 * the server-rendered public pages (DESIGN §10) through the Node entry, with the built shell and
 * the four built sections on their own origins (a child process of their own,
 * scripts/bench/sections-server.ts), over the bench database (demo + 10 000 news).
 *
 * - **Uncached**: a portal with PUBLIC_CACHE_MB=0 renders every request: requests/s, p50, p99,
 *   and the CPU time per request of the portal (the chrome, the composition) and of the section
 *   origins (the section's render and the API calls it makes to the portal, counted in the
 *   portal's column) apart.
 * - **Cached**: a portal with its answer cache at its default size, beside the bare Hono app
 *   sending the same bytes (scripts/bench/bare-server.ts), `--rounds` rounds alternated; its
 *   X-Cache on a second read says whether the document came from the cache (HIT) or was
 *   rendered again (MISS / BYPASS, or no header: documents are not cached by this build).
 *
 * SSR_BUDGET_MS is 5 000 here so that every document measured is a rendered one, never the
 * browser fallback of a section that answered late under the load; each page is checked to
 * carry its section's `data-release` after its measurements. Needs `pnpm build` (the shell's and
 * the sections' server renderers).
 */
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../src/node/server.ts';
import { getRaw, recordAnswers, saveAnswers } from './answers.ts';
import { startBenchChild, type BenchChild } from './child.ts';
import {
  fmtMs,
  fmtRps,
  getJson,
  grouped,
  loadAverage,
  measure,
  median,
  processCpuMs,
  type Measured,
  type Scenario,
} from './measure.ts';
import { startServerProcess } from './portal.ts';

const SECTIONS_SERVER = fileURLToPath(new URL('./sections-server.ts', import.meta.url));
const BARE_SERVER = fileURLToPath(new URL('./bare-server.ts', import.meta.url));
const REMOTES = ['news', 'agenda', 'gallery', 'admin'] as const;
const SSR_BUDGET_MS = '5000';

interface UncachedRow {
  page: Scenario;
  run: Measured;
  /** One request at a time: the median time to the document's first byte and to its last. */
  firstByte: { firstMs: number; lastMs: number };
  sectionsCpuMs: number | undefined;
  rendered: boolean;
}

interface CachedRow {
  page: Scenario;
  xCache: string;
  portal: Measured[];
  bare: Measured[];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The public pages of issue #24, each with the ids of the bench database. */
async function documentPages(url: string): Promise<Scenario[]> {
  const news = (await getJson<{ docs: { _id: string }[] }>(`${url}/api/noticias/10/1`)).docs;
  const events = (await getJson<{ eventos: { docs: { _id: string }[] } }>(`${url}/api/eventos/9/1`)).eventos
    .docs;
  return [
    { name: '/', paths: ['/'] },
    { name: `/noticia/:id (${news.length} ids)`, paths: news.map((item) => `/noticia/${item._id}`) },
    { name: `/evento/:id (${events.length} ids)`, paths: events.map((item) => `/evento/${item._id}`) },
    { name: '/noticias/7/1', paths: ['/noticias/7/1'] },
    { name: '/agenda/9/1', paths: ['/agenda/9/1'] },
    { name: '/albums/9/1', paths: ['/albums/9/1'] },
  ];
}

/**
 * The median time to the first byte and to the last of `count` requests made one at a time (as a
 * browser asks: gzip accepted), on a quiet portal: what a reader waits for the document's head.
 */
async function firstByteTimes(url: string, paths: string[], count = 15) {
  const first: number[] = [];
  const last: number[] = [];
  for (let index = 0; index < count; index++) {
    const path = paths[index % paths.length]!;
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      get(`${url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        response.once('data', () => first.push(performance.now() - started));
        response.on('end', () => {
          last.push(performance.now() - started);
          resolve();
        });
        response.resume();
      }).on('error', reject);
    });
  }
  return { firstMs: median(first), lastMs: median(last) };
}

/** Whether the page at `path` went out rendered by its section (not left to the browser). */
async function isRendered(url: string, path: string): Promise<boolean> {
  const { body } = await getRaw(url, path);
  const html = body.toString('utf8');
  return /data-ssr-section="[a-z]+" data-release="/.test(html) && !html.includes('data-ssr-fallback');
}

export async function runDocuments(options: {
  databaseUrl: string;
  mediaDir: string;
  dir: string;
  duration: number;
  connections: number;
  rounds: number;
}): Promise<number> {
  const { databaseUrl, mediaDir, dir, duration, connections, rounds } = options;
  const missing = ['shell', 'mf-news', 'mf-agenda', 'mf-gallery'].filter(
    (app) => !existsSync(join(REPO_ROOT, app, 'dist/server/render.js')),
  );
  if (missing.length > 0)
    throw new Error(`Sin renderer del servidor en ${missing.join(', ')}: pnpm build primero.`);
  const shellDir = join(REPO_ROOT, 'shell/dist');
  const ports = await Promise.all(REMOTES.map(() => freePort()));
  const remotesEnv = Object.fromEntries(
    REMOTES.map((remote, index) => [
      `REMOTE_${remote.toUpperCase()}_URL`,
      `http://localhost:${ports[index]}/mf-manifest.json`,
    ]),
  );
  const running: BenchChild[] = [];
  let failures = 0;
  const counting = async (...args: Parameters<typeof measure>) => {
    const measured = await measure(...args);
    failures += measured.failures;
    return measured;
  };
  const startPortal = (env: Record<string, string>) =>
    startServerProcess(databaseUrl, mediaDir, { shellDir, env: { ...remotesEnv, SSR_BUDGET_MS, ...env } });
  /** The section origins, their renders reading `apiOrigin`. */
  const startSections = async (apiOrigin: string) => {
    const sections = await startBenchChild(SECTIONS_SERVER, [apiOrigin, ...ports.map(String)]);
    running.push(sections);
    return sections;
  };

  try {
    // Uncached: every request rendered.
    const noCache = await startPortal({ PUBLIC_CACHE_MB: '0' });
    running.push(noCache);
    let sections = await startSections(noCache.url);
    const pages = await documentPages(noCache.url);
    const everything: Scenario = { name: 'calentamiento', paths: pages.flatMap((page) => page.paths) };
    await counting(noCache.url, everything, 2, connections);
    console.log(
      `\nDocumentos sin caché (PUBLIC_CACHE_MB=0, portal ${noCache.url}, secciones en su propio proceso), ` +
        `${connections} conexiones, ${duration} s:`,
    );
    const uncached: UncachedRow[] = [];
    for (const page of pages) {
      await counting(noCache.url, page, 1, connections);
      const before = processCpuMs(sections.child.pid);
      const run = await counting(noCache.url, page, duration, connections, noCache.child.pid);
      const after = processCpuMs(sections.child.pid);
      const sectionsCpuMs =
        before === undefined || after === undefined || run.answered === 0
          ? undefined
          : (after - before) / run.answered;
      const rendered = await isRendered(noCache.url, page.paths[0]!);
      const firstByte = await firstByteTimes(noCache.url, page.paths);
      uncached.push({ page, run, firstByte, sectionsCpuMs, rendered });
      console.log(
        `  ${page.name.padEnd(24)} ${fmtRps(run.rps).padStart(6)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  ` +
          `primer byte ${fmtMs(firstByte.firstMs)}, último ${fmtMs(firstByte.lastMs)}  ` +
          `CPU portal ${fmtMs(run.cpuMs)} + secciones ${fmtMs(sectionsCpuMs)}${rendered ? '' : '  ¡SIN RENDER DE SECCIÓN!'}`,
      );
    }
    await Promise.all(running.splice(0).map((server) => server.stop()));

    // Cached (when this build keeps documents): the portal beside a bare app sending its bytes.
    const portal = await startPortal({});
    running.push(portal);
    sections = await startSections(portal.url);
    await counting(portal.url, everything, 2, connections);
    const answers = await recordAnswers(portal.url, everything.paths);
    const answersFile = join(dir, 'documents.json');
    saveAnswers(answersFile, answers);
    const bare = await startBenchChild(BARE_SERVER, [answersFile]);
    running.push(bare);
    await counting(bare.url, everything, 2, connections);
    console.log(
      `\nDocumentos con la caché de respuestas (portal ${portal.url}) y el Hono pelado con los mismos bytes (${bare.url}), ` +
        `${rounds} rondas alternadas:`,
    );
    const cached: CachedRow[] = [];
    for (const page of pages) {
      await getRaw(portal.url, page.paths[0]!);
      const header = (await getRaw(portal.url, page.paths[0]!)).headers['x-cache'];
      const row: CachedRow = { page, xCache: typeof header === 'string' ? header : '', portal: [], bare: [] };
      for (let round = 0; round < rounds; round++) {
        row.portal.push(await counting(portal.url, page, duration, connections, portal.child.pid));
        row.bare.push(await counting(bare.url, page, duration, connections));
      }
      cached.push(row);
      const rps = (runs: Measured[]) => fmtRps(median(runs.map((m) => m.rps)));
      console.log(
        `  ${page.name.padEnd(24)} X-Cache ${row.xCache || 'sin datos'}  portal ${rps(row.portal)} req/s  Hono ${rps(row.bare)} req/s`,
      );
    }
    report(uncached, cached, { duration, connections, rounds, failures });
  } finally {
    await Promise.all(running.map((server) => server.stop()));
  }
  return failures;
}

function report(
  uncached: UncachedRow[],
  cached: CachedRow[],
  {
    duration,
    connections,
    rounds,
    failures,
  }: { duration: number; connections: number; rounds: number; failures: number },
) {
  console.log(
    `\nDocumentos, ${connections} conexiones, ${duration} s, ${new Date().toISOString().slice(0, 16)}Z, ` +
      `carga media ${loadAverage()}:\n`,
  );
  console.log(
    '| página | sin caché: req/s · p50 · p99 | de a un pedido: primer byte · último | CPU por pedido: portal + secciones = total | documento |',
  );
  console.log('|---|---|---|---|---|');
  for (const { page, run, firstByte, sectionsCpuMs, rendered } of uncached) {
    const total =
      run.cpuMs === undefined || sectionsCpuMs === undefined ? undefined : run.cpuMs + sectionsCpuMs;
    console.log(
      `| ${page.name} | ${fmtRps(run.rps)} · ${run.p50} ms · ${run.p99} ms | ${fmtMs(firstByte.firstMs)} · ${fmtMs(firstByte.lastMs)} |` +
        ` ${fmtMs(run.cpuMs)} + ${fmtMs(sectionsCpuMs)} = ${fmtMs(total)} |` +
        ` ${rendered ? 'con su sección' : 'SIN su sección'} |`,
    );
  }
  const figures = (runs: Measured[]) =>
    `${fmtRps(median(runs.map((m) => m.rps)))} · ${median(runs.map((m) => m.p50))} ms · ${median(runs.map((m) => m.p99))} ms`;
  console.log(
    `\n| página | X-Cache | portal req/s · p50 · p99 (${rounds} rondas) | Hono, mismos bytes | portal/Hono | CPU por pedido del portal |`,
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of cached) {
    const ratios = row.portal.map((m, index) => m.rps / row.bare[index]!.rps);
    const cpu = row.portal.map((m) => m.cpuMs).filter((ms) => ms !== undefined);
    console.log(
      `| ${row.page.name} | ${row.xCache || 'sin datos'} | ${figures(row.portal)} | ${figures(row.bare)} | ` +
        `${median(ratios).toFixed(2)}× | ${fmtMs(cpu.length > 0 ? median(cpu) : undefined)} |`,
    );
  }
  if (cached.some((row) => row.xCache !== 'HIT')) {
    console.log(
      '\nX-Cache distinto de HIT: esta versión no guarda los documentos en la caché de respuestas; la fila "con caché"' +
        ' mide entonces un documento renderizado en cada pedido frente a sus bytes enviados por Hono.',
    );
  }
  console.log(`\n${grouped(failures)} pedidos fallidos; carga media al terminar: ${loadAverage()}`);
}
