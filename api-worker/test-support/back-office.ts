/**
 * Helpers for the back-office tests: the app over in-memory libSQL and media, staff members who
 * log in through POST /api/login, JSON and multipart calls, real image bytes, and the error shape.
 */
import { deflateSync } from 'node:zlib';
import { apiErrorSchema, type Privilege } from '@portal/contracts';
import jpeg from 'jpeg-js';
import { expect } from 'vitest';
import { insertStaffUser, jsonCall, sessionCookieOf, type TestStaffUser } from './staff-access.ts';
import { createTestApp } from './create-test-app.ts';

const TEST_PASSWORD = 'clave-de-prueba';

export type BackOfficeTestApp = Awaited<ReturnType<typeof createBackOfficeTestApp>>;

export interface LoggedInMember extends TestStaffUser {
  cookie: string;
}

export async function createBackOfficeTestApp() {
  const t = await createTestApp();
  let sequence = 0;

  return {
    ...t,

    /** A new staff member holding `privilegios`, logged in through POST /api/login. */
    async loginAs(privilegios: Privilege[], username = `staff${++sequence}`): Promise<LoggedInMember> {
      const user = await insertStaffUser(t.db, { username, privilegios, password: TEST_PASSWORD });
      const response = await t.app.request(
        '/api/login',
        jsonCall('POST', { username, contraseña: TEST_PASSWORD }),
      );
      expect(response.status, await response.clone().text()).toBe(200);
      return { ...user, cookie: sessionCookieOf(response) };
    },

    /** A JSON call (`body` may be a string, sent as it is) with a member's session. */
    send(method: string, path: string, body: unknown, member?: LoggedInMember): Promise<Response> {
      return Promise.resolve(t.app.request(path, jsonCall(method, body, { cookie: member?.cookie })));
    },

    /** POST /api/upload-image with `file` (bytes, name, declared type) and `folder`. */
    upload(member: LoggedInMember, parts: UploadParts): Promise<Response> {
      const { bytes, name = 'foto.png', type = '' } = parts;
      // `folder: undefined` sends no folder at all.
      const folder = 'folder' in parts ? parts.folder : 'noticias';
      const form = new FormData();
      if (folder !== undefined) form.append('folder', folder);
      if (bytes !== undefined)
        form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
      return Promise.resolve(
        t.app.request('/api/upload-image', {
          method: 'POST',
          body: form,
          headers: { Cookie: member.cookie },
        }),
      );
    },

    /** Uploads a real PNG and answers its URL (`/media/<key>`). */
    async uploadedImage(member: LoggedInMember, folder = 'noticias'): Promise<string> {
      const response = await this.upload(member, { bytes: tinyPng(), folder });
      expect(response.status).toBe(200);
      return ((await response.json()) as { url: string }).url;
    },

    /** Whether the media store holds the image of a `/media/<key>` URL. */
    async isStored(url: string): Promise<boolean> {
      return (await t.media.get(url.replace(/^\/media\//, ''))) !== null;
    },
  };
}

export interface UploadParts {
  bytes?: Uint8Array;
  name?: string;
  type?: string;
  folder?: string | undefined;
}

/** Expects a 4xx `{ msg }` in Spanish (never an English default) and returns the message. */
export async function expectError(response: Response, status: number): Promise<string> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  const { msg } = apiErrorSchema.strict().parse(body);
  expect(msg).not.toMatch(/invalid|expected|required|undefined|received|error:/i);
  return msg;
}

// ---------------------------------------------------------------------------------------------
// Real image bytes.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(new TextEncoder().encode(type), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

/** A valid `width`×`height` RGB PNG (a gradient), built with node:zlib. */
export function tinyPng(width = 4, height = 3): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, default compression/filter, no interlace
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) raw.set([x * 40, y * 60, 128], row + 1 + x * 3);
  }
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', new Uint8Array(deflateSync(raw))),
    pngChunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

/** A valid small JPEG, encoded with jpeg-js. */
export function tinyJpeg(width = 8, height = 8): Uint8Array {
  const data = Buffer.alloc(width * height * 4, 0x80);
  return new Uint8Array(jpeg.encode({ data, width, height }, 80).data);
}

/** `size` bytes that start as a JPEG: big files without encoding a big picture. */
export function jpegLike(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
  return bytes;
}
