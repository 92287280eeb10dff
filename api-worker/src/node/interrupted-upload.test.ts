/**
 * An upload cut off half-way (the browser closed, the connection dropped) against the real Node
 * server: nothing of it may be stored, no row may point to a missing image, and after the
 * orphan cleanup no unreferenced file may be left, neither of that upload nor of one whose form
 * was never saved.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageVariantPath } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../test-support/staff-access.ts';
import { jpegLike, tinyJpeg } from '../../test-support/back-office.ts';
import type { AppDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createDiskMediaStore } from '../media/disk-media-store.ts';
import { cleanUpOrphanMedia, DEFAULT_ORPHAN_GRACE_MS } from '../media/orphan-cleanup.ts';
import { openNodeDatabase } from './database.ts';
import { startNodeServer, type RunningServer } from './server.ts';

const tempDir = mkdtempSync(join(tmpdir(), 'portal-upload-cut-'));
const databaseUrl = `file:${join(tempDir, 'portal.db')}`;
const mediaDir = join(tempDir, 'media');
const PASSWORD = 'clave-de-la-redaccion';
let server: RunningServer;
/** A second connection to the server's database file, as the cleanup job has. */
let db: AppDatabase;
let cookie: string;

beforeAll(async () => {
  db = await openNodeDatabase(databaseUrl);
  await migrate(db);
  const user = await insertStaffUser(db, {
    username: 'redaccion',
    privilegios: ['noticias'],
    password: PASSWORD,
  });
  // The user's photo (shown as the author's on their news), so every reference has its file.
  await createDiskMediaStore(mediaDir).put(`usuarios/${user._id}.jpg`, tinyJpeg(), 'image/jpeg');
  server = await startNodeServer({ port: 0, databaseUrl, mediaDir, seed: false, quiet: true });
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ username: 'redaccion', contraseña: PASSWORD }),
  });
  expect(response.status).toBe(200);
  cookie = response.headers.get('Set-Cookie')!.split(';')[0]!;
});

afterAll(async () => {
  await server?.close();
  db?.$client.close();
  rmSync(tempDir, { recursive: true, force: true });
});

function multipartBody(boundary: string, bytes: Uint8Array): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\nnoticias\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** Sends the first half of an upload's body, then destroys the socket; resolves with what the client saw. */
function cutOffUpload(bytes: Uint8Array): Promise<string> {
  const boundary = 'corte-a-la-mitad';
  const body = multipartBody(boundary, bytes);
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const req = request({
      host: 'localhost',
      port,
      method: 'POST',
      path: '/api/upload-image',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': body.length,
        Cookie: cookie,
        Origin: server.url,
      },
    });
    req.on('response', (response) => resolve(`answered ${response.statusCode}`));
    req.on('error', (error) => resolve(`error ${error.message}`));
    req.write(body.subarray(0, body.length >> 1), () => {
      // Let the server read the half it was sent before the connection drops.
      setTimeout(() => req.destroy(), 300);
    });
  });
}

async function upload(bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('folder', 'noticias');
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'foto.jpg');
  const response = await fetch(`${server.url}/api/upload-image`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: server.url },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

const storedFiles = () =>
  (readdirSync(mediaDir, { recursive: true }) as string[])
    .filter((entry) => entry.includes('.'))
    .map((entry) => entry.split('\\').join('/'))
    .sort();

describe('an upload interrupted half-way', () => {
  it('stores nothing, breaks no row, and leaves no orphan after the cleanup', async () => {
    // A saved form: the news item uses its upload (and the upload's resized copies).
    const savedUrl = await upload(tinyJpeg(32, 24));
    const savedKey = savedUrl.replace('/media/', '');
    const media = createDiskMediaStore(mediaDir);
    for (const width of [400, 800] as const) {
      await media.put(imageVariantPath(savedKey, width), tinyJpeg(8, 6), 'image/jpeg');
    }
    const created = await fetch(`${server.url}/api/crearnoticia`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie },
      body: JSON.stringify({
        provincia: 'Santiago del Estero',
        img_portada: savedUrl,
        titulo: 'Con portada',
        descripcion: 'Resumen.',
        texto: '<p>Cuerpo.</p>',
      }),
    });
    expect(created.status).toBe(200);
    const before = storedFiles();

    // 600 kB cut off after about 300 kB.
    const seen = await cutOffUpload(jpegLike(600_000));
    expect(seen).toMatch(/^error /);
    // A form whose upload went through but which was never saved.
    const abandonedUrl = await upload(tinyJpeg(16, 12));
    const abandonedKey = abandonedUrl.replace('/media/', '');

    // Nothing of the cut-off upload reached the store, not even a temporary file.
    expect(storedFiles()).toEqual([...before, abandonedKey].sort());
    expect(storedFiles().some((name) => name.endsWith('.partial'))).toBe(false);

    // Right away, the cleanup keeps the abandoned upload (its form may still be open)…
    const now = await cleanUpOrphanMedia(db, media);
    expect(now.missing).toEqual([]);
    expect(now.deleted).toEqual([]);
    expect(now.keptRecent).toEqual([abandonedKey]);

    // …and once the grace period is over, only what a row uses is left.
    const later = await cleanUpOrphanMedia(db, media, {
      now: new Date(Date.now() + DEFAULT_ORPHAN_GRACE_MS + 60_000),
    });
    expect(later.missing).toEqual([]);
    expect(later.deleted).toEqual([abandonedKey]);
    expect(storedFiles()).toEqual(before);
    expect(before).toEqual(
      expect.arrayContaining([savedKey, imageVariantPath(savedKey, 400), imageVariantPath(savedKey, 800)]),
    );
    expect((await fetch(`${server.url}${savedUrl}`)).status).toBe(200);
    expect((await fetch(`${server.url}${abandonedUrl}`)).status).toBe(404);
  });
});
