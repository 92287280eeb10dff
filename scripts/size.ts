import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { remoteApps } from './apps';
import { buildMissing } from './build-missing';
import { chromiumFlags, chromiumPath, startLocalPortal } from './local-portal';
import { measuredPages, type MeasuredPage } from './measured-pages';

/**
 * `pnpm size`: the gzip size of the JavaScript a first visit downloads on each measured page of a
 * throw-away portal, in Debian's Chromium with an empty cache. Fails when a page is over budget.
 * Bodies are gzipped here (zlib's default level, as the remotes' origins serve them), so the figure
 * does not depend on whether a server compressed the response.
 */
const PORTAL_PORT = Number(process.env.SIZE_PORT ?? 8185);
const REMOTE_PORT = Number(process.env.SIZE_REMOTE_PORT ?? 3151);

interface PageSize {
  page: MeasuredPage;
  files: number;
  bytes: number;
  /** Gzip bytes per origin: `shell` for the portal's own, otherwise the remote's name. */
  byOrigin: Map<string, number>;
  /** Each file with its gzip bytes, for `--files`. */
  list: { url: string; bytes: number }[];
  /** The section showed its error message instead of its content: the figure means nothing. */
  failed: boolean;
}

async function main() {
  buildMissing();
  const portal = await startLocalPortal({ port: PORTAL_PORT, remotePort: REMOTE_PORT, label: 'size' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const originNames = new Map<string, string>([[new URL(portal.url).origin, 'shell']]);
    remoteApps.forEach((app, index) =>
      originNames.set(`http://localhost:${REMOTE_PORT + index}`, app.remote),
    );

    const results: PageSize[] = [];
    for (const page of await measuredPages(portal.url)) {
      results.push(await measure(browser, portal.url, page, originNames));
    }
    printTable(results);
    if (process.argv.includes('--files')) printFiles(results);
    const failed = results.filter((result) => result.failed);
    if (failed.length > 0) {
      console.error(`\nSecciones que no cargaron: ${failed.map(({ page }) => page.label).join(', ')}`);
      process.exitCode = 1;
    }
    const over = results.filter(
      ({ page, bytes }) => page.budgetKb !== undefined && bytes > page.budgetKb * 1000,
    );
    if (over.length > 0) {
      console.error(`\nPresupuesto excedido: ${over.map(({ page }) => page.label).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
}

async function measure(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  portalUrl: string,
  page: MeasuredPage,
  originNames: Map<string, string>,
): Promise<PageSize> {
  // A fresh context per page: an empty cache, as a first visit.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const tab = await context.newPage();
  const scripts: Response[] = [];
  tab.on('response', (response) => {
    if (response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url())) {
      scripts.push(response);
    }
  });
  await tab.goto(`${portalUrl}${page.path}`, { waitUntil: 'networkidle' });
  // A server-rendered page runs its code at the reader's first intent (shell/src/loader): the
  // figure is what a reader who touches the page has downloaded.
  await tab.evaluate(() => dispatchEvent(new Event('pointerdown')));
  await tab.waitForFunction(() => !document.querySelector('[data-ssr-section]:not([data-hydrated])'));
  await tab.waitForLoadState('networkidle');
  // The section has rendered (or failed visibly): no lazy code of the first view is still coming.
  await tab.locator('[data-remote-section] h1, [data-remote-section] h2, [role="alert"]').first().waitFor();
  await tab.waitForLoadState('networkidle');
  const failed = (await tab.locator('[data-remote-error]').count()) > 0;

  const byOrigin = new Map<string, number>();
  const list: PageSize['list'] = [];
  let bytes = 0;
  const seen = new Set<string>();
  for (const response of scripts) {
    // A file prefetched by the loader and then run from the cache is one download.
    if (!response.ok() || seen.has(response.url())) continue;
    seen.add(response.url());
    const size = gzipSync(await response.body()).length;
    list.push({ url: response.url(), bytes: size });
    const origin = originNames.get(new URL(response.url()).origin) ?? new URL(response.url()).host;
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + size);
    bytes += size;
  }
  await context.close();
  return { page, files: list.length, bytes, byOrigin, list, failed };
}

function printTable(results: PageSize[]) {
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  const origins = ['shell', ...remoteApps.map((app) => app.remote)];
  const header = ['página', 'archivos JS', 'gzip kB', 'presupuesto', ...origins.map((o) => `${o} kB`), ''];
  const rows = results.map(({ page, files, bytes, byOrigin }) => [
    page.label,
    String(files),
    kb(bytes),
    page.budgetKb === undefined ? '—' : String(page.budgetKb),
    ...origins.map((origin) => (byOrigin.has(origin) ? kb(byOrigin.get(origin)!) : '·')),
    page.budgetKb === undefined ? '' : bytes > page.budgetKb * 1000 ? 'EXCEDIDO' : 'ok',
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(`\nJavaScript de una primera visita (gzip, 1 kB = 1000 bytes, pantalla de teléfono)\n`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

function printFiles(results: PageSize[]) {
  for (const { page, list } of results) {
    console.log(`\n${page.label}`);
    for (const { url, bytes } of list) console.log(`  ${(bytes / 1000).toFixed(1).padStart(6)}  ${url}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
