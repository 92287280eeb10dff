import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tinyJpeg } from '../../test-support/back-office.ts';
import { bannerImages, usuarios } from '../db/schema.ts';
import { seedDemoContent } from '../demo-content/seed.ts';
import { insertStaffUser } from '../../test-support/staff-access.ts';
import {
  insertAlbums,
  insertBanners,
  insertEvents,
  insertNews,
  insertPublis,
} from '../../test-support/content-fixtures.ts';
import { createTestDatabase } from '../../test-support/create-test-app.ts';
import { createDiskMediaStore } from './disk-media-store.ts';
import { createMemoryMediaStore } from './memory-media-store.ts';
import {
  cleanUpOrphanMedia,
  DEFAULT_ORPHAN_GRACE_MS,
  describeOrphanCleanup,
  MISSING_LISTED,
  mediaKeysInText,
} from './orphan-cleanup.ts';
import { eq } from 'drizzle-orm';

const tempDir = mkdtempSync(join(tmpdir(), 'portal-orphans-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

const JPEG = tinyJpeg();
const HOUR = 60 * 60 * 1000;

/** A disk store whose files can be aged: `put(key, hoursAgo)`. */
function agedDiskStore(name: string) {
  const dir = join(tempDir, name);
  const store = createDiskMediaStore(dir);
  return {
    store,
    dir,
    async put(key: string, hoursAgo: number) {
      await store.put(key, JPEG, 'image/jpeg');
      const when = new Date(Date.now() - hoursAgo * HOUR);
      utimesSync(join(dir, ...key.split('/')), when, when);
    },
  };
}

describe('mediaKeysInText', () => {
  it('finds /media/ keys in URLs, absolute URLs, JSON lists and HTML, without a closing full stop', () => {
    expect(mediaKeysInText('/media/noticias/a.jpg')).toEqual(['noticias/a.jpg']);
    expect(
      mediaKeysInText('["/media/albums/x/01.jpg","https://portal.example/media/albums/x/02.jpg"]'),
    ).toEqual(['albums/x/01.jpg', 'albums/x/02.jpg']);
    expect(
      mediaKeysInText(
        '<p>Ver <img src="/media/noticias/b.w800.jpg" srcset="/media/noticias/b.w400.jpg 400w">. Foto: /media/noticias/c.png.</p>',
      ),
    ).toEqual(['noticias/b.w800.jpg', 'noticias/b.w400.jpg', 'noticias/c.png']);
    expect(mediaKeysInText('https://otro.example/foto.jpg')).toEqual([]);
  });
});

describe('cleanUpOrphanMedia', () => {
  it('keeps every file the demo content uses and finds none of its references broken', async () => {
    const db = await createTestDatabase();
    const media = createMemoryMediaStore();
    await seedDemoContent(db, media, { adminPassword: 'clave-demo' });
    const stored = (await media.list('')).length;
    const farFuture = new Date(Date.now() + 365 * 24 * HOUR);

    const result = await cleanUpOrphanMedia(db, media, { now: farFuture });

    expect(result.deleted).toEqual([]);
    expect(result.missing).toEqual([]);
    expect(result.stored).toBe(stored);
    expect(result.referenced).toBeGreaterThan(50);
    expect((await media.list('')).length).toBe(stored);
    db.$client.close();
  });

  it('deletes only unreferenced files older than the grace period, keeping the copies of used originals', async () => {
    const db = await createTestDatabase();
    const { store, put } = agedDiskStore('mixed');
    const user = await insertStaffUser(db, { username: 'fotografa' });
    const used = [
      'noticias/portada.jpg',
      'noticias/portada.w400.jpg', // a copy of a used original
      'noticias/portada.w1600.jpg',
      'usuarios/julian.jpg', // foto_editor
      'noticias/en-el-cuerpo.jpg', // only inside a news body
      'eventos/flayer.jpg',
      'eventos/en-el-cuerpo.jpg',
      'albums/a1/01.jpg',
      'albums/a1/02.jpg',
      'publis/publi.jpg',
      'banners/full.jpg',
      'banners/mobile.jpg',
      'banners/banco.jpg', // only in the banner bank
      `usuarios/${user._id}.jpg`,
    ];
    await insertNews(db, { texto: '<p>Texto <img src="/media/noticias/en-el-cuerpo.jpg"></p>' });
    await insertEvents(db, {
      texto: '<p><img src="https://portal.example/media/eventos/en-el-cuerpo.jpg"></p>',
    });
    await insertAlbums(db, {
      _id: 'a1',
      fotos: ['/media/albums/a1/01.jpg', '/media/albums/a1/02.jpg'],
      portada: '/media/albums/a1/01.jpg',
    });
    await insertPublis(db, {});
    await insertBanners(db, {});
    await db.insert(bannerImages).values({
      public_id: 'banners/banco.jpg',
      url: '/media/banners/banco.jpg',
      created_at: new Date().toISOString(),
    });
    for (const key of used) await put(key, 48);

    const orphans = ['noticias/nunca-guardada.jpg', 'noticias/nunca-guardada.w800.jpg', 'albums/a1/03.jpg'];
    for (const key of orphans) await put(key, 25);
    const recent = ['noticias/formulario-abierto.jpg', 'noticias/formulario-abierto.w400.jpg'];
    for (const key of recent) await put(key, 1);
    // What a write cut short by a crash leaves (disk store): no image type, never referenced.
    writeFileSync(join(tempDir, 'mixed', 'noticias', 'cortada.jpg.1a2b3c4d.partial'), JPEG.subarray(0, 10));
    utimesSync(join(tempDir, 'mixed', 'noticias', 'cortada.jpg.1a2b3c4d.partial'), new Date(0), new Date(0));

    const dry = await cleanUpOrphanMedia(db, store, { dryRun: true });
    expect(dry.deleted.length).toBe(4);
    expect((await store.listWithDates('')).length).toBe(used.length + orphans.length + recent.length + 1);

    const result = await cleanUpOrphanMedia(db, store);

    expect(result.deleted.sort()).toEqual([...orphans, 'noticias/cortada.jpg.1a2b3c4d.partial'].sort());
    expect(result.keptRecent.sort()).toEqual([...recent].sort());
    expect((await store.list('')).sort()).toEqual([...used, ...recent].sort());
    expect(readdirSync(join(tempDir, 'mixed', 'noticias')).some((name) => name.endsWith('.partial'))).toBe(
      false,
    );

    // Once the grace period is over, the never-saved form's image goes too.
    const later = await cleanUpOrphanMedia(db, store, {
      now: new Date(Date.now() + DEFAULT_ORPHAN_GRACE_MS),
    });
    expect(later.deleted.sort()).toEqual([...recent].sort());
    expect((await store.list('')).sort()).toEqual([...used].sort());
    db.$client.close();
  });

  it('reads every row of a large table (page after page)', async () => {
    const db = await createTestDatabase();
    for (let batch = 0; batch < 5; batch++) {
      await insertNews(
        db,
        ...Array.from({ length: 500 }, (_, n) => ({
          img_portada: `/media/noticias/n${batch * 500 + n}.jpg`,
        })),
      );
    }
    const result = await cleanUpOrphanMedia(db, createMemoryMediaStore());
    // 2 500 covers and the one author photo, none of them stored.
    expect(result.referenced).toBe(2501);
    // Each row names its cover and its author's photo.
    expect(result.missingCount).toBe(5000);
    db.$client.close();
  });

  it('reports rows that point to images the store does not have, and deletes nothing for them', async () => {
    const db = await createTestDatabase();
    const media = createMemoryMediaStore();
    await media.put('noticias/portada.jpg', JPEG, 'image/jpeg');
    await media.put('usuarios/julian.jpg', JPEG, 'image/jpeg');
    const [news] = await insertNews(db, {
      // A copy that was never made is not broken: the media route answers the original.
      texto: '<p><img src="/media/noticias/portada.w800.jpg"></p>',
    });
    const [broken] = await insertNews(db, { img_portada: '/media/noticias/perdida.jpg' });
    const user = await insertStaffUser(db, { username: 'sinfoto' });
    await db.update(usuarios).set({ foto: '/media/usuarios/perdida.png' }).where(eq(usuarios._id, user._id));

    const result = await cleanUpOrphanMedia(db, media);

    expect(result.missing).toEqual([
      { table: 'noticias', row: broken!._id, key: 'noticias/perdida.jpg' },
      { table: 'usuarios', row: user._id, key: 'usuarios/perdida.png' },
    ]);
    expect(news).toBeDefined();
    expect(result.deleted).toEqual([]);
    db.$client.close();
  });

  it('counts every missing image but lists a sample, so that a store that lost everything stays cheap', async () => {
    const db = await createTestDatabase();
    const rows = Array.from({ length: MISSING_LISTED + 20 }, (_, i) => ({
      img_portada: `/media/noticias/perdida-${i}.jpg`,
    }));
    await insertNews(db, ...rows.slice(0, 60));
    await insertNews(db, ...rows.slice(60));

    const result = await cleanUpOrphanMedia(db, createMemoryMediaStore());

    // Each row names its cover and its author's photo.
    const missingCount = (MISSING_LISTED + 20) * 2;
    expect(result.missingCount).toBe(missingCount);
    expect(result.missing).toHaveLength(MISSING_LISTED);
    expect(describeOrphanCleanup(result)).toContain(`${missingCount} referencias a imágenes que faltan`);
    db.$client.close();
  });
});

describe('MediaStore.listWithDates', () => {
  it('dates every stored object (disk mtime, memory write time) and lists under a prefix', async () => {
    const before = Date.now();
    for (const store of [createDiskMediaStore(join(tempDir, 'dated')), createMemoryMediaStore()]) {
      await store.put('noticias/a.jpg', JPEG, 'image/jpeg');
      await store.put('albums/x/01.jpg', JPEG, 'image/jpeg');
      const entries = await store.listWithDates('');
      expect(entries.map((e) => e.key)).toEqual(['albums/x/01.jpg', 'noticias/a.jpg']);
      for (const entry of entries) {
        expect(entry.storedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(entry.storedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      }
      expect((await store.listWithDates('noticias/')).map((e) => e.key)).toEqual(['noticias/a.jpg']);
    }
  });

  it('writes a disk file whole under its key, leaving no temporary file beside it', async () => {
    const dir = join(tempDir, 'atomic');
    const store = createDiskMediaStore(dir);
    await store.put('noticias/entera.jpg', JPEG, 'image/jpeg');
    expect(readdirSync(join(dir, 'noticias'))).toEqual(['entera.jpg']);
    const stored = await store.get('noticias/entera.jpg');
    expect(stored?.size).toBe(JPEG.length);
  });
});
