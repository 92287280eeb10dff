/**
 * `pnpm bench:api --huge [--news <n>] [--duration <s>] [--keep] [--database <path>]` (issue #18):
 * the portal's reads at 1 000 000 news, every one a miss. Seeds a fresh temporary database
 * (migrations, the demo content, then `--news` bench news; or only migrates the file given with
 * --database), starts the portal with its answer cache off (PUBLIC_CACHE_MB=0) and measures each
 * call after a 1 s warm-up of its own: alone on 1 connection (the latency a lone visitor waits
 * on a miss, and the server's CPU time per request), then under 10 connections.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import Database from 'libsql';
import { HOME_PROVINCE, insertBenchNews } from '../bench-api-seed.ts';
import type { BenchChild } from './child.ts';
import {
  fmtMs,
  fmtRps,
  getJson,
  grouped,
  loadAverage,
  measure,
  type Measured,
  type Scenario,
} from './measure.ts';
import { migrateAndSeedDemo, startServerProcess, warnIfCacheAnswers } from './portal.ts';

export const HUGE_NEWS = 1_000_000;
const TARGETS = { p50Ms: 5, deepPageCostRatio: 1.5 };
const LIMIT = 10;
const DEEP_PAGE = 5_000;
const OTHER_PROVINCE = 'Tucumán';
const BUSY_CONNECTIONS = 10;
const WARM_UP_SECONDS = 1;
const PROGRESS_EVERY = 100_000;
const DETAIL_IDS = 1_000;
const COMMON_TERMS = ['santiago del estero', 'festival', 'agua potable'];
/** In no generated text (the demo writes 'quebrachos'): added to a few items to be a rare word. */
const RARE_WORD = 'quebrachal';
const RARE_WORD_NEWS = 20;
const MISSING_WORD = 'ornitorrinco';

export interface HugeOptions {
  /** How many bench news to seed (ignored with `database`). */
  news: number;
  duration: number;
  keep: boolean;
  /** An already seeded file to measure again instead of seeding one. */
  database?: string | undefined;
}

interface HugeDatabase {
  path: string;
  mediaDir: string;
  /** The temporary folder made for it; undefined for a reused file, which is never removed. */
  dir?: string;
  /** What it took to seed it; undefined when reused. */
  seedSeconds?: number;
}

interface HugeCall extends Scenario {
  /** The answer's totalDocs (lists and searches). */
  totalDocs: number | undefined;
  /** For a deep page: its page 1, whose cost it is held to. */
  pageOne?: HugeCall;
}

interface HugeRow {
  call: HugeCall;
  /** 1 connection: a lone visitor. */
  alone: Measured;
  /** BUSY_CONNECTIONS connections. */
  busy: Measured;
  failures: number;
}

/** Runs the --huge mode; resolves with the number of failed requests. */
export async function runHuge(options: HugeOptions): Promise<number> {
  const database = options.database
    ? await reuseDatabase(options.database)
    : await seedDatabase(options.news);
  const running: BenchChild[] = [];
  let failures = 0;
  try {
    const newsIds = prepareReads(database.path);
    const sizeMb = checkpointedSizeMb(database.path);
    const news = publishedNews(database.path);
    console.log(
      `Archivo: ${grouped(sizeMb)} MB tras PRAGMA wal_checkpoint(TRUNCATE), ${grouped(news)} noticias publicadas`,
    );

    const databaseUrl = `file:${database.path}`;
    const portal = await startServerProcess(databaseUrl, database.mediaDir, {
      env: { PUBLIC_CACHE_MB: '0' },
    });
    running.push(portal);
    console.log(`Portal sin caché (PUBLIC_CACHE_MB=0) en ${portal.url}`);
    await warnIfCacheAnswers(portal.url, `/api/noticias/${LIMIT}/1`);

    const calls = await hugeCalls(portal.url, newsIds);
    console.log(
      `\n${calls.length} llamadas sin caché, cada una tras ${WARM_UP_SECONDS} s de calentamiento: ` +
        `${options.duration} s a 1 conexión y ${options.duration} s a ${BUSY_CONNECTIONS} conexiones`,
    );
    const rows: HugeRow[] = [];
    for (const call of calls) {
      const row = await measureCall(portal, call, options.duration);
      failures += row.failures;
      rows.push(row);
      console.log(progressLine(row));
    }
    report(rows, { news, sizeMb, seedSeconds: database.seedSeconds, failures });
  } finally {
    await Promise.all(running.map((server) => server.stop()));
    if (database.dir !== undefined) {
      if (options.keep) console.log(`Base conservada en ${database.path} (para medir de nuevo: --database)`);
      else rmSync(database.dir, { recursive: true, force: true });
    }
  }
  return failures;
}

/** A fresh temporary database: migrations, the demo content, then `count` bench news. */
async function seedDatabase(count: number): Promise<HugeDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-huge-'));
  const path = join(dir, 'bench.db');
  const mediaDir = join(dir, 'media');
  console.log(`Sembrando ${grouped(count)} noticias en ${path}…`);
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  let demoSeconds: number;
  try {
    await migrateAndSeedDemo(`file:${path}`, mediaDir);
    demoSeconds = seconds();
    insertBenchNews(path, count, {
      onProgress: (inserted) => {
        if (inserted % PROGRESS_EVERY === 0) {
          console.log(`  ${grouped(inserted)} noticias (${seconds().toFixed(0)} s)`);
        }
      },
    });
  } catch (error) {
    // A half-seeded file is of no use and may weigh gigabytes.
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const seedSeconds = seconds();
  console.log(
    `Sembrado en ${seedSeconds.toFixed(1)} s (migraciones y demo ${demoSeconds.toFixed(1)} s; ` +
      `${fmtRps(count / (seedSeconds - demoSeconds))} noticias/s)`,
  );
  return { path, mediaDir, dir, seedSeconds };
}

/** A database seeded by an earlier run, migrated in case a migration was added since. */
async function reuseDatabase(file: string): Promise<HugeDatabase> {
  const path = resolve(file);
  if (!existsSync(path)) throw new Error(`No existe la base ${path}`);
  // A kept run's images sit beside its file; the API calls measured read none.
  const mediaDir = join(dirname(path), 'media');
  const started = Date.now();
  await migrateAndSeedDemo(`file:${path}`, mediaDir);
  console.log(
    `Base reutilizada (sin sembrar): ${path}, migrada en ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { path, mediaDir };
}

/**
 * Gives RARE_WORD to a few news items spread over the table (once per file) and picks the ids
 * the detail call goes round, spread over the whole table rather than the newest only.
 */
function prepareReads(path: string): string[] {
  const db = new Database(path);
  try {
    markRareWord(db);
    const rows = db
      .prepare(
        `SELECT _id FROM noticias WHERE rowid IN (SELECT value FROM json_each(?)) AND estado = 'publicada'`,
      )
      .all([JSON.stringify(spreadRowids(db, DETAIL_IDS))]) as { _id: string }[];
    return rows.map((row) => row._id);
  } finally {
    db.close();
  }
}

function markRareWord(db: Database.Database): void {
  const { n } = db
    .prepare('SELECT count(*) AS n FROM noticias_fts WHERE noticias_fts MATCH ?')
    .get([`"${RARE_WORD}"`]) as { n: number };
  if (n > 0) return;
  // search_text is what the index reads; the update trigger indexes the items again.
  db.prepare(
    `UPDATE noticias SET search_text = search_text || ' ' || ?
     WHERE rowid IN (SELECT value FROM json_each(?)) AND estado = 'publicada'`,
  ).run([RARE_WORD, JSON.stringify(spreadRowids(db, RARE_WORD_NEWS))]);
}

/**
 * `count` rowids evenly spread from the first to the last: direct lookups, where a filter such
 * as `rowid % 1000 = 0` would read the whole table (gigabytes at a million news).
 */
function spreadRowids(db: Database.Database, count: number): number[] {
  const { last } = db.prepare('SELECT max(rowid) AS last FROM noticias').get() as { last: number };
  const rowids = Array.from({ length: count }, (_, i) => Math.max(1, Math.round(((i + 1) * last) / count)));
  return [...new Set(rowids)];
}

/** The main file's size in MB, once the write-ahead log is folded into it. */
function checkpointedSizeMb(path: string): number {
  const db = new Database(path);
  try {
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  return statSync(path).size / 1e6;
}

function publishedNews(path: string): number {
  const db = new Database(path, { readonly: true });
  try {
    const row = db.prepare(`SELECT total FROM noticias_counts WHERE provincia = ''`).get() as
      { total: number } | undefined;
    return row?.total ?? 0;
  } finally {
    db.close();
  }
}

/** The calls of issue #18 item 4, each with its answer's totalDocs. */
async function hugeCalls(url: string, newsIds: string[]): Promise<HugeCall[]> {
  const enc = encodeURIComponent;
  const list = (page: number, province?: string) =>
    province === undefined
      ? `/api/noticias/${LIMIT}/${page}`
      : `/api/noticias/${enc(province)}/${LIMIT}/${page}`;
  const search = (term: string) => `/api/noticia/b/${enc(term)}/${LIMIT}/1`;
  // Page 5 000 of the province needs 50 000 of its news: with fewer (--news), its last page.
  const homeNews = (await totalDocsOf(url, list(1, HOME_PROVINCE))) ?? 0;
  const deep = Math.max(1, Math.min(DEEP_PAGE, Math.floor(homeNews / LIMIT)));

  const call = async (name: string, paths: string[], pageOne?: HugeCall): Promise<HugeCall> => ({
    name,
    paths,
    totalDocs: await totalDocsOf(url, paths[0]!),
    ...(pageOne ? { pageOne } : {}),
  });
  const listOne = await call('noticias, página 1', [list(1)]);
  const homeOne = await call(`${HOME_PROVINCE}, página 1`, [list(1, HOME_PROVINCE)]);
  const calls = [
    listOne,
    await call(`noticias, página ${grouped(deep)}`, [list(deep)], listOne),
    homeOne,
    await call(`${HOME_PROVINCE}, página ${grouped(deep)}`, [list(deep, HOME_PROVINCE)], homeOne),
    await call(`${OTHER_PROVINCE}, página 1`, [list(1, OTHER_PROVINCE)]),
    await call(
      `noticia (${grouped(newsIds.length)} ids de toda la tabla)`,
      newsIds.map((id) => `/api/noticia/${id}`),
    ),
  ];
  for (const term of COMMON_TERMS) calls.push(await call(`búsqueda "${term}"`, [search(term)]));
  calls.push(await call(`búsqueda rara "${RARE_WORD}"`, [search(RARE_WORD)]));
  calls.push(await call(`búsqueda sin resultados "${MISSING_WORD}"`, [search(MISSING_WORD)]));
  return calls;
}

/** A list's or a search's totalDocs; undefined for the detail, which has none. */
async function totalDocsOf(url: string, path: string): Promise<number | undefined> {
  const body = await getJson<{ totalDocs?: number; noticia?: { totalDocs?: number } | unknown[] }>(
    url + path,
  );
  if (body.totalDocs !== undefined) return body.totalDocs;
  return Array.isArray(body.noticia) ? undefined : body.noticia?.totalDocs;
}

async function measureCall(portal: BenchChild, call: HugeCall, duration: number): Promise<HugeRow> {
  const pid = portal.child.pid;
  // Each call warmed on its own first: the JIT and SQLite's page cache for the pages it reads.
  const warmUp = await measure(portal.url, call, WARM_UP_SECONDS, 1);
  const alone = await measure(portal.url, call, duration, 1, pid);
  const busy = await measure(portal.url, call, duration, BUSY_CONNECTIONS, pid);
  return { call, alone, busy, failures: warmUp.failures + alone.failures + busy.failures };
}

/**
 * autocannon's latencies are whole milliseconds; on 1 connection each request waits for the
 * previous answer, so 1/throughput is the finer mean time per request.
 */
const aloneFigures = ({ p50, p99, rps }: Measured) =>
  `${p50} · ${p99} ms (media ${(1000 / rps).toFixed(2)} ms)`;
const busyFigures = ({ rps, p50, p99 }: Measured) => `${fmtRps(rps)} · ${p50} · ${p99} ms`;
const totalDocsText = (call: HugeCall) => (call.totalDocs === undefined ? '—' : grouped(call.totalDocs));

function progressLine({ call, alone, busy, failures }: HugeRow): string {
  return (
    `  ${call.name.padEnd(42)} 1 conexión ${aloneFigures(alone)}, CPU ${fmtMs(alone.cpuMs)}` +
    `   ${BUSY_CONNECTIONS} conexiones ${busyFigures(busy)}` +
    (failures > 0 ? `   ${failures} FALLOS` : '')
  );
}

function report(
  rows: HugeRow[],
  figures: { news: number; sizeMb: number; seedSeconds: number | undefined; failures: number },
) {
  const { news, sizeMb, seedSeconds, failures } = figures;
  const seed = seedSeconds === undefined ? 'base reutilizada' : `sembrada en ${seedSeconds.toFixed(1)} s`;
  console.log(
    `\n${grouped(news)} noticias (${seed}, ${grouped(sizeMb)} MB), sin caché, ` +
      `${new Date().toISOString().slice(0, 16)}Z, carga media ${loadAverage()}:\n`,
  );
  console.log(
    `| llamada | 1 conexión p50 · p99 | CPU por pedido | ${BUSY_CONNECTIONS} conexiones req/s · p50 · p99 | totalDocs |`,
  );
  console.log('|---|---|---|---|---|');
  for (const { call, alone, busy } of rows) {
    console.log(
      `| ${call.name} | ${aloneFigures(alone)} | ${fmtMs(alone.cpuMs)} | ${busyFigures(busy)} | ${totalDocsText(call)} |`,
    );
  }

  const slow = rows.filter((row) => row.alone.p50 >= TARGETS.p50Ms);
  const cpuOf = (call: HugeCall) => rows.find((row) => row.call === call)?.alone.cpuMs;
  const deepCosts = rows.flatMap(({ call, alone }) => {
    if (!call.pageOne) return [];
    const pageOneCpu = cpuOf(call.pageOne);
    const cost = alone.cpuMs === undefined || pageOneCpu === undefined ? undefined : alone.cpuMs / pageOneCpu;
    return [{ name: call.name, cost }];
  });
  const checks: [string, boolean][] = [
    [
      `p50 (1 conexión) < ${TARGETS.p50Ms} ms en ${rows.length - slow.length}/${rows.length} llamadas` +
        (slow.length > 0 ? ` (no: ${slow.map((row) => row.call.name).join('; ')})` : ''),
      slow.length === 0,
    ],
    ...deepCosts.map(({ name, cost }): [string, boolean] => [
      `${name} cuesta ${cost === undefined ? '?' : cost.toFixed(2)}× su página 1 (≤ ${TARGETS.deepPageCostRatio}×, CPU por pedido)`,
      cost !== undefined && cost <= TARGETS.deepPageCostRatio,
    ]),
    [`ningún pedido fallido (${failures} fallos)`, failures === 0],
  ];
  console.log('\nObjetivos:');
  for (const [label, ok] of checks) console.log(`  ${ok ? 'ok   ' : 'FALLA'} ${label}`);
  console.log(`  carga media de la máquina al terminar: ${loadAverage()}`);
}
