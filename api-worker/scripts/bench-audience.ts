/**
 * `pnpm bench:audience [--readers <n>] [--concurrency <n>] [--rounds <n>]`: DESIGN §14's load.
 * The Node server runs in a child process over a fresh libSQL file with 20 published news. Each
 * round sends, at `--concurrency` (20) at a time, `--readers` (2 000) requests of a request that
 * does nothing (`POST /api/nada`, the same body and headers, answered 404 by the app after the
 * same middleware) and the same number of beacons (`POST /api/lecturas`, each from another
 * reader: another user agent), which first alternating by round, while four readers keep reading a public answer
 * (`GET /api/noticias/10/1`). It prints, for each kind of burst, the answers by status, the
 * latency (p50, p99), the server's CPU time per request (from /proc, the flush included) and the
 * public read's p99 during that burst; then how long until every beacon is in the database, and
 * checks that the count is exact (not one more or less) and that 'Lo más leído' sums to it.
 * Exits 1 when a beacon was not accepted or the count is not exact within 60 s.
 * A benchmark, not a test: `pnpm test` never runs it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { insertNews } from '../test-support/content-fixtures.ts';
import * as schema from '../src/db/schema.ts';
import { startBenchChild } from './bench/child.ts';

const { values: options } = parseArgs({
  options: {
    readers: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
  },
});
const READERS = Number(options.readers);
const CONCURRENCY = Number(options.concurrency);
const ROUNDS = Number(options.rounds);
const COUNT_DEADLINE_MS = 60_000;
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PUBLIC_READ = '/api/noticias/10/1';

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-audience-'));
const databasePath = join(dir, 'portal.db');
const server = await startBenchChild(new URL('./bench/portal-server.ts', import.meta.url).pathname, [
  `file:${databasePath}`,
  join(dir, 'media'),
]);
const file = createClient({ url: `file:${databasePath}` });
const db = drizzle(file, { schema });
const news = await insertNews(
  db,
  ...Array.from({ length: 20 }, (_, index) => ({
    titulo: `Noticia ${index + 1}`,
    created_at: new Date(Date.now() - index * 60_000).toISOString(),
  })),
);
await (await fetch(server.url + PUBLIC_READ)).text();

/** The child's CPU time (user + system) in ms, from /proc. */
function cpuMs(): number {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** Sends `count` requests made by `request(i)`, `CONCURRENCY` at a time: each one's status and ms. */
async function burst(count: number, request: (i: number) => [string, RequestInit]) {
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const [path, init] = request(next++);
        const started = performance.now();
        const response = await fetch(server.url + path, init);
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return { statuses, latencies };
}

/** Four readers reading a public answer until `stop()`: their latencies. */
function publicReaders() {
  let reading = true;
  const latencies: number[] = [];
  const done = Promise.all(
    Array.from({ length: 4 }, async () => {
      while (reading) {
        const started = performance.now();
        await (await fetch(server.url + PUBLIC_READ)).arrayBuffer();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return {
    async stop() {
      reading = false;
      await done;
      return latencies;
    },
  };
}

const beaconInit = (agent: string, body: string): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': agent, Origin: server.url },
  body,
});

interface Phase {
  statuses: Map<number, number>;
  latencies: number[];
  reads: number[];
  cpu: number;
  wallMs: number;
}
const phases: Record<'nada' | 'lecturas', Phase[]> = { nada: [], lecturas: [] };

async function measurePhase(kind: 'nada' | 'lecturas', round: number) {
  const readers = publicReaders();
  const cpuBefore = cpuMs();
  const started = performance.now();
  const result = await burst(READERS, (i) => {
    const body = JSON.stringify({ ruta: `/noticia/${news[i % news.length]!._id}` });
    const agent = `${CHROME} lector-${round}-${i}`;
    return [kind === 'nada' ? '/api/nada' : '/api/lecturas', beaconInit(agent, body)];
  });
  const wallMs = performance.now() - started;
  const reads = await readers.stop();
  // The buffer's next write (within a second) belongs to the burst's cost.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  phases[kind].push({ ...result, reads, cpu: cpuMs() - cpuBefore, wallMs });
}

async function countedReads(): Promise<{ rows: number; readers: number }> {
  const row = (await file.execute('SELECT count(*) AS n, count(DISTINCT lector) AS r FROM lecturas'))
    .rows[0]!;
  return { rows: Number(row.n), readers: Number(row.r) };
}

let failed = false;
let lastBurstEnded = 0;
for (let round = 0; round < ROUNDS; round++) {
  // Alternating which goes first, so that neither kind always meets a colder server.
  const order = round % 2 === 0 ? (['nada', 'lecturas'] as const) : (['lecturas', 'nada'] as const);
  for (const kind of order) {
    await measurePhase(kind, round);
    if (kind === 'lecturas') lastBurstEnded = performance.now() - 1_500;
  }
}
// Within 60 s of the last burst, every beacon is in the database.
const expected = READERS * ROUNDS;
let counted = await countedReads();
while (counted.rows < expected && performance.now() - lastBurstEnded < COUNT_DEADLINE_MS) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  counted = await countedReads();
}
const countedAfterMs = performance.now() - lastBurstEnded;
await new Promise((resolve) => setTimeout(resolve, 2_000));
const settled = await countedReads();
const mostRead = (await (await fetch(`${server.url}/api/mas-leidas/1h/20`)).json()) as {
  mas_leidas: { lecturas: number }[];
};
const mostReadSum = mostRead.mas_leidas.reduce((sum, item) => sum + item.lecturas, 0);
const batches = Number((await file.execute('SELECT count(*) AS n FROM medicion_lotes')).rows[0]!.n);

const ms = (value: number) => `${value.toFixed(1)} ms`;
function describe(kind: 'nada' | 'lecturas') {
  const all = phases[kind];
  const statuses = new Map<number, number>();
  for (const phase of all)
    for (const [status, n] of phase.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
  const latencies = all.flatMap((phase) => phase.latencies);
  const reads = all.flatMap((phase) => phase.reads);
  const requests = latencies.length;
  const cpu = all.reduce((sum, phase) => sum + phase.cpu, 0);
  const wall = all.reduce((sum, phase) => sum + phase.wallMs, 0);
  return {
    statuses: [...statuses].map(([status, n]) => `${n}×${status}`).join(' '),
    p50: ms(percentile(latencies, 50)),
    p99: ms(percentile(latencies, 99)),
    perSecond: Math.round((requests / wall) * 1000),
    cpuPerRequest: `${((cpu / requests) * 1000).toFixed(0)} µs`,
    readP50: ms(percentile(reads, 50)),
    readP99: ms(percentile(reads, 99)),
    reads: reads.length,
  };
}

const nada = describe('nada');
const lecturasFigures = describe('lecturas');
console.log(
  `\nbench:audience — ${ROUNDS} rounds of ${READERS} requests, ${CONCURRENCY} at a time; 4 readers of ${PUBLIC_READ} meanwhile\n`,
);
console.table({ 'POST /api/nada (does nothing)': nada, 'POST /api/lecturas (beacon)': lecturasFigures });
console.log(
  `Counted: ${counted.rows} of ${expected} beacons ${ms(countedAfterMs)} after the last burst ` +
    `(${settled.rows} rows, ${settled.readers} distinct readers 2 s later); ` +
    `${batches} batch writes for ${expected} beacons; 'Lo más leído' 1h sums to ${mostReadSum}.`,
);
const beaconStatuses = phases.lecturas.flatMap((phase) => [...phase.statuses]);
if (beaconStatuses.some(([status]) => status !== 204)) {
  console.error('A beacon was not accepted with 204.');
  failed = true;
}
if (
  counted.rows !== expected ||
  settled.rows !== expected ||
  settled.readers !== expected ||
  mostReadSum !== expected
) {
  console.error(`The count is not exact: expected ${expected}.`);
  failed = true;
}
file.close();
await server.stop();
rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
