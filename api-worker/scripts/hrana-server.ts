/**
 * A small libSQL server (Hrana v2 over HTTP, JSON) on top of the `libsql` package, so that
 * `@libsql/client/web` and drizzle inside `wrangler dev` (workerd has no filesystem) reach a
 * local SQLite file the way production reaches Turso. No sqld exists in npm or Debian.
 *
 * Each stream has its own connection; a baton names the stream between requests. While a
 * stream holds an open transaction, other streams wait for it (asynchronously), because a
 * synchronous SQLite busy-wait would block the very event loop that must deliver its COMMIT.
 *
 * Run directly: `HRANA_PORT=8788 HRANA_DB=data/edge.db tsx api-worker/scripts/hrana-server.ts`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Database from 'libsql';

type Connection = InstanceType<typeof Database>;
type SqlValue = null | bigint | number | string | Uint8Array;
type HranaValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string };
interface HranaStmt {
  sql?: string;
  sql_id?: number;
  args?: HranaValue[];
  named_args?: { name: string; value: HranaValue }[];
  want_rows?: boolean;
}
type BatchCond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: BatchCond }
  | { type: 'and' | 'or'; conds: BatchCond[] }
  | { type: 'is_autocommit' };
type StreamRequest =
  | { type: 'close' }
  | { type: 'execute'; stmt: HranaStmt }
  | { type: 'batch'; batch: { steps: { condition?: BatchCond | null; stmt: HranaStmt }[] } }
  | { type: 'sequence'; sql?: string; sql_id?: number }
  | { type: 'store_sql'; sql_id: number; sql: string }
  | { type: 'close_sql'; sql_id: number }
  | { type: 'get_autocommit' };

interface Stream {
  conn: Connection;
  sqls: Map<number, string>;
  lastUsed: number;
}

const STREAM_IDLE_MS = 30_000;
const LOCK_WAIT_MS = 10_000;

export interface HranaServerOptions {
  port?: number;
  /** The SQLite file; its folder is created when missing. */
  databasePath: string;
  host?: string;
}

export interface RunningHranaServer {
  url: string;
  close(): Promise<void>;
}

export async function startHranaServer({
  port = 8788,
  databasePath,
  host = '127.0.0.1',
}: HranaServerOptions): Promise<RunningHranaServer> {
  const path = resolve(databasePath);
  mkdirSync(dirname(path), { recursive: true });
  const open = () => new Database(path, { timeout: 2000 });
  open().exec('PRAGMA journal_mode = WAL');

  const streams = new Map<string, Stream>();
  const idle: Connection[] = [];
  // The stream with an open transaction, which others wait for.
  let lockHolder: Stream | undefined;
  let lockReleased: () => void = () => {};
  let lockFree = Promise.resolve();

  function release(stream: Stream): void {
    if (lockHolder === stream) {
      lockHolder = undefined;
      lockReleased();
    }
  }

  function closeStream(stream: Stream): void {
    if (stream.conn.inTransaction) stream.conn.exec('ROLLBACK');
    release(stream);
    // Connections outside a transaction are clean: keep a few for the next streams.
    if (idle.length < 4) idle.push(stream.conn);
    else stream.conn.close();
  }

  const sweeper = setInterval(() => {
    for (const [baton, stream] of streams) {
      if (Date.now() - stream.lastUsed > STREAM_IDLE_MS) {
        streams.delete(baton);
        closeStream(stream);
      }
    }
  }, 5_000);
  sweeper.unref();

  async function handlePipeline(body: { baton?: string | null; requests: StreamRequest[] }) {
    let stream: Stream;
    if (body.baton) {
      const found = streams.get(body.baton);
      if (!found) return { status: 400, json: { message: 'Unknown or expired baton' } };
      streams.delete(body.baton);
      stream = found;
    } else {
      stream = { conn: idle.pop() ?? open(), sqls: new Map(), lastUsed: Date.now() };
    }

    const deadline = Date.now() + LOCK_WAIT_MS;
    while (lockHolder && lockHolder !== stream && Date.now() < deadline) {
      await Promise.race([lockFree, new Promise((r) => setTimeout(r, 100))]);
    }

    let closed = false;
    const results = body.requests.map((request) => {
      try {
        if (closed) throw new Error('Stream is closed');
        if (request.type === 'close') {
          closed = true;
          return ok({ type: 'close' });
        }
        return ok(runRequest(stream, request));
      } catch (error) {
        return { type: 'error', error: toHranaError(error) };
      }
    });

    stream.lastUsed = Date.now();
    if (closed) {
      closeStream(stream);
      return { status: 200, json: { baton: null, base_url: null, results } };
    }
    if (stream.conn.inTransaction && lockHolder !== stream) {
      lockHolder = stream;
      lockFree = new Promise((r) => (lockReleased = r));
    } else if (!stream.conn.inTransaction) {
      release(stream);
    }
    const baton = randomUUID();
    streams.set(baton, stream);
    return { status: 200, json: { baton, base_url: null, results } };
  }

  const server = createServer((req, res) => {
    handleHttp(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });

  async function handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && (url.pathname === '/v2' || url.pathname === '/health'))
      return send(res, 200, {});
    if (req.method === 'POST' && url.pathname === '/v2/pipeline') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          baton?: string | null;
          requests: StreamRequest[];
        };
      } catch {
        return send(res, 400, { message: 'Invalid JSON body' });
      }
      const { status, json } = await handlePipeline(body);
      return send(res, status, json);
    }
    // The client probes v3 only when asked to; answering 404 keeps it on v2.
    return send(res, 404, { message: 'Not found' });
  }

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, () => resolveListen());
  });
  const { port: actualPort } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${actualPort}`,
    close: async () => {
      clearInterval(sweeper);
      await new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      });
      for (const stream of streams.values()) closeStream(stream);
      streams.clear();
      for (const conn of idle.splice(0)) conn.close();
    },
  };
}

function ok(response: object) {
  return { type: 'ok', response };
}

function send(res: ServerResponse, status: number, json: unknown): void {
  // The client parses error bodies only when the type is exactly application/json.
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(json));
}

function runRequest(stream: Stream, request: Exclude<StreamRequest, { type: 'close' }>): object {
  const { conn, sqls } = stream;
  switch (request.type) {
    case 'execute':
      return { type: 'execute', result: execute(conn, sqls, request.stmt) };
    case 'batch': {
      const results: (object | null)[] = [];
      const errors: (object | null)[] = [];
      for (const step of request.batch.steps) {
        if (step.condition && !holds(step.condition, results, errors, conn)) {
          results.push(null);
          errors.push(null);
          continue;
        }
        try {
          results.push(execute(conn, sqls, step.stmt));
          errors.push(null);
        } catch (error) {
          results.push(null);
          errors.push(toHranaError(error));
        }
      }
      return { type: 'batch', result: { step_results: results, step_errors: errors } };
    }
    case 'sequence':
      conn.exec(sqlOf(sqls, request.sql, request.sql_id));
      return { type: 'sequence' };
    case 'store_sql':
      sqls.set(request.sql_id, request.sql);
      return { type: 'store_sql' };
    case 'close_sql':
      sqls.delete(request.sql_id);
      return { type: 'close_sql' };
    case 'get_autocommit':
      return { type: 'get_autocommit', is_autocommit: !conn.inTransaction };
    default:
      throw new Error(`Unsupported request ${(request as { type: string }).type}`);
  }
}

function holds(
  cond: BatchCond,
  results: (object | null)[],
  errors: (object | null)[],
  conn: Connection,
): boolean {
  switch (cond.type) {
    case 'ok':
      return results[cond.step] != null;
    case 'error':
      return errors[cond.step] != null;
    case 'not':
      return !holds(cond.cond, results, errors, conn);
    case 'and':
      return cond.conds.every((c) => holds(c, results, errors, conn));
    case 'or':
      return cond.conds.some((c) => holds(c, results, errors, conn));
    case 'is_autocommit':
      return !conn.inTransaction;
  }
}

function sqlOf(sqls: Map<number, string>, sql: string | undefined, sqlId: number | undefined): string {
  const text = sql ?? (sqlId === undefined ? undefined : sqls.get(sqlId));
  if (text === undefined) throw new Error(`Unknown SQL id ${sqlId}`);
  return text;
}

function execute(conn: Connection, sqls: Map<number, string>, stmt: HranaStmt) {
  const prepared = conn.prepare(sqlOf(sqls, stmt.sql, stmt.sql_id));
  prepared.safeIntegers(true);
  const args: SqlValue[] | Record<string, SqlValue> =
    stmt.named_args && stmt.named_args.length > 0
      ? Object.fromEntries(
          stmt.named_args.map(({ name, value }) => [name.replace(/^[:@$]/, ''), fromHrana(value)]),
        )
      : (stmt.args ?? []).map(fromHrana);
  let returnsRows = true;
  try {
    // raw() throws for statements that return no rows (INSERT without RETURNING…).
    prepared.raw(true);
  } catch {
    returnsRows = false;
  }
  if (returnsRows) {
    const cols = prepared.columns().map((c) => ({ name: c.name, decltype: c.type }));
    const rows = (prepared.all(args) as SqlValue[][]).map((row) => row.map(toHrana));
    return {
      cols,
      rows: stmt.want_rows === false ? [] : rows,
      affected_row_count: 0,
      last_insert_rowid: null,
    };
  }
  const info = prepared.run(args);
  return {
    cols: [],
    rows: [],
    affected_row_count: info.changes,
    last_insert_rowid: String(info.lastInsertRowid),
  };
}

function fromHrana(value: HranaValue): SqlValue {
  switch (value.type) {
    case 'null':
      return null;
    case 'integer':
      return BigInt(value.value);
    case 'float':
      return value.value;
    case 'text':
      return value.value;
    case 'blob':
      return Buffer.from(value.base64, 'base64');
  }
}

function toHrana(value: SqlValue): HranaValue {
  if (value === null || value === undefined) return { type: 'null' };
  if (typeof value === 'bigint') return { type: 'integer', value: value.toString() };
  if (typeof value === 'number') return { type: 'float', value };
  if (typeof value === 'string') return { type: 'text', value };
  return { type: 'blob', base64: Buffer.from(value).toString('base64') };
}

function toHranaError(error: unknown): { message: string; code?: string } {
  const { message, code } = error as { message?: string; code?: string };
  // Like sqld and the local client, answer the base code ('SQLITE_CONSTRAINT', not
  // 'SQLITE_CONSTRAINT_UNIQUE'), so code that checks it works the same in both runtimes.
  const baseCode = code?.match(/^SQLITE_[A-Z]+/)?.[0];
  return { message: message ?? String(error), ...(baseCode ? { code: baseCode } : {}) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
  const server = await startHranaServer({
    port: Number(process.env.HRANA_PORT ?? 8788),
    databasePath: resolve(repoRoot, process.env.HRANA_DB ?? 'data/edge.db'),
  });
  console.log(`Servidor libSQL (Hrana v2) en ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
