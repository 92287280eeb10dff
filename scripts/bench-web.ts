import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { buildMissing } from './build-missing';
import { startCompressingProxy } from './compressing-proxy';
import { chromiumFlags, chromiumPath, startLocalPortal } from './local-portal';
import { measuredPages } from './measured-pages';
import { startStaticTwinFront } from './static-twin';

/**
 * `pnpm bench:web [--runs N] [--page /agenda/9/1] [--gzip] [--details] [--save dir]`: Lighthouse (its default:
 * a mid-range phone on a slow 4G link, simulated) in Debian's Chromium against a throw-away portal
 * started as `pnpm start` starts one. Every public page is measured beside its static twin: the
 * same server-rendered document with its scripts removed, served as a file from the same origin
 * (scripts/static-twin.ts), runs of the two taken in turn, so that the table shows how far the
 * page is from the same HTML and CSS without any code. Prints the performance score, FCP, LCP,
 * TBT, CLS and the other three category scores of each (the median run by performance score),
 * the machine's load average at the start and the end, and with `--details` what failed besides
 * performance; `--save` keeps each run's Lighthouse report (JSON) in a folder. `--gzip` measures
 * through a proxy that compresses the portal's answers as production's CDN does. The back office
 * (`/admin`, rendered in the browser, no twin) only with `--page /admin`.
 */
const PORTAL_PORT = Number(process.env.BENCH_PORT ?? 8186);
const REMOTE_PORT = Number(process.env.BENCH_REMOTE_PORT ?? 3161);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9236);
/** The front that serves the pages and their static twins (scripts/static-twin.ts). */
const FRONT_PORT = Number(process.env.BENCH_FRONT_PORT ?? PORTAL_PORT + 2);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS = { performance: 98, accessibility: 95, 'best-practices': 95, seo: 95 } as const;
/** Issue #24's targets for a server-rendered page. */
const FCP_TARGET_MS = 1_000;
const LCP_TARGET_MS = 1_500;
const TBT_TARGET_MS = 50;
const CLS_TARGET = 0;

interface Figures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failed: string[];
}

async function main() {
  const runs = Number(argument('--runs') ?? 3);
  buildMissing();
  const portal = await startLocalPortal({ port: PORTAL_PORT, remotePort: REMOTE_PORT, label: 'bench-web' });
  const proxy = process.argv.includes('--gzip')
    ? await startCompressingProxy(portal.url, PORTAL_PORT + 1)
    : undefined;
  const site = proxy?.url ?? portal.url;
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-web-chromium-'));
  const chromium = spawn(
    chromiumPath,
    [...chromiumFlags, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group, so that stopping it also stops its helpers (renderers, crashpad).
    { stdio: 'ignore', detached: true },
  );
  const front = await startStaticTwinFront(site, FRONT_PORT);
  try {
    await waitForDevtools();
    const loadAtStart = loadAverage();
    const rows: Row[] = [];
    const only = argument('--page');
    for (const page of await measuredPages(front.url)) {
      if (only ? page.label !== only : page.label === '/admin') continue;
      const rendered = await describeDocument(`${front.url}${page.path}`);
      const twin = page.label === '/admin' ? undefined : await front.twinOf(page.path);
      const results: Figures[] = [];
      const twinResults: Figures[] = [];
      for (let run = 0; run < runs; run++) {
        await warmKeptCopy(`${front.url}${page.path}`);
        results.push(await audit(`${front.url}${page.path}`));
        if (twin) twinResults.push(await audit(`${front.url}${twin}`));
      }
      rows.push({
        label: page.label,
        rendered,
        page: median(results),
        twin: twin ? median(twinResults) : undefined,
      });
      console.error(`  ${page.label}: ${runs} ${runs === 1 ? 'pasada' : 'pasadas'} (${rendered})`);
    }
    printTable(rows, runs, proxy !== undefined, { start: loadAtStart, end: loadAverage() });
    if (process.argv.includes('--details')) {
      for (const { label, page, twin } of rows) {
        if (page.failed.length > 0) console.log(`\n${label}\n  ${page.failed.join('\n  ')}`);
        if (twin && twin.failed.length > 0)
          console.log(`\n${label} (estática)\n  ${twin.failed.join('\n  ')}`);
      }
    }
  } finally {
    await stop(chromium);
    await front.close();
    await proxy?.close();
    await portal.stop();
    removeProfile(profile);
  }
}

/**
 * A helper that outlived the browser by a moment may still write in its profile (ENOTEMPTY):
 * retry, and at worst leave a temporary folder behind with a word rather than lose the figures.
 */
function removeProfile(profile: string): void {
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.error(`No se pudo borrar el perfil de Chromium ${profile}: ${String(error)}`);
  }
}

interface Row {
  label: string;
  /** Which sections the server rendered, which fell back (data-ssr-section / data-ssr-fallback). */
  rendered: string;
  page: Figures;
  /** The page's static twin; none for the back office. */
  twin: Figures | undefined;
}

/** The median run by performance score. */
function median(results: Figures[]): Figures {
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The 1-minute load average, as `uptime` prints it. */
function loadAverage(): string {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
}

/**
 * What the server rendered in a page's document: `news 5f…` for a section rendered by that
 * release, `news fallback` for one left to the browser, `navegador` when nothing was.
 */
async function describeDocument(url: string): Promise<string> {
  // The first render of a section may load its renderer, past the render budget, and the portal
  // then leaves the page to the browser for 5 s: asked again until a section renders (up to 12 s).
  let html = await (await fetch(url)).text();
  for (let waited = 0; /\bdata-ssr-fallback\b/.test(html) && waited < 12_000; waited += 1_000) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    html = await (await fetch(url)).text();
  }
  const sections = [...html.matchAll(/<[^>]*\bdata-ssr-section="([^"]+)"[^>]*>/g)].map(([tag, remote]) => {
    if (/\bdata-ssr-fallback\b/.test(tag)) return `${remote} fallback`;
    const release = /\bdata-release="([^"]+)"/.exec(tag)?.[1] ?? '?';
    return `${remote} ${release.slice(0, 8)}`;
  });
  return sections.length > 0 ? sections.join(', ') : 'navegador';
}

/**
 * Readers of a page within its minute get the answer cache's kept copy, compressed at the
 * encoder's best once the first of them has had the quick one (api-worker/src/node/answer-cache.ts):
 * asked for once before each run, so that every run measures what most readers get rather than
 * whichever copy the cache held at that moment.
 */
async function warmKeptCopy(url: string): Promise<void> {
  // Uncompressed first: a miss (the entry expired after its minute) is made and kept, and the
  // compressed asks then find it and make their copies.
  for (const encoding of ['identity', 'br', 'gzip'])
    await (await fetch(url, { headers: { 'Accept-Encoding': encoding } })).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 500));
}

async function audit(url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse no devolvió resultados para ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const saveDir = argument('--save');
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/^\/|\/$/g, '').replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
    writeFileSync(path.join(saveDir, name), JSON.stringify(result.lhr));
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
  ) as Figures['scores'];
  const failed = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map(
        (ref) => `${id}: ${ref.id} — ${audits[ref.id]?.title ?? ''}${describeItems(audits[ref.id]?.details)}`,
      ),
  );
  const shifts = describeItems(audits['layout-shifts']?.details);
  if (shifts) failed.push(`layout-shifts${shifts}`);
  return {
    scores,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failed,
  };
}

/** The first rows of an audit's table (node snippets, URLs, messages), for `--details`. */
function describeItems(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items
    .slice(0, 6)
    .map((item) => {
      const node = item.node as { snippet?: string } | undefined;
      const text = [node?.snippet, item.score, item.url, item.description, item.source]
        .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
        .filter((part) => part !== '')
        .map((part) => (typeof part === 'number' ? part.toFixed(3) : part))
        .join(' ');
      return `\n      ${text.slice(0, 220)}`;
    })
    .join('');
}

function printTable(rows: Row[], runs: number, gzip: boolean, load: { start: string; end: string }) {
  const mark = (ok: boolean) => (ok ? ' ' : '✗');
  const header = [
    'página',
    'versión',
    'rendimiento',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'accesibilidad',
    'buenas prácticas',
    'SEO',
  ];
  const cells = (label: string, version: string, { scores, fcpMs, lcpMs, tbtMs, cls }: Figures) => [
    label,
    version,
    `${scores.performance}${mark(scores.performance >= TARGETS.performance)}`,
    `${(fcpMs / 1000).toFixed(2)} s${mark(fcpMs <= FCP_TARGET_MS)}`,
    `${(lcpMs / 1000).toFixed(2)} s${mark(lcpMs <= LCP_TARGET_MS)}`,
    `${Math.round(tbtMs)} ms${mark(tbtMs <= TBT_TARGET_MS)}`,
    `${cls.toFixed(3)}${mark(cls <= CLS_TARGET)}`,
    ...CATEGORIES.filter((id) => id !== 'performance').map(
      (id) => `${scores[id]}${mark(scores[id] >= TARGETS[id])}`,
    ),
  ];
  const lines = rows.flatMap(({ label, page, twin }) => [
    cells(label, 'servidor', page),
    ...(twin ? [cells('', 'estática', twin)] : []),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(
    `\nLighthouse ${runs === 1 ? '' : `(mediana de ${runs}) `}— teléfono emulado, 4G lenta simulada, Chromium de Debian` +
      (gzip ? ', portal comprimido con gzip como en producción' : ', portal como lo sirve pnpm start'),
  );
  console.log(
    `${new Date().toISOString()} — carga media (1, 5, 15 min): ${load.start} al empezar, ${load.end} al terminar`,
  );
  console.log(
    `Objetivos: rendimiento ≥ ${TARGETS.performance}, FCP ≤ ${FCP_TARGET_MS / 1000} s, LCP ≤ ${LCP_TARGET_MS / 1000} s, ` +
      `TBT ≤ ${TBT_TARGET_MS} ms, CLS ${CLS_TARGET}, los otros ≥ 95 (✗ = no alcanzado). ` +
      '«estática»: el mismo documento sin scripts.\n',
  );
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of lines) console.log(line(row));
  console.log('\nSecciones en el HTML del servidor:');
  for (const { label, rendered } of rows) console.log(`  ${label}: ${rendered}`);
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function waitForDevtools(timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) return;
    } catch {
      // Chromium is still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Chromium no abrió el puerto de depuración ${DEBUG_PORT}.`);
}

/** Stops the browser and every process of its group, and waits for the browser to exit. */
function stop(child: ChildProcess): Promise<void> {
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is already gone.
    }
  };
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      signalGroup('SIGKILL');
      return resolve();
    }
    child.once('exit', () => {
      signalGroup('SIGKILL');
      resolve();
    });
    signalGroup('SIGTERM');
    setTimeout(() => signalGroup('SIGKILL'), 5_000).unref();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
