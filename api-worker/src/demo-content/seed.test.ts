import {
  CENTRAL_BANNER_ID,
  foldText,
  imageVariantPath,
  imageVariantWidth,
  objectIdSchema,
  toArgentinaDate,
} from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { readImageDimensions } from '../media/image-dimensions.ts';
import { detectImageKind } from '../media/image-signature.ts';
import { createMemoryMediaStore } from '../media/memory-media-store.ts';
import { createTestDatabase } from '../../test-support/create-test-app.ts';
import { verifyPassword } from '../auth/password.ts';
import type { AppDatabase } from '../db/database.ts';
import {
  albums,
  bannerImages,
  banners,
  categorias,
  eventos,
  noticias,
  portadaDestacadas,
  publis,
  usuarios,
} from '../db/schema.ts';
import { DEMO_STAFF_PASSWORD as DEMO_PASSWORD } from '../config/config.ts';
import { isDatabaseEmpty, seedIfEmpty, type SeedSummary } from './seed.ts';

const now = new Date();
let db: AppDatabase;
const media = createMemoryMediaStore();
let summary: SeedSummary | null;
let seconds: number;

beforeAll(async () => {
  db = await createTestDatabase();
  const started = performance.now();
  summary = await seedIfEmpty(db, media, { adminPassword: 'clave-de-admin', now });
  seconds = (performance.now() - started) / 1000;
});

function mediaKey(url: string): string {
  expect(url).toMatch(/^\/media\//);
  return url.slice('/media/'.length);
}

describe('demo seed', () => {
  it('runs on an empty database, quickly, and only once', async () => {
    expect(summary).not.toBeNull();
    // About 3 s on an idle 2-core machine; the bound only catches a pathological slowdown, since
    // a loaded CI box can take several times longer.
    expect(seconds).toBeLessThan(30);
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(await seedIfEmpty(db, media, { adminPassword: 'otra' })).toBeNull();
  });

  it('files every news item under a category with tags and a unique slug, and pins two to the home', async () => {
    const rows = await db.select().from(noticias);
    const slugs = new Set((await db.select().from(categorias)).map((c) => c.slug));
    for (const row of rows) {
      expect(slugs.has(row.categoria ?? '')).toBe(true);
      expect(row.etiquetas.length).toBeGreaterThan(0);
      expect(row.etiquetas_slug).toHaveLength(row.etiquetas.length);
    }
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    expect(await db.select().from(portadaDestacadas)).toHaveLength(2);
  });

  it('writes 60+ news items over 8+ provinces, some from the last 48 hours', async () => {
    const rows = await db.select().from(noticias);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((row) => row.provincia)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((row) => row.titulo)).size).toBe(rows.length);
    const recent = rows.filter((row) => now.getTime() - Date.parse(row.created_at) < 48 * 3600_000);
    expect(recent.length).toBeGreaterThanOrEqual(3);
    const oldest = Math.min(...rows.map((row) => Date.parse(row.created_at)));
    expect(now.getTime() - oldest).toBeGreaterThan(45 * 86_400_000);
    for (const row of rows) {
      expect(objectIdSchema.safeParse(row._id).success).toBe(true);
      expect(row.texto.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(row.search_text).toContain(foldText(row.titulo).split(' ')[0]);
      expect(await media.get(mediaKey(row.img_portada))).not.toBeNull();
    }
  });

  it('writes 20 events, past and upcoming', async () => {
    const rows = await db.select().from(eventos);
    const today = toArgentinaDate(now);
    expect(rows).toHaveLength(20);
    expect(rows.some((row) => row.fecha < today)).toBe(true);
    expect(rows.some((row) => row.fecha >= today)).toBe(true);
    expect(new Set(rows.map((row) => row.provincia)).size).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.direccion).not.toBe('');
      expect(row.horario).toMatch(/hs$/);
      expect(await media.get(mediaKey(row.flayer))).not.toBeNull();
    }
  });

  it('writes 12 albums of 5 to 30 photos, each stored under its own key', async () => {
    const rows = await db.select().from(albums);
    expect(rows).toHaveLength(12);
    const keys = new Set<string>();
    for (const row of rows) {
      expect(row.fotos.length).toBeGreaterThanOrEqual(5);
      expect(row.fotos.length).toBeLessThanOrEqual(30);
      expect(row.portada).toBe(row.fotos[0]);
      for (const foto of row.fotos) keys.add(mediaKey(foto));
    }
    expect(keys.size).toBe(rows.reduce((total, row) => total + row.fotos.length, 0));
    // Each photo and its 400 px copy, nothing else.
    const stored = await media.list('albums/');
    expect(stored.filter((key) => imageVariantWidth(key) === null)).toHaveLength(keys.size);
    expect(stored).toHaveLength(keys.size * 2);
  });

  it('writes 6 ads, some expired, slots spread over 0–8', async () => {
    const rows = await db.select().from(publis);
    expect(rows).toHaveLength(6);
    const today = toArgentinaDate(now);
    expect(rows.some((row) => row.egreso <= today)).toBe(true);
    expect(rows.some((row) => row.egreso > today)).toBe(true);
    const slots = new Set(rows.flatMap((row) => [row.inicio, row.noticias, row.agenda, row.galeria]));
    expect(slots).toContain(0);
    expect(slots).toContain(8);
    expect([...slots].every((slot) => slot >= 0 && slot <= 8)).toBe(true);
  });

  it('writes the central banner, whose images are also in the banner bank', async () => {
    const [banner] = await db.select().from(banners);
    expect(banner?._id).toBe(CENTRAL_BANNER_ID);
    const bank = await db.select().from(bannerImages);
    const bankUrls = bank.map((image) => image.url);
    expect(bankUrls).toContain(banner?.bannerFull);
    expect(bankUrls).toContain(banner?.bannerMobile);
    for (const image of bank) expect(image.url).toBe(`/media/${image.public_id}`);
    expect(await media.get(mediaKey(banner!.bannerFull))).not.toBeNull();
  });

  it('creates four staff users with salted hashes that verify, never plain passwords', async () => {
    const rows = await db.select().from(usuarios);
    const byName = Object.fromEntries(rows.map((row) => [row.username, row]));
    expect(Object.keys(byName).sort()).toEqual(['admin', 'corresponsal', 'fotografo', 'redactor']);
    expect(byName.admin?.privilegios).toEqual([
      'noticias',
      'galeria',
      'agenda',
      'usuarios',
      'publicidad',
      'secciones',
      'edicion',
    ]);
    // DESIGN §11: the redactor is an editor; the corresponsal writes for review.
    expect(byName.redactor?.privilegios).toEqual(['noticias', 'edicion']);
    expect(byName.corresponsal?.privilegios).toEqual(['noticias']);
    expect(byName.fotografo?.privilegios).toEqual(['galeria']);
    expect(await verifyPassword(DEMO_PASSWORD, byName.corresponsal!.password_hash)).toBe(true);
    expect(await verifyPassword('clave-de-admin', byName.admin!.password_hash)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, byName.redactor!.password_hash)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, byName.fotografo!.password_hash)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, byName.admin!.password_hash)).toBe(false);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^pbkdf2\$100000\$/);
      expect(JSON.stringify(row)).not.toContain(DEMO_PASSWORD);
      expect(JSON.stringify(row)).not.toContain('clave-de-admin');
      expect(row.nombre && row.apellido && row.email && row.foto).toBeTruthy();
      expect(await media.get(mediaKey(row.foto))).not.toBeNull();
    }
  });

  it('stores real JPEG pictures', async () => {
    const [key] = await media.list('noticias/');
    const object = await media.get(key!);
    const bytes = object!.body as Uint8Array;
    expect(object!.contentType).toBe('image/jpeg');
    expect([bytes[0], bytes[1], bytes.at(-2), bytes.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it('stores a 400 px copy beside each picture wider than that, as uploads have', async () => {
    const size = (bytes: Uint8Array) => readImageDimensions(bytes, detectImageKind(bytes)!);
    const [news] = await db.select().from(noticias).limit(1);
    const cover = mediaKey(news!.img_portada);
    const original = await media.get(cover);
    const copy = await media.get(imageVariantPath(cover, 400));
    expect(copy?.contentType).toBe('image/jpeg');
    const { width, height } = size(original!.body as Uint8Array)!;
    expect(size(copy!.body as Uint8Array)).toEqual({
      width: 400,
      height: Math.round((height * 400) / width),
    });
    // The wider ones are left to the media route's fallback (see demo-content/images.ts).
    expect(await media.get(imageVariantPath(cover, 800))).toBeNull();
    // Avatars (200 px) get none.
    const [user] = await db.select().from(usuarios).limit(1);
    expect(await media.get(imageVariantPath(mediaKey(user!.foto), 400))).toBeNull();
  });
});
