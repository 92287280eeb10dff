import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { buildMissing } from './build-missing';
import { startCompressingProxy } from './compressing-proxy';
import { chromiumFlags, chromiumPath, startLocalPortal } from './local-portal';
import { measuredPages } from './measured-pages';

/**
 * `pnpm bench:web [--runs N] [--page /agenda/9/1] [--gzip] [--details] [--save dir]`: Lighthouse (its default:
 * a mid-range phone on a slow 4G link, simulated) in Debian's Chromium against a throw-away portal
 * started as `pnpm start` starts one. Prints the four category scores and LCP, TBT and CLS of each
 * page (the median run by performance score), and with `--details` what failed besides
 * performance, `--save` keeps each run's Lighthouse report (JSON) in a folder. `--gzip` measures through a proxy that compresses the portal's answers as
 * production's CDN does (the Node entry serves the shell's files uncompressed).
 */
const PORTAL_PORT = Number(process.env.BENCH_PORT ?? 8186);
const REMOTE_PORT = Number(process.env.BENCH_REMOTE_PORT ?? 3161);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9236);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 } as const;
const CLS_TARGET = 0.05;

interface Figures {
  scores: Record<(typeof CATEGORIES)[number], number>;
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
  try {
    await waitForDevtools();
    const rows: [string, Figures][] = [];
    const only = argument('--page');
    for (const page of await measuredPages(site)) {
      if (only && page.label !== only) continue;
      const results: Figures[] = [];
      for (let run = 0; run < runs; run++) results.push(await audit(`${site}${page.path}`));
      results.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = results[Math.floor(results.length / 2)]!;
      rows.push([page.label, median]);
      console.error(`  ${page.label}: ${runs} ${runs === 1 ? 'pasada' : 'pasadas'}`);
    }
    printTable(rows, runs, proxy !== undefined);
    if (process.argv.includes('--details')) {
      for (const [label, figures] of rows) {
        if (figures.failed.length > 0) console.log(`\n${label}\n  ${figures.failed.join('\n  ')}`);
      }
    }
  } finally {
    await stop(chromium);
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

function printTable(rows: [string, Figures][], runs: number, gzip: boolean) {
  const mark = (ok: boolean) => (ok ? ' ' : '✗');
  const header = ['página', 'rendimiento', 'accesibilidad', 'buenas prácticas', 'SEO', 'LCP', 'TBT', 'CLS'];
  const lines = rows.map(([label, { scores, lcpMs, tbtMs, cls }]) => [
    label,
    ...CATEGORIES.map((id) => `${scores[id]}${mark(scores[id] >= TARGETS[id])}`),
    `${(lcpMs / 1000).toFixed(1)} s`,
    `${Math.round(tbtMs)} ms`,
    `${cls.toFixed(3)}${mark(cls < CLS_TARGET)}`,
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(
    `\nLighthouse ${runs === 1 ? '' : `(mediana de ${runs}) `}— teléfono emulado, 4G lenta simulada, Chromium de Debian` +
      (gzip ? ', portal comprimido con gzip como en producción' : ', portal como lo sirve pnpm start'),
  );
  console.log(`Objetivos: rendimiento ≥ 90, los otros ≥ 95, CLS < ${CLS_TARGET} (✗ = no alcanzado)\n`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of lines) console.log(line(row));
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
