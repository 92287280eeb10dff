/**
 * `pnpm bench:api [--big] [--news <n>] [--duration <s>] [--connections <n>] [--rounds <n>]
 * [--keep] [--documents]`: every cacheable public call of the Node entry, side by side with servers that do
 * nothing but send the same bytes. Seeds a fresh temporary database with the demo content
 * (events, albums, ads, banner) and 10 000 bench news (100 000 with --big, n with --news), then,
 * each in its own child process so that the load generator does not share their event loop:
 *   (a) the portal (startNodeServer, answer cache at its default size;
 *       scripts/bench/portal-server.ts),
 *   (b) a bare Hono app on @hono/node-server answering the portal's recorded bytes from memory
 *       (scripts/bench/bare-server.ts),
 *   (c) nginx serving those bytes as files, when `nginx` is on PATH (scripts/bench/nginx.ts).
 * For each call, alternating (a), (b), (c) within each of --rounds rounds (3), autocannon (10
 * connections, 5 s per measurement) gives req/s and p99; the ratio portal/bare is the median of
 * the rounds' ratios. Then a portal with its cache off (PUBLIC_CACHE_MB=0) measures each call
 * once: the server's CPU time per request of a miss. Prints a Markdown table, the checks
 * (ratio ≥ 0.6×, portal p99 < 10 ms, deep pages' miss ≤ 1.5× page 1) and the load average.
 * Exit code 0 when a target is missed (a report), 1 when any request failed.
 * `--huge` measures the uncached reads at 1 000 000 news instead (scripts/bench/huge.ts);
 * `--documents` the server-rendered pages, uncached and cached (scripts/bench/documents.ts).
 * A benchmark, not a test: `pnpm test` never runs it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openNodeDatabase } from '../src/node/database.ts';
import { HOME_PROVINCE, VISITOR_SEARCH_TERMS, insertBenchNews } from './bench-api-seed.ts';
import { getRaw, recordAnswers, saveAnswers } from './bench/answers.ts';
import { startBenchChild } from './bench/child.ts';
import { runDocuments } from './bench/documents.ts';
import { HUGE_NEWS, runHuge } from './bench/huge.ts';
import {
  fmtMs,
  fmtRps,
  getJson,
  grouped,
  loadAverage,
  measure,
  median,
  type Measured,
  type Scenario,
} from './bench/measure.ts';
import { nginxAvailable, startNginx, type RunningNginx } from './bench/nginx.ts';
import { migrateAndSeedDemo, startServerProcess, warnIfCacheAnswers } from './bench/portal.ts';

const TARGETS = { ratioToBare: 0.6, portalP99Ms: 10, deepPageCostRatio: 1.5 };
const LIMIT = 10;
const DEEP_PAGE = 500;
const WARM_UP_SECONDS = 2;
const BARE_SERVER = fileURLToPath(new URL('./bench/bare-server.ts', import.meta.url));
/** Enough for the crawler pages to answer 200 (the real shell's document is not needed). */
const SHELL_INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Portal de noticias</title>
    <meta name="description" content="Noticias de la región." />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.js"></script>
  </body>
</html>
`;

/** One call's figures: medians over the rounds. */
interface SideBySide {
  call: Scenario;
  portal: Measured[];
  bare: Measured[];
  nginx: Measured[];
  /** portal/bare req/s, one per round. */
  ratios: number[];
  /** The portal's X-Cache on a second read of the call's first path ('' when absent). */
  xCache: string;
  /** CPU ms per request of the portal with its cache off. */
  missCpuMs?: number | undefined;
}

/** Every cacheable public call (docs/api.md), with the paths autocannon goes round. */
async function benchCalls(url: string, newsIds: string[]): Promise<Scenario[]> {
  const enc = encodeURIComponent;
  const province = enc(HOME_PROVINCE);
  const events = (
    await getJson<{ eventos: { docs: { _id: string; provincia: string }[] } }>(`${url}/api/eventos/100/1`)
  ).eventos.docs;
  const albums = (await getJson<{ albums: { docs: { _id: string }[] } }>(`${url}/api/albums/100/1`)).albums
    .docs;
  // The province with the most events, so that its list is a full page.
  const perProvince = new Map<string, number>();
  for (const event of events) perProvince.set(event.provincia, (perProvince.get(event.provincia) ?? 0) + 1);
  const eventProvince = [...perProvince].sort((a, b) => b[1] - a[1])[0]?.[0] ?? HOME_PROVINCE;
  const crawlerNews = newsIds.slice(0, 200);
  return [
    { name: 'noticias, página 1', paths: [`/api/noticias/${LIMIT}/1`] },
    { name: `noticias, página ${DEEP_PAGE}`, paths: [`/api/noticias/${LIMIT}/${DEEP_PAGE}`] },
    { name: 'provincia, página 1', paths: [`/api/noticias/${province}/${LIMIT}/1`] },
    { name: `provincia, página ${DEEP_PAGE}`, paths: [`/api/noticias/${province}/${LIMIT}/${DEEP_PAGE}`] },
    { name: `noticia (${newsIds.length} ids)`, paths: newsIds.map((id) => `/api/noticia/${id}`) },
    {
      name: `búsqueda (${VISITOR_SEARCH_TERMS.length} términos)`,
      paths: VISITOR_SEARCH_TERMS.map((term) => `/api/noticia/b/${enc(term)}/${LIMIT}/1`),
    },
    { name: 'masnoticias', paths: ['/api/masnoticias'] },
    { name: 'publis', paths: ['/api/publis'] },
    { name: 'get-banner', paths: ['/api/get-banner'] },
    { name: 'eventos, página 1', paths: ['/api/eventos/9/1'] },
    { name: 'eventos de una provincia', paths: [`/api/eventos/${enc(eventProvince)}/9/1`] },
    { name: `evento (${events.length} ids)`, paths: events.map((event) => `/api/evento/${event._id}`) },
    { name: 'álbumes, página 1', paths: ['/api/albums/9/1'] },
    { name: `álbum (${albums.length} ids)`, paths: albums.map((album) => `/api/album/${album._id}`) },
    { name: 'RSS (general y provincia)', paths: ['/rss.xml', '/rss/santiago-del-estero.xml'] },
    {
      name: 'sitemaps y robots.txt',
      paths: [
        '/sitemap.xml',
        '/sitemap-events.xml',
        '/sitemap-albums.xml',
        '/sitemap-google-news.xml',
        '/robots.txt',
      ],
    },
    { name: 'sitemap de noticias', paths: ['/sitemap-news.xml'] },
    {
      name: `página /noticia/:id (${crawlerNews.length})`,
      paths: crawlerNews.map((id) => `/noticia/${id}`),
    },
    { name: `página /evento/:id (${events.length})`, paths: events.map((event) => `/evento/${event._id}`) },
  ];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      big: { type: 'boolean', default: false },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '3' },
      keep: { type: 'boolean', default: false },
      huge: { type: 'boolean', default: false },
      documents: { type: 'boolean', default: false },
      news: { type: 'string' },
      database: { type: 'string' },
    },
  });
  const news = values.news === undefined ? undefined : positiveInteger(values.news, '--news');
  const duration = Number(values.duration);
  if (values.huge) {
    const failed = await runHuge({
      news: news ?? HUGE_NEWS,
      duration,
      keep: values.keep,
      database: values.database,
    });
    if (failed > 0) process.exitCode = 1;
    return;
  }
  if (values.database !== undefined) throw new Error('--database solo va con --huge');
  const size = news ?? (values.big ? 100_000 : 10_000);
  const connections = Number(values.connections);
  const rounds = Math.max(1, Number(values.rounds));
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const databasePath = join(dir, 'bench.db');
  const databaseUrl = `file:${databasePath}`;
  const mediaDir = join(dir, 'media');
  const shellDir = join(dir, 'shell');
  const running: { stop(): Promise<void> }[] = [];
  let failures = 0;
  const measureCounting = async (...args: Parameters<typeof measure>) => {
    const measured = await measure(...args);
    failures += measured.failures;
    return measured;
  };

  try {
    let started = Date.now();
    const seeded = await migrateAndSeedDemo(databaseUrl, mediaDir);
    insertBenchNews(databasePath, size);
    console.log(
      `Demo (${seeded?.noticias ?? 0} noticias, ${seeded?.eventos ?? 0} eventos, ${seeded?.albums ?? 0} álbumes, ` +
        `${seeded?.publis ?? 0} publicidades) y ${grouped(size)} noticias en ${databasePath} ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    mkdirSync(shellDir, { recursive: true });
    writeFileSync(join(shellDir, 'index.html'), SHELL_INDEX_HTML);

    if (values.documents) {
      failures += await runDocuments({ databaseUrl, mediaDir, dir, duration, connections, rounds });
      if (failures > 0) process.exitCode = 1;
      return;
    }

    const sample = await openNodeDatabase(databaseUrl);
    const ids = (
      await sample.$client.execute({
        sql: "SELECT _id FROM noticias WHERE estado = 'publicada' ORDER BY _id LIMIT 1000",
        args: [],
      })
    ).rows.map((row) => String(row._id));
    sample.$client.close();

    started = Date.now();
    const portal = await startServerProcess(databaseUrl, mediaDir, { shellDir });
    running.push(portal);
    console.log(`Portal (caché por defecto) en ${portal.url} (${Date.now() - started} ms)`);

    const calls = await benchCalls(portal.url, ids);
    const allPaths = calls.flatMap((call) => call.paths);
    // The reference servers' bytes: the portal's answers, without Accept-Encoding as autocannon.
    const answers = await recordAnswers(portal.url, allPaths);
    const notOk = answers.filter((answer) => answer.status !== 200);
    if (notOk.length > 0) {
      console.log(
        `  ${notOk.length} rutas no responden 200: ${notOk
          .slice(0, 5)
          .map((a) => `${a.path} (${a.status})`)
          .join(', ')}`,
      );
    }
    const answersFile = join(dir, 'answers.json');
    saveAnswers(answersFile, answers);
    const megabytes = answers.reduce((total, answer) => total + answer.body.length, 0) / 1e6;
    const bare = await startBenchChild(BARE_SERVER, [answersFile]);
    running.push(bare);
    console.log(
      `Hono pelado en ${bare.url}: ${answers.length} respuestas grabadas del portal (${megabytes.toFixed(1)} MB)`,
    );
    let nginx: RunningNginx | undefined;
    if (nginxAvailable()) {
      nginx = await startNginx(join(dir, 'nginx'), answers);
      running.push(nginx);
      console.log(`nginx en ${nginx.url}`);
    } else {
      console.log('nginx no está instalado (apt-get install nginx-light): sin su columna');
    }

    await checkSameBytes(calls, portal.url, [
      ['Hono', bare.url],
      ...(nginx ? [['nginx', nginx.url] as [string, string]] : []),
    ]);

    // Warm the JIT, SQLite's page cache and the answer cache on every call before measuring.
    const everything: Scenario = { name: 'calentamiento', paths: allPaths };
    for (const url of [portal.url, bare.url, ...(nginx ? [nginx.url] : [])]) {
      await measureCounting(url, everything, WARM_UP_SECONDS, connections);
    }

    console.log(
      `\n${calls.length} llamadas, ${rounds} rondas de portal / Hono${nginx ? ' / nginx' : ''} alternados, ` +
        `${connections} conexiones, ${duration} s por medición (medianas de las rondas):`,
    );
    const results: SideBySide[] = [];
    for (const call of calls) {
      const row: SideBySide = { call, portal: [], bare: [], nginx: [], ratios: [], xCache: '' };
      // The second of two reads: an entry made during the warm-up may have outlived its s-maxage
      // (60 s) by now, and the first read makes it again.
      await getRaw(portal.url, call.paths[0]!);
      const xCache = (await getRaw(portal.url, call.paths[0]!)).headers['x-cache'];
      row.xCache = typeof xCache === 'string' ? xCache : '';
      for (let round = 0; round < rounds; round++) {
        const portalRun = await measureCounting(portal.url, call, duration, connections, portal.child.pid);
        const bareRun = await measureCounting(bare.url, call, duration, connections);
        row.portal.push(portalRun);
        row.bare.push(bareRun);
        row.ratios.push(portalRun.rps / bareRun.rps);
        if (nginx) row.nginx.push(await measureCounting(nginx.url, call, duration, connections));
      }
      results.push(row);
      console.log(progressLine(row));
    }
    await Promise.all(running.splice(0).map((server) => server.stop()));

    // The cost of a miss: a portal whose every public read is one.
    const noCache = await startServerProcess(databaseUrl, mediaDir, {
      shellDir,
      env: { PUBLIC_CACHE_MB: '0' },
    });
    running.push(noCache);
    console.log(`\nPortal sin caché (PUBLIC_CACHE_MB=0) en ${noCache.url}: CPU por pedido sin caché`);
    await measureCounting(noCache.url, everything, WARM_UP_SECONDS, connections);
    await warnIfCacheAnswers(noCache.url, allPaths[0]!);
    for (const row of results) {
      // Each call warmed on its own first: the first calls measured would otherwise pay the JIT.
      await measureCounting(noCache.url, row.call, 1, connections);
      const missed = await measureCounting(noCache.url, row.call, duration, connections, noCache.child.pid);
      row.missCpuMs = missed.cpuMs;
      console.log(
        `  ${row.call.name.padEnd(30)} ${fmtMs(missed.cpuMs).padStart(9)}   (${fmtRps(missed.rps)} req/s, p99 ${missed.p99} ms)`,
      );
    }
    await reportSearchTerms(noCache.url, noCache.child.pid);

    report(results, { size, duration, connections, rounds, nginx: nginx !== undefined, failures });
  } finally {
    await Promise.all(running.map((server) => server.stop()));
    if (values.keep) console.log(`Base conservada en ${databasePath}`);
    else rmSync(dir, { recursive: true, force: true });
  }
  if (failures > 0) process.exitCode = 1;
}

function positiveInteger(text: string, option: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${option} espera un entero positivo: ${text}`);
  return value;
}

/** Each call's first path answers the same bytes everywhere; warns otherwise. */
async function checkSameBytes(calls: Scenario[], portalUrl: string, references: [string, string][]) {
  for (const call of calls) {
    const path = call.paths[0]!;
    const expected = (await getRaw(portalUrl, path)).body;
    for (const [name, url] of references) {
      const { status, body } = await getRaw(url, path);
      if (status !== 200 || !body.equals(expected)) {
        console.log(`  AVISO: ${name} no responde lo mismo que el portal a ${path} (HTTP ${status})`);
      }
    }
  }
}

function progressLine(row: SideBySide): string {
  const portalRps = median(row.portal.map((m) => m.rps));
  const bareRps = median(row.bare.map((m) => m.rps));
  const nginx =
    row.nginx.length > 0
      ? `   nginx ${fmtRps(median(row.nginx.map((m) => m.rps))).padStart(7)} req/s p99 ${median(row.nginx.map((m) => m.p99))} ms`
      : '';
  const failed = [...row.portal, ...row.bare, ...row.nginx].reduce((total, m) => total + m.failures, 0);
  return (
    `  ${row.call.name.padEnd(30)} portal ${fmtRps(portalRps).padStart(7)} req/s p99 ${median(row.portal.map((m) => m.p99))} ms` +
    `   Hono ${fmtRps(bareRps).padStart(7)} req/s p99 ${median(row.bare.map((m) => m.p99))} ms${nginx}` +
    `   portal/Hono ${median(row.ratios).toFixed(2)}×` +
    (failed > 0 ? `   ${failed} FALLOS` : '')
  );
}

function report(
  results: SideBySide[],
  options: {
    size: number;
    duration: number;
    connections: number;
    rounds: number;
    nginx: boolean;
    failures: number;
  },
) {
  const { size, duration, connections, rounds, nginx, failures } = options;
  const figures = (runs: Measured[]) =>
    `${fmtRps(median(runs.map((m) => m.rps)))} · ${median(runs.map((m) => m.p99))} ms`;
  console.log(
    `\n${grouped(size)} noticias y la demo, ${connections} conexiones, ${duration} s × ${rounds} rondas ` +
      `(medianas), ${new Date().toISOString().slice(0, 16)}Z, carga media ${loadAverage()}:\n`,
  );
  console.log(
    `| llamada | portal req/s · p99 | Hono req/s · p99 |${nginx ? ' nginx req/s · p99 |' : ''} portal/Hono | X-Cache | CPU por pedido con caché | CPU por pedido sin caché |`,
  );
  console.log(`|---|---|---|${nginx ? '---|' : ''}---|---|---|---|`);
  for (const row of results) {
    const cpu = row.portal.map((m) => m.cpuMs).filter((ms) => ms !== undefined);
    console.log(
      `| ${row.call.name} | ${figures(row.portal)} | ${figures(row.bare)} |${nginx ? ` ${figures(row.nginx)} |` : ''}` +
        ` ${median(row.ratios).toFixed(2)}× | ${row.xCache || 'sin datos'} | ${fmtMs(cpu.length > 0 ? median(cpu) : undefined)} |` +
        ` ${fmtMs(row.missCpuMs)} |`,
    );
  }

  const slow = results.filter((row) => median(row.ratios) < TARGETS.ratioToBare);
  const late = results.filter((row) => median(row.portal.map((m) => m.p99)) >= TARGETS.portalP99Ms);
  const missCost = (first: string, deep: string) => {
    const cpu = (name: string) => results.find((row) => row.call.name === name)?.missCpuMs;
    const [a, b] = [cpu(first), cpu(deep)];
    return a === undefined || b === undefined ? undefined : b / a;
  };
  const deepCosts: [string, number | undefined][] = [
    ['noticias', missCost('noticias, página 1', `noticias, página ${DEEP_PAGE}`)],
    ['provincia', missCost('provincia, página 1', `provincia, página ${DEEP_PAGE}`)],
  ];
  const hit = results.filter((row) => row.xCache === 'HIT').length;
  const noXCache = results.every((row) => row.xCache === '');
  const checks: [string, boolean | undefined][] = [
    [
      `portal/Hono ≥ ${TARGETS.ratioToBare}× en ${results.length - slow.length}/${results.length} llamadas` +
        (slow.length > 0 ? ` (no: ${slow.map((row) => row.call.name).join('; ')})` : ''),
      slow.length === 0,
    ],
    [
      `p99 del portal < ${TARGETS.portalP99Ms} ms en ${results.length - late.length}/${results.length} llamadas` +
        (late.length > 0 ? ` (no: ${late.map((row) => row.call.name).join('; ')})` : ''),
      late.length === 0,
    ],
    ...deepCosts.map(([name, cost]): [string, boolean] => [
      `${name}: la página ${DEEP_PAGE} sin caché cuesta ${cost === undefined ? '?' : cost.toFixed(2)}× la página 1 (≤ ${TARGETS.deepPageCostRatio}×, CPU por pedido)`,
      cost !== undefined && cost <= TARGETS.deepPageCostRatio,
    ]),
    [
      noXCache
        ? 'X-Cache: sin datos (ninguna respuesta trae X-Cache)'
        : `X-Cache: HIT en ${hit}/${results.length} llamadas tras el calentamiento`,
      noXCache ? undefined : hit === results.length,
    ],
    [`ningún pedido fallido (${failures} fallos)`, failures === 0],
  ];
  console.log('\nObjetivos:');
  for (const [label, ok] of checks) {
    console.log(`  ${ok === undefined ? '—    ' : ok ? 'ok   ' : 'FALLA'} ${label}`);
  }
  console.log(`  búsquedas: ${VISITOR_SEARCH_TERMS.map((t) => `"${t}"`).join(', ')}`);
  console.log(`  carga media de la máquina al terminar: ${loadAverage()}`);
}

/** Each search term alone, over one connection, uncached: what a single visitor waits on a miss. */
async function reportSearchTerms(url: string, serverPid: number | undefined): Promise<void> {
  console.log('  cada búsqueda sola, sin caché (1 conexión, 1 s):');
  for (const term of VISITOR_SEARCH_TERMS) {
    const path = `/api/noticia/b/${encodeURIComponent(term)}/${LIMIT}/1`;
    const { noticia } = (await (await fetch(url + path)).json()) as { noticia: { totalDocs: number } };
    const alone = await measure(url, { name: term, paths: [path] }, 1, 1, serverPid);
    const cpu = alone.cpuMs === undefined ? '' : `, CPU ${alone.cpuMs.toFixed(2)} ms/pedido`;
    console.log(
      // One connection: each request waits for the previous answer, so 1/throughput is its time.
      `    "${term}": ${(1000 / alone.rps).toFixed(2)} ms por pedido${cpu}, ${grouped(noticia.totalDocs)} resultados`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
