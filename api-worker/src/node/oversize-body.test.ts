/**
 * A body over the limit, sent whole without `Expect: 100-continue` (as browsers and fetch do),
 * through the real Node server: every request gets its 413 with the Spanish message, and the
 * connection is closed cleanly, so that the client's next request (on a new connection) works.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_TOO_LARGE_MESSAGE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE_MESSAGE } from '../http/messages.ts';
import { SESSION_COOKIE, createSession } from '../auth/sessions.ts';
import { newObjectId } from '../db/ids.ts';
import { usuarios } from '../db/schema.ts';
import { openNodeDatabase } from './database.ts';
import { startNodeServer, type RunningServer } from './server.ts';

const tempDir = mkdtempSync(join(tmpdir(), 'portal-oversize-'));
let server: RunningServer;
/** A staff member's session: an upload is refused (401) before its size is looked at otherwise. */
let cookie: string;

beforeAll(async () => {
  mkdirSync(join(tempDir, 'shell'));
  writeFileSync(join(tempDir, 'shell', 'index.html'), '<!doctype html><title>Portal</title>');
  server = await startNodeServer({
    port: 0,
    databaseUrl: `file:${join(tempDir, 'portal.db')}`,
    mediaDir: join(tempDir, 'media'),
    shellDir: join(tempDir, 'shell'),
    seed: false,
    quiet: true,
  });
  const db = await openNodeDatabase(`file:${join(tempDir, 'portal.db')}`);
  const _id = newObjectId();
  await db.insert(usuarios).values({
    _id,
    nombre: 'Julián',
    apellido: 'Paz',
    email: 'redactor@portal-noticias.example',
    username: 'redactor',
    foto: '',
    password_hash: 'sin-clave',
    privilegios: ['noticias'],
    created_at: new Date().toISOString(),
  });
  cookie = `${SESSION_COOKIE}=${(await createSession(db, _id)).token}`;
  db.$client.close();
});

afterAll(async () => {
  await server?.close();
  rmSync(tempDir, { recursive: true, force: true });
});

const TWO_MB_JSON = JSON.stringify({ titulo: 'x'.repeat(2 * 1024 * 1024) });
/** An upload of 21 MB: past the upload route's own limit (two 10 MB images and their form). */
const OVERSIZE_UPLOAD_BYTES = 21 * 1024 * 1024;

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

/** One request over node:http, its whole body written at once (no Expect: 100-continue). */
function postOverHttp(
  agent: Agent,
  path: string,
  body: Buffer | string,
  headers: Record<string, string>,
): Promise<Answer> {
  return new Promise((resolveAnswer, rejectAnswer) => {
    const url = new URL(path, server.url);
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        // Chunked bodies carry no Content-Length.
        headers: headers['Transfer-Encoding']
          ? headers
          : { 'Content-Length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolveAnswer({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            connection: response.headers.connection,
          }),
        );
        response.on('error', rejectAnswer);
      },
    );
    request.on('error', rejectAnswer);
    request.end(body);
  });
}

function getOverHttp(agent: Agent, path: string): Promise<number> {
  return new Promise((resolveStatus, rejectStatus) => {
    const request = httpRequest(new URL(path, server.url), { agent }, (response) => {
      response.resume();
      response.on('end', () => resolveStatus(response.statusCode ?? 0));
    });
    request.on('error', rejectStatus);
    request.end();
  });
}

describe('a refused body on the Node server', () => {
  it('answers twelve 2 MB JSON bodies over node:http with 413 each, and the next request works', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          postOverHttp(agent, '/api/crearnoticia', TWO_MB_JSON, { 'Content-Type': 'application/json' }),
        ),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body)).toEqual({ msg: BODY_TOO_LARGE_MESSAGE });
        expect(answer.connection).toBe('close');
      }
      expect(await getOverHttp(agent, '/api/health')).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('answers 2 MB JSON bodies sent in chunks, without Content-Length, with 413 each', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          postOverHttp(agent, '/api/crearnoticia', TWO_MB_JSON, {
            'Content-Type': 'application/json',
            'Transfer-Encoding': 'chunked',
          }),
        ),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body)).toEqual({ msg: BODY_TOO_LARGE_MESSAGE });
      }
      expect(await getOverHttp(agent, '/api/health')).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('answers twelve 2 MB JSON bodies over fetch with 413 each, and the next request on the pool works', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const response = await fetch(`${server.url}/api/crearnoticia`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: TWO_MB_JSON,
        });
        return { status: response.status, body: (await response.json()) as unknown };
      }),
    );
    expect(answers).toEqual(
      Array.from({ length: 12 }, () => ({ status: 413, body: { msg: BODY_TOO_LARGE_MESSAGE } })),
    );
    const next = await fetch(`${server.url}/api/health`);
    expect(next.status).toBe(200);
  });

  it('answers an oversize upload with 413 and its own message, and the next request works', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    try {
      const boundary = 'limite-de-prueba';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\nnoticias\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="g.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        Buffer.alloc(OVERSIZE_UPLOAD_BYTES, 0xff),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const answers = await Promise.all(
        Array.from({ length: 3 }, () =>
          postOverHttp(agent, '/api/upload-image', body, {
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            Cookie: cookie,
          }),
        ),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body)).toEqual({ msg: UPLOAD_TOO_LARGE_MESSAGE });
        expect(answer.connection).toBe('close');
      }
      expect(await getOverHttp(agent, '/api/health')).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
