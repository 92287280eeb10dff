/**
 * Demo content for an empty database (docs/operations.md (demo content)): news, events, albums, ads, the central
 * banner and four staff users, with generated pictures in the media store. Runtime-agnostic:
 * the Node server and the worker both call it. Deterministic (seeded PRNG) except for dates,
 * which follow `now` so that "latest news" and "upcoming events" stay true whenever it runs.
 */
import { imageVariantPath, toArgentinaDate } from '@portal/contracts';
import { count } from 'drizzle-orm';
import type { MediaStore } from '../media/media-store.ts';
import { hashPassword } from '../auth/password.ts';
import { DEMO_STAFF_PASSWORD } from '../config/config.ts';
import type { AppDatabase } from '../db/database.ts';
import { buildDemoAds, buildDemoBanner } from './ads.ts';
import { buildDemoAlbums } from './albums.ts';
import { buildDemoEvents } from './events.ts';
import { POOL_SIZES, imageFor } from './image-pool.ts';
import { MediaPlan, type ImageDesign } from './media-plan.ts';
import type { DemoPicture } from './images.ts';
import { buildDemoNews } from './news.ts';
import { createPrng } from './prng.ts';
import { buildDemoUsers } from './users.ts';
import {
  albums,
  bannerImages,
  banners,
  eventos,
  noticias,
  portadaDestacadas,
  publis,
  usuarios,
} from '../db/schema.ts';

/** Which demo news (by their index, newest first) the home has pinned. */
const DEMO_PINNED = [6, 9];

export interface SeedOptions {
  /** The `admin` account's password (ADMIN_PASSWORD). */
  adminPassword: string;
  /** The `redactor`, `corresponsal` and `fotografo` accounts' password. */
  demoPassword?: string;
  now?: Date;
  /**
   * Draws a design (default: `imageFor`, drawn once per process). The Node entry keeps the
   * drawings on disk between processes (node/demo-picture-cache.ts): drawing is most of a seed.
   */
  pictureFor?: (design: ImageDesign) => DemoPicture;
}

export interface SeedSummary {
  noticias: number;
  eventos: number;
  albums: number;
  fotos: number;
  publis: number;
  bannerImages: number;
  usuarios: number;
  /** Objects written to the media store. */
  images: number;
}

/** True when no content nor user exists yet: the only state in which the demo is seeded. */
export async function isDatabaseEmpty(db: AppDatabase): Promise<boolean> {
  const tables = [usuarios, noticias, eventos, albums, publis, banners];
  const counts = await Promise.all(tables.map((table) => db.select({ n: count() }).from(table)));
  return counts.every(([row]) => (row?.n ?? 0) === 0);
}

/** Seeds the demo content unless the database already has some; null when it did nothing. */
export async function seedIfEmpty(
  db: AppDatabase,
  media: MediaStore,
  options: SeedOptions,
): Promise<SeedSummary | null> {
  if (!(await isDatabaseEmpty(db))) return null;
  try {
    return await seedDemoContent(db, media, options);
  } catch (error) {
    // Two processes (or isolates) may both have seen an empty database: one insert wins.
    if (!(await isDatabaseEmpty(db))) return null;
    throw error;
  }
}

/** Writes the demo content. The rows go in one transaction, so a failure leaves no half demo. */
export async function seedDemoContent(
  db: AppDatabase,
  media: MediaStore,
  options: SeedOptions,
): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const plan = new MediaPlan();

  const users = buildDemoUsers(createPrng(1), plan, {
    admin: options.adminPassword,
    demo: options.demoPassword ?? DEMO_STAFF_PASSWORD,
  });
  const [admin, redactor, fotografo] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];
  const newsRows = buildDemoNews(createPrng(2), plan, {
    now,
    authors: { admin, redactor },
    landscapes: POOL_SIZES.landscape,
  });
  const eventRows = buildDemoEvents(createPrng(3), plan, { now, flyers: POOL_SIZES.flyer });
  const albumRows = buildDemoAlbums(createPrng(4), plan, {
    now,
    photographer: fotografo,
    landscapes: POOL_SIZES.landscape,
  });
  const adRows = buildDemoAds(createPrng(5), plan, { now });
  const upcoming = eventRows.filter((event) => event.fecha >= toArgentinaDate(now));
  const { banner, bank } = buildDemoBanner(plan, { now, linkedEventId: (upcoming[0] ?? eventRows[0])!._id });

  // Images first: rows must never point at pictures that are not there yet.
  // Each with the resized copies an upload from the back office would have.
  const files = plan.images.flatMap(({ key, design }) => {
    const { original, copies } = (options.pictureFor ?? imageFor)(design);
    return [
      { key, bytes: original },
      ...[...copies].map(([width, bytes]) => ({ key: imageVariantPath(key, width), bytes })),
    ];
  });
  await forEachLimit(files, 8, ({ key, bytes }) => media.put(key, bytes, 'image/jpeg'));

  const userRows = await Promise.all(
    users.map(async ({ password, ...user }) => ({
      ...user,
      password_hash: await hashPassword(password),
      created_at: new Date(now.getTime() - 120 * 86_400_000).toISOString(),
    })),
  );

  await db.batch([
    db.insert(usuarios).values(userRows),
    db.insert(noticias).values(newsRows),
    // Two older stories pinned to the home's featured block, ahead of the newest (DESIGN §12).
    db
      .insert(portadaDestacadas)
      .values(DEMO_PINNED.map((index, posicion) => ({ posicion, noticia_id: newsRows[index]!._id }))),
    db.insert(eventos).values(eventRows),
    db.insert(albums).values(albumRows),
    db.insert(publis).values(adRows),
    db.insert(banners).values(banner),
    db.insert(bannerImages).values(bank),
  ]);

  return {
    noticias: newsRows.length,
    eventos: eventRows.length,
    albums: albumRows.length,
    fotos: albumRows.reduce((total, album) => total + album.fotos.length, 0),
    publis: adRows.length,
    bannerImages: bank.length,
    usuarios: userRows.length,
    images: plan.images.length,
  };
}

async function forEachLimit<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
