/**
 * `pnpm bench:api [--big] [--duration <s>] [--connections <n>] [--keep]`: the public news API
 * under load. Seeds a fresh temporary database with 10 000 news (100 000 with --big), starts the
 * Node server (startNodeServer) in a child process, so that the load generator does not share
 * its event loop, and runs autocannon (10 connections, 10 s) on the news list, the province list
 * (page 1 and page 500 of each), the detail and the search, printing requests/s, p50 and p99.
 * A benchmark, not a test: `pnpm test` never runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { migrate } from '../src/db/migrate.ts';
import { openNodeDatabase } from '../src/node/database.ts';
import { startNodeServer } from '../src/node/server.ts';
import { HOME_PROVINCE, VISITOR_SEARCH_TERMS, insertBenchNews } from './bench-api-seed.ts';

const TARGETS = { listP99Ms: 15, detailP99Ms: 15, searchP50MsAt100k: 20, deepPageCostRatio: 1.5 };
const LIMIT = 10;
/** USER_HZ: Linux reports process times in hundredths of a second. */
const CLOCK_TICKS_PER_SECOND = 100;
const DEEP_PAGE = 500;

interface Scenario {
  name: string;
  paths: string[];
}

interface Measured extends Scenario {
  rps: number;
  /** The server process's CPU time per answered request (user + system), when /proc tells it. */
  cpuMs: number | undefined;
  p50: number;
  p99: number;
  average: number;
  failures: number;
}

async function serveChild(databaseUrl: string, mediaDir: string): Promise<void> {
  const server = await startNodeServer({
    port: 0,
    databaseUrl,
    mediaDir,
    shellDir: mediaDir,
    seed: false,
    quiet: true,
  });
  process.stdout.write(`READY ${server.url}\n`);
  process.once('SIGTERM', () => {
    void server.close().then(() => process.exit(0));
  });
}

/** Starts this script as the server in a child process; resolves with its URL. */
function startServerProcess(
  databaseUrl: string,
  mediaDir: string,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--serve', databaseUrl, mediaDir],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, SEED_DEMO: 'false' } },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before it was ready.`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ url: line.slice('READY '.length), child });
    });
  });
}

/** The CPU time (ms) a process has used so far, from /proc (Linux); undefined elsewhere. */
function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name: state is the 3rd, utime the 14th, stime the 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

async function measure(
  url: string,
  scenario: Scenario,
  duration: number,
  connections: number,
  serverPid?: number,
): Promise<Measured> {
  const cpuBefore = processCpuMs(serverPid);
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: scenario.paths.map((path) => ({ method: 'GET', path })),
  });
  const cpuAfter = processCpuMs(serverPid);
  const answered = result['2xx'] + result.non2xx;
  return {
    ...scenario,
    rps: result.requests.average,
    cpuMs:
      cpuBefore === undefined || cpuAfter === undefined || answered === 0
        ? undefined
        : (cpuAfter - cpuBefore) / answered,
    p50: result.latency.p50,
    p99: result.latency.p99,
    average: result.latency.average,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      big: { type: 'boolean', default: false },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      keep: { type: 'boolean', default: false },
    },
  });
  const size = values.big ? 100_000 : 10_000;
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const databasePath = join(dir, 'bench.db');
  const databaseUrl = `file:${databasePath}`;
  let child: ChildProcess | undefined;

  try {
    const db = await openNodeDatabase(databaseUrl);
    await migrate(db);
    db.$client.close();
    let started = Date.now();
    insertBenchNews(databasePath, size);
    console.log(
      `${size.toLocaleString('es-AR')} noticias en ${databasePath} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );

    const sample = await openNodeDatabase(databaseUrl);
    const ids = (
      await sample.$client.execute({
        sql: 'SELECT _id FROM noticias ORDER BY _id LIMIT 1000',
        args: [],
      })
    ).rows.map((row) => String(row._id));
    sample.$client.close();

    started = Date.now();
    const server = await startServerProcess(databaseUrl, join(dir, 'media'));
    child = server.child;
    console.log(`Servidor Node en ${server.url} (${Date.now() - started} ms)`);

    const province = encodeURIComponent(HOME_PROVINCE);
    const scenarios: Scenario[] = [
      { name: 'list, page 1', paths: [`/api/noticias/${LIMIT}/1`] },
      { name: `list, page ${DEEP_PAGE}`, paths: [`/api/noticias/${LIMIT}/${DEEP_PAGE}`] },
      { name: 'province list, page 1', paths: [`/api/noticias/${province}/${LIMIT}/1`] },
      {
        name: `province list, page ${DEEP_PAGE}`,
        paths: [`/api/noticias/${province}/${LIMIT}/${DEEP_PAGE}`],
      },
      { name: `detail (${ids.length} ids)`, paths: ids.map((id) => `/api/noticia/${id}`) },
      {
        name: `search (${VISITOR_SEARCH_TERMS.length} terms)`,
        paths: VISITOR_SEARCH_TERMS.map((term) => `/api/noticia/b/${encodeURIComponent(term)}/${LIMIT}/1`),
      },
    ];

    // Warm the JIT and SQLite's page cache on every call before measuring.
    await measure(server.url, { name: 'warm-up', paths: scenarios.flatMap((s) => s.paths) }, 2, connections);

    const results: Measured[] = [];
    for (const scenario of scenarios) {
      const measured = await measure(server.url, scenario, duration, connections, child.pid);
      results.push(measured);
      const cpu = measured.cpuMs === undefined ? '' : `   CPU ${measured.cpuMs.toFixed(2)} ms/pedido`;
      console.log(
        `${scenario.name.padEnd(26)} ${measured.rps.toFixed(0).padStart(7)} req/s   p50 ${String(measured.p50).padStart(3)} ms   p99 ${String(measured.p99).padStart(3)} ms${cpu}` +
          (measured.failures > 0 ? `   ${measured.failures} FALLOS` : ''),
      );
    }

    report(results, { size, duration, connections });
    await reportSearchTerms(server.url, child.pid);
  } finally {
    if (child?.pid !== undefined) child.kill('SIGTERM');
    if (!values.keep) rmSync(dir, { recursive: true, force: true });
  }
}

function report(
  results: Measured[],
  { size, duration, connections }: { size: number; duration: number; connections: number },
) {
  const byName = (prefix: string) => results.find((r) => r.name.startsWith(prefix))!;
  const list = byName('list, page 1');
  const listDeep = byName(`list, page ${DEEP_PAGE}`);
  const province = byName('province list, page 1');
  const provinceDeep = byName(`province list, page ${DEEP_PAGE}`);
  const detail = byName('detail');
  const search = byName('search');
  // Cost per request: the server's CPU time per request (which other load on the machine barely
  // changes), else the inverse of the throughput it sustained.
  const deepCost = (first: Measured, deep: Measured) =>
    first.cpuMs !== undefined && deep.cpuMs !== undefined ? deep.cpuMs / first.cpuMs : first.rps / deep.rps;
  const checks: [string, boolean][] = [
    [
      `list p99 ${list.p99} ms, page ${DEEP_PAGE} ${listDeep.p99} ms < ${TARGETS.listP99Ms} ms`,
      Math.max(list.p99, listDeep.p99) < TARGETS.listP99Ms,
    ],
    [
      `province list p99 ${province.p99} ms, page ${DEEP_PAGE} ${provinceDeep.p99} ms < ${TARGETS.listP99Ms} ms`,
      Math.max(province.p99, provinceDeep.p99) < TARGETS.listP99Ms,
    ],
    [`detail p99 ${detail.p99} ms < ${TARGETS.detailP99Ms} ms`, detail.p99 < TARGETS.detailP99Ms],
    [
      `list page ${DEEP_PAGE} costs ${deepCost(list, listDeep).toFixed(2)}× page 1 (≤ ${TARGETS.deepPageCostRatio}×)`,
      deepCost(list, listDeep) <= TARGETS.deepPageCostRatio,
    ],
    [
      `province list page ${DEEP_PAGE} costs ${deepCost(province, provinceDeep).toFixed(2)}× page 1 (≤ ${TARGETS.deepPageCostRatio}×)`,
      deepCost(province, provinceDeep) <= TARGETS.deepPageCostRatio,
    ],
    [
      `search p50 ${search.p50} ms < ${TARGETS.searchP50MsAt100k} ms (the target is for 100 000 news)`,
      search.p50 < TARGETS.searchP50MsAt100k,
    ],
    ['no failed request', results.every((r) => r.failures === 0)],
  ];
  console.log(
    `\n${size.toLocaleString('es-AR')} noticias, ${connections} conexiones, ${duration} s por escenario:`,
  );
  for (const [label, ok] of checks) console.log(`  ${ok ? 'ok   ' : 'FALLA'} ${label}`);
  console.log(`  búsquedas: ${VISITOR_SEARCH_TERMS.map((t) => `"${t}"`).join(', ')}`);
  console.log(
    `  carga media de la máquina al terminar: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

/** Each search term alone, over one connection: what a single visitor waits, with no queue. */
async function reportSearchTerms(url: string, serverPid: number | undefined): Promise<void> {
  console.log('  cada búsqueda sola (1 conexión, 2 s):');
  for (const term of VISITOR_SEARCH_TERMS) {
    const path = `/api/noticia/b/${encodeURIComponent(term)}/${LIMIT}/1`;
    const { noticia } = (await (await fetch(url + path)).json()) as { noticia: { totalDocs: number } };
    const alone = await measure(url, { name: term, paths: [path] }, 2, 1, serverPid);
    const cpu = alone.cpuMs === undefined ? '' : `, CPU ${alone.cpuMs.toFixed(2)} ms/pedido`;
    console.log(
      // One connection: each request waits for the previous answer, so 1/throughput is its time.
      `    "${term}": ${(1000 / alone.rps).toFixed(2)} ms por pedido${cpu}, ${noticia.totalDocs.toLocaleString('es-AR')} resultados`,
    );
  }
}

if (process.argv[2] === '--serve') {
  serveChild(process.argv[3]!, process.argv[4]!).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
