/**
 * `pnpm bench:load [--duration <s>] [--connections <n>] [--writes-per-second <n>] [--warm-up <s>]
 * [--news <n>] [--cache-mb <n>] [--keep]`: the Node portal under a visitors' load. Starts the
 * Node server (src/node/server.ts, as `pnpm start` runs it) in a child process on a fresh
 * temporary database with the demo content, warms it up, then runs 60 s of mixed public reads at
 * 50 connections (the API calls of the home page, lists, details of existing items, searches)
 * while a staff session creates and edits news at a trickle. It prints requests, errors (reads
 * and writes apart), p50/p99 latency, the answer cache's hit rate among the reads (their
 * `X-Cache` header; `--cache-mb` sets PUBLIC_CACHE_MB, 0 turns the cache off) and the server's
 * memory (RSS) after the warm-up and at the end, and exits 1 when any request failed or the end
 * RSS is over 1.2 × the start.
 * A benchmark, not a test: `pnpm test` never runs it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { migrate } from '../src/db/migrate.ts';
import { openNodeDatabase } from '../src/node/database.ts';
import { startServerProcess, type ServerProcess } from '../src/node/server-process.ts';
import { VISITOR_SEARCH_TERMS, insertBenchNews } from './bench-api-seed.ts';

const ADMIN_PASSWORD = 'clave-del-banco-de-carga';
const MAX_RSS_GROWTH = 1.2;
/** bench:api's searches, and two more frequent words. */
const SEARCH_TERMS = [...VISITOR_SEARCH_TERMS, 'ruta', 'lluvias'];
/** What the home page asks for (mf-news, mf-gallery, @portal/ui's ads column, the shell). */
const HOME_CALLS = [
  '/remotes.json',
  '/api/noticias/5/1',
  '/api/masnoticias',
  '/api/get-banner',
  '/api/publis',
  '/api/albums/12/1',
];

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    'writes-per-second': { type: 'string', default: '1.5' },
    'warm-up': { type: 'string', default: '10' },
    /** Bench news added to the demo's (bench-api's generator), for lists with deep pages. */
    news: { type: 'string', default: '2000' },
    /** PUBLIC_CACHE_MB of the server; unset: its default. */
    'cache-mb': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const writesPerSecond = Number(options['writes-per-second']);
const warmUp = Number(options['warm-up']);
const extraNews = Number(options.news);

/** VmRSS of a process in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return kb / 1024;
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The reads' answers by their X-Cache header ('' when they carry none). */
type CacheCounts = Record<string, number>;

function xCacheOf(headers: Record<string, string | string[]>): string {
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'x-cache') return String(value).toUpperCase();
  }
  return '';
}

/** The hit rate among the answers that carry X-Cache HIT or MISS; 'sin datos' when none does. */
function describeCache(counts: CacheCounts): string {
  const hit = counts.HIT ?? 0;
  const miss = counts.MISS ?? 0;
  const detail = Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([value, count]) => `${value || 'sin X-Cache'} ${count}`)
    .join(', ');
  if (hit + miss === 0) return `sin datos (ninguna respuesta trae X-Cache HIT o MISS; ${detail})`;
  return `${((hit / (hit + miss)) * 100).toFixed(1)} % de aciertos (HIT / (HIT + MISS); ${detail})`;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The read mix: one entry per request, shuffled; autocannon's connections go round it. */
async function readPaths(url: string): Promise<{ paths: string[]; counts: Record<string, number> }> {
  const news = await getJson<{ docs: { _id: string; provincia: string }[]; totalPages: number }>(
    `${url}/api/noticias/100/1`,
  );
  const events = await getJson<{ eventos: { docs: { _id: string; provincia: string }[] } }>(
    `${url}/api/eventos/50/1`,
  );
  const albums = await getJson<{ albums: { docs: { _id: string }[] } }>(`${url}/api/albums/50/1`);
  const provinces = [...new Set(news.docs.map((item) => item.provincia))];
  const enc = encodeURIComponent;
  const kinds: Record<string, () => string> = {
    home: () => pick(HOME_CALLS),
    list: () =>
      pick([
        () => `/api/noticias/10/${1 + Math.floor(Math.random() * Math.min(news.totalPages * 10, 100))}`,
        () => `/api/noticias/${enc(pick(provinces))}/10/${1 + Math.floor(Math.random() * 3)}`,
        () => `/api/eventos/9/1`,
        () => `/api/eventos/${enc(pick(events.eventos.docs).provincia)}/9/1`,
        () => `/api/albums/9/${1 + Math.floor(Math.random() * 2)}`,
        () => '/api/noticias/7/1',
      ])(),
    detail: () =>
      pick([
        () => `/api/noticia/${pick(news.docs)._id}`,
        () => `/api/noticia/${pick(news.docs)._id}`,
        () => `/api/evento/${pick(events.eventos.docs)._id}`,
        () => `/api/album/${pick(albums.albums.docs)._id}`,
      ])(),
    search: () => `/api/noticia/b/${enc(pick(SEARCH_TERMS))}/10/1`,
  };
  // A visit to the home is six calls; the other pages one or two.
  const weights: Record<string, number> = { home: 40, list: 25, detail: 25, search: 10 };
  const paths: string[] = [];
  const counts: Record<string, number> = {};
  for (const [kind, weight] of Object.entries(weights)) {
    for (let n = 0; n < weight * 30; n++) paths.push(kinds[kind]!());
    counts[kind] = weight * 30;
  }
  return { paths: shuffled(paths), counts };
}

interface WriteStats {
  sent: number;
  ok: number;
  failed: number;
  failures: string[];
  latencies: number[];
}

/** A staff member saving news at `perSecond`: creates, then edits of what it created. */
function startStaffWrites(
  url: string,
  cookie: string,
  perSecond: number,
  cover: string,
): { stop(): Promise<WriteStats> } {
  const stats: WriteStats = { sent: 0, ok: 0, failed: 0, failures: [], latencies: [] };
  const created: string[] = [];
  const inFlight = new Set<Promise<void>>();
  const headers = { 'Content-Type': 'application/json', Origin: url, Cookie: cookie };
  const writeOnce = async () => {
    const n = ++stats.sent;
    const edit = created.length > 0 && n % 2 === 0;
    const started = performance.now();
    try {
      const response = await fetch(`${url}/api/${edit ? 'noticia' : 'crearnoticia'}`, {
        method: edit ? 'PUT' : 'POST',
        headers,
        body: JSON.stringify({
          ...(edit ? { id: pick(created) } : {}),
          provincia: 'Santiago del Estero',
          img_portada: cover,
          titulo: `${edit ? 'Nota corregida' : 'Nota del banco de carga'} ${n}`,
          descripcion: `Resumen de la nota ${n}.`,
          texto: `<p>Cuerpo de la nota ${n}, con <strong>algo</strong> de formato.</p>`,
        }),
      });
      const body = (await response.json()) as { id?: string; msg?: string };
      stats.latencies.push(performance.now() - started);
      if (response.status >= 400) throw new Error(`HTTP ${response.status} ${body.msg ?? ''}`);
      if (!edit && body.id) created.push(body.id);
      stats.ok++;
    } catch (error) {
      stats.failed++;
      if (stats.failures.length < 5) stats.failures.push((error as Error).message);
    }
  };
  const timer = setInterval(() => {
    const write = writeOnce();
    inFlight.add(write);
    void write.finally(() => inFlight.delete(write));
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return stats;
    },
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Failed reads: 4xx/5xx answers (3xx are fine), socket errors and timeouts. */
function readErrors(result: Result) {
  const failedAnswers = Object.entries(result.statusCodeStats)
    .filter(([code]) => Number(code) >= 400)
    .reduce((total, [, { count }]) => total + count, 0);
  return { failedAnswers, socketErrors: result.errors, timeouts: result.timeouts };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-load-'));
  const databasePath = join(dir, 'portal.db');
  const databaseUrl = `file:${databasePath}`;
  let server: ServerProcess | undefined;
  try {
    // The demo content (seeded by the server at its start), then more news for deep pages.
    server = await startServerProcess({
      databaseUrl,
      mediaDir: join(dir, 'media'),
      env: {
        SEED_DEMO: 'true',
        ADMIN_PASSWORD,
        ...(options['cache-mb'] === undefined ? {} : { PUBLIC_CACHE_MB: options['cache-mb'] }),
      },
      startTimeoutMs: 180_000,
    });
    if (extraNews > 0) {
      const db = await openNodeDatabase(databaseUrl);
      await migrate(db);
      db.$client.close();
      insertBenchNews(databasePath, extraNews);
    }
    const { url, pid } = server;
    console.log(`Servidor Node en ${url} (pid ${pid}), base ${databasePath}`);

    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url },
      body: JSON.stringify({ username: 'admin', contraseña: ADMIN_PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`Login: HTTP ${login.status} ${await login.text()}`);
    const cookie = login.headers.get('Set-Cookie')!.split(';')[0]!;

    const { paths, counts } = await readPaths(url);
    // An existing picture, so the written news point to an image that is there.
    const cover = (await getJson<{ docs: { img_portada: string }[] }>(`${url}/api/noticias/1/1`)).docs[0]!
      .img_portada;
    // Counted only while `counting` is on (the measured run, not the warm-up).
    const cacheCounts: CacheCounts = {};
    let counting = false;
    const requests = paths.map((path) => ({
      method: 'GET',
      path,
      onResponse: (
        _status: number,
        _body: string,
        _context: unknown,
        headers: Record<string, string | string[]>,
      ) => {
        if (!counting) return;
        const value = xCacheOf(headers);
        cacheCounts[value] = (cacheCounts[value] ?? 0) + 1;
      },
    }));
    console.log(
      `Mezcla de lecturas (${paths.length} pedidos distintos, en rueda): ` +
        Object.entries(counts)
          .map(([kind, count]) => `${kind} ${Math.round((count / paths.length) * 100)} %`)
          .join(', '),
    );

    console.log(`Calentamiento: ${warmUp} s…`);
    const warmWrites = startStaffWrites(url, cookie, writesPerSecond, cover);
    await autocannon({ url, connections, duration: warmUp, requests });
    await warmWrites.stop();
    const rssStart = rssMb(pid);

    console.log(
      `Carga: ${duration} s, ${connections} conexiones de lectura, ${writesPerSecond} escrituras/s de una sesión de staff…`,
    );
    const writes = startStaffWrites(url, cookie, writesPerSecond, cover);
    counting = true;
    const result = await autocannon({ url, connections, duration, requests });
    counting = false;
    const writeStats = await writes.stop();
    const rssEnd = rssMb(pid);

    const reads = readErrors(result);
    const readFailures = reads.failedAnswers + reads.socketErrors + reads.timeouts;
    const writeLatencies = [...writeStats.latencies].sort((a, b) => a - b);
    const growth = rssEnd / rssStart;
    const codes = Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ');

    console.log(
      `\nLecturas: ${result.requests.total} pedidos (${result.requests.average.toFixed(0)}/s), ${codes}`,
    );
    console.log(
      `  latencia p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, máx. ${result.latency.max} ms`,
    );
    console.log(`  caché: ${describeCache(cacheCounts)}`);
    console.log(
      `  errores: ${reads.failedAnswers} respuestas 4xx/5xx, ${reads.socketErrors} errores de conexión, ${reads.timeouts} sin respuesta`,
    );
    console.log(
      `Escrituras: ${writeStats.sent} (${writeStats.ok} bien), latencia p50 ${percentile(writeLatencies, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(writeLatencies, 99).toFixed(0)} ms`,
    );
    console.log(
      `  errores: ${writeStats.failed}${writeStats.failures.length > 0 ? ` (${writeStats.failures.join('; ')})` : ''}`,
    );
    console.log(
      `Memoria del servidor (RSS): ${rssStart.toFixed(1)} MB tras el calentamiento, ${rssEnd.toFixed(1)} MB al final ` +
        `(${growth >= 1 ? '+' : ''}${((growth - 1) * 100).toFixed(1)} %)`,
    );
    console.log(
      `Carga media de la máquina: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    const checks: [string, boolean][] = [
      ['ningún error de lectura', readFailures === 0],
      ['ningún error de escritura', writeStats.failed === 0 && writeStats.ok > 0],
      [`RSS final ≤ ${MAX_RSS_GROWTH} × el inicial`, growth <= MAX_RSS_GROWTH],
    ];
    for (const [label, ok] of checks) console.log(`  ${ok ? 'ok   ' : 'FALLA'} ${label}`);
    const passed = checks.every(([, ok]) => ok);
    console.log(passed ? 'Resultado: APROBADO' : 'Resultado: NO APROBADO');
    if (!passed) process.exitCode = 1;
  } finally {
    await server?.kill('SIGTERM');
    if (options.keep) console.log(`Base conservada en ${databasePath}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
