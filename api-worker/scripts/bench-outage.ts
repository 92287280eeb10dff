/**
 * `pnpm bench:outage [--connections <n>] [--phase <s>]`: public reads under load while the
 * database goes away and comes back (DESIGN §13). The Node server (in this process) talks to a
 * real libSQL server (the local Hrana server over a file) through the fault-injecting proxy of
 * test-support; the warmed public URLs are read at `--connections` connections through four
 * phases of `--phase` seconds each: healthy, refused, hung, healed. Meanwhile a staff session
 * creates news one after another. It prints reads/s, p99 and the answers by status per phase,
 * and the writes acknowledged vs. found in the database afterwards; it exits 1 when a warmed read
 * got a 5xx or an acknowledged write is missing.
 * A benchmark, not a test: `pnpm test` never runs it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from '@libsql/client';
import autocannon, { type Result } from 'autocannon';
import { drizzle } from 'drizzle-orm/libsql';
import { startFaultProxy } from '../test-support/fault-proxy.ts';
import { insertNews } from '../test-support/content-fixtures.ts';
import { newsCreateBody } from '../test-support/staff-request-bodies.ts';
import { insertStaffUser } from '../test-support/staff-access.ts';
import * as schema from '../src/db/schema.ts';
import { startNodeServer } from '../src/node/server.ts';
import { startHranaServer } from './hrana-server.ts';

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    phase: { type: 'string', default: '10' },
  },
});
const connections = Number(options.connections);
const phaseSeconds = Number(options.phase);
const PASSWORD = 'clave-del-banco-de-cortes';
const WARMED = [
  '/api/noticias/10/1',
  '/api/noticias/Salta/10/1',
  '/api/noticia/%ID%',
  '/rss.xml',
  '/sitemap.xml',
];

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-outage-'));
const hrana = await startHranaServer({ port: 0, databasePath: join(dir, 'portal.db') });
const proxy = await startFaultProxy({ host: '127.0.0.1', port: Number(new URL(hrana.url).port) });
const server = await startNodeServer({
  quiet: true,
  port: 0,
  databaseUrl: proxy.url,
  mediaDir: join(dir, 'media'),
  lastGoodCopiesDir: join(dir, 'copias'),
  seed: false,
  orphanCleanup: false,
});
const file = createClient({ url: `file:${join(dir, 'portal.db')}` });
const db = drizzle(file, { schema });
const [first] = await insertNews(
  db,
  ...Array.from({ length: 30 }, (_, index) => ({ titulo: `Noticia ${index + 1}`, provincia: 'Salta' })),
);
await insertStaffUser(db, { username: 'editora', privilegios: ['noticias', 'edicion'], password: PASSWORD });
const paths = WARMED.map((path) => path.replace('%ID%', first!._id));

const login = await fetch(`${server.url}/api/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: server.url },
  body: JSON.stringify({ username: 'editora', contraseña: PASSWORD }),
});
const cookie = (login.headers.get('Set-Cookie') ?? '').split(';')[0]!;
for (const path of paths) await (await fetch(server.url + path)).text();

/** A staff session creating news one after another: what it was told was stored. */
let writing = true;
const acknowledged: string[] = [];
const writeStatuses = new Map<number, number>();
const writes = (async () => {
  for (let n = 0; writing; n++) {
    const response = await fetch(`${server.url}/api/crearnoticia`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie },
      body: JSON.stringify({ ...newsCreateBody(), titulo: `Escrita durante el banco ${n}` }),
    }).catch(() => undefined);
    const status = response?.status ?? 0;
    writeStatuses.set(status, (writeStatuses.get(status) ?? 0) + 1);
    if (response?.status === 200) acknowledged.push(((await response.json()) as { id: string }).id);
    else await response?.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
})();

const phases: [string, () => void][] = [
  ['sana', () => proxy.heal()],
  ['rechaza', () => proxy.refuse()],
  ['colgada', () => proxy.hang()],
  ['recuperada', () => proxy.heal()],
];
let failed = false;
console.log(
  `Lecturas de ${paths.length} URL ya leídas, ${connections} conexiones, ${phaseSeconds} s por fase.`,
);
for (const [name, apply] of phases) {
  apply();
  const result: Result = await autocannon({
    url: server.url,
    connections,
    duration: phaseSeconds,
    requests: paths.map((path) => ({ path })),
  });
  const codes = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  console.log(
    `  ${name.padEnd(10)} ${result.requests.average.toFixed(0).padStart(6)} lecturas/s, p99 ${String(result.latency.p99).padStart(5)} ms — ${codes}` +
      (result.errors + result.timeouts > 0
        ? `, ${result.errors} errores, ${result.timeouts} sin respuesta`
        : ''),
  );
  if (result['5xx'] > 0 || result.errors + result.timeouts > 0) failed = true;
}
writing = false;
await writes;
const stored = new Set((await file.execute('SELECT _id FROM noticias')).rows.map((row) => String(row._id)));
const lost = acknowledged.filter((id) => !stored.has(id));
const statuses = [...writeStatuses].map(([status, count]) => `${status}: ${count}`).join(', ');
console.log(`Escrituras: ${statuses}; confirmadas ${acknowledged.length}, perdidas ${lost.length}.`);
if (lost.length > 0) failed = true;

file.close();
await server.close();
await proxy.close();
await hrana.close();
rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
