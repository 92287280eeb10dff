/**
 * Deep pages start from page marks (drizzle/0012_news_page_marks.sql): every page of every list
 * must be exactly the page a plain OFFSET walk gives, before and after each kind of write that
 * moves items in or out of a list, and every mark must count exactly the items older than it.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase } from '../../test-support/create-test-app.ts';
import {
  insertLegacyNewsRows,
  insertNews,
  minutesAfterEpoch,
  newsRow,
} from '../../test-support/content-fixtures.ts';
import type { AppDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { embeddedMigrations } from '../db/migrations.generated.ts';
import { createPrng } from '../demo-content/prng.ts';
import { createNewsQueries } from './news.queries.ts';

const MARK_SPACING = 256;
const PROVINCES = ['Santiago del Estero', 'Santiago del Estero', 'Santiago del Estero', 'Tucuman', 'Salta'];
const LISTS = ['', 'Santiago del Estero', 'Tucuman', 'Salta'] as const;

/** `count` published news, one a minute from `fromMinute`, every 7th sharing its minute (ties). */
async function addNews(
  db: AppDatabase,
  count: number,
  fromMinute: number,
  estado = 'publicada',
  legacy = false,
) {
  const rows = Array.from({ length: count }, (_, i) => ({
    titulo: `Noticia ${fromMinute + i}`,
    provincia: PROVINCES[(fromMinute + i) % PROVINCES.length]!,
    created_at: minutesAfterEpoch(fromMinute + i - (i % 7 === 6 ? 1 : 0)),
    estado: estado as 'publicada',
  }));
  // Before later migrations, only the columns of that time (published by default).
  if (legacy) return insertLegacyNewsRows(db, rows.map(newsRow));
  for (let start = 0; start < rows.length; start += 200)
    await insertNews(db, ...rows.slice(start, start + 200));
}

/** The ids of a page as the plain OFFSET walk gives them (what the marks must reproduce). */
async function walkedPage(db: AppDatabase, list: string, limit: number, page: number): Promise<string[]> {
  const rows = await db.all<{ _id: string }>(sql`
    SELECT _id FROM noticias WHERE estado = 'publicada' AND (${list} = '' OR provincia = ${list})
    ORDER BY created_at DESC, rowid DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`);
  return rows.map((row) => row._id);
}

async function expectEveryPageAsWalked(db: AppDatabase, limit = 10) {
  const queries = createNewsQueries(db);
  for (const list of LISTS) {
    const first = list
      ? await queries.listNewsByProvince(list as never, { limit, page: 1 })
      : await queries.listNews({ limit, page: 1 });
    // Every page, and the two after the last (empty ones).
    for (let page = 1; page <= first.totalPages + 2; page++) {
      const answer = list
        ? await queries.listNewsByProvince(list as never, { limit, page })
        : await queries.listNews({ limit, page });
      expect(
        answer.docs.map((doc) => doc._id),
        `${list || 'todas'}, página ${page} de ${limit}`,
      ).toEqual(await walkedPage(db, list, limit, page));
    }
  }
}

/** Every mark counts exactly the published items of its list older than its key. */
async function expectMarksExact(db: AppDatabase) {
  const wrong = await db.all(sql`
    SELECT m.provincia, m.created_at, m.older, (
      SELECT count(*) FROM noticias n
      WHERE n.estado = 'publicada' AND (m.provincia = '' OR n.provincia = m.provincia)
        AND (n.created_at, n.rowid) < (m.created_at, m.noticia_rowid)) AS actual
    FROM noticias_page_marks m WHERE older <> actual`);
  expect(wrong).toEqual([]);
  // Above the newest mark of each list lie at most MARK_SPACING items: the walk a page starts with.
  const above = await db.all<{ provincia: string; above: number }>(sql`
    SELECT l.provincia, (
      SELECT count(*) FROM noticias n
      WHERE n.estado = 'publicada' AND (l.provincia = '' OR n.provincia = l.provincia)
        AND (n.created_at, n.rowid) >= (
          SELECT created_at, noticia_rowid FROM noticias_page_marks m WHERE m.provincia = l.provincia
          ORDER BY created_at DESC, noticia_rowid DESC LIMIT 1)) AS above
    FROM (SELECT DISTINCT provincia FROM noticias_page_marks) l`);
  for (const list of above) expect(list.above, list.provincia || 'todas').toBeLessThanOrEqual(MARK_SPACING);
  // Between two marks, and below the oldest, at most twice as many: the longest walk of a page.
  const gaps = await db.all<{ provincia: string; gap: number }>(sql`
    SELECT provincia, older - coalesce(lag(older) OVER (PARTITION BY provincia ORDER BY created_at, noticia_rowid), 0) AS gap
    FROM noticias_page_marks`);
  for (const { provincia, gap } of gaps)
    expect(gap, provincia || 'todas').toBeLessThanOrEqual(2 * MARK_SPACING);
}

async function markCount(db: AppDatabase, list: string): Promise<number> {
  const [row] = await db.all<{ n: number }>(
    sql`SELECT count(*) AS n FROM noticias_page_marks WHERE provincia = ${list}`,
  );
  return row!.n;
}

async function randomIds(db: AppDatabase, count: number, random: () => number, where = sql`1`) {
  const ids = (
    await db.all<{ _id: string }>(sql`SELECT _id FROM noticias WHERE ${where} ORDER BY rowid`)
  ).map((row) => row._id);
  const picked = new Set<string>();
  while (picked.size < Math.min(count, ids.length)) picked.add(ids[Math.floor(random() * ids.length)]!);
  return [...picked];
}

describe('news page marks', () => {
  let db: AppDatabase;
  const prng = createPrng(18);
  const random = () => prng.next();

  beforeAll(async () => {
    // Half the news exist before the migration (its own fill), half come through the triggers.
    db = await createTestDatabase({ migrated: false });
    const before = embeddedMigrations.findIndex((m) => m.tag === '0012_news_page_marks');
    await migrate(db, embeddedMigrations.slice(0, before));
    await addNews(db, 700, 0, 'publicada', true);
    await migrate(db);
    await addNews(db, 700, 700);
  });

  it('marks every 256th item of each list and serves every page as the offset walk does', async () => {
    expect(await markCount(db, '')).toBe(5);
    expect(await markCount(db, 'Santiago del Estero')).toBe(3);
    await expectMarksExact(db);
    await expectEveryPageAsWalked(db);
    await expectEveryPageAsWalked(db, 7);
  });

  it('stays exact when old news are added between the marks and news are deleted', async () => {
    // Back-dated items land among old pages (some on the same minute as others).
    for (const minute of [3, 300, 300, 512, 513, 1024, 1200]) await addNews(db, 1, minute);
    const deleted = await randomIds(db, 120, random);
    await db.run(sql`DELETE FROM noticias WHERE _id IN ${deleted}`);
    await expectMarksExact(db);
    await expectEveryPageAsWalked(db);
  });

  it('stays exact when items change province or date, and when drafts leave and come back', async () => {
    for (const id of await randomIds(db, 40, random)) {
      await db.run(sql`UPDATE noticias SET provincia = 'Salta' WHERE _id = ${id}`);
    }
    for (const id of await randomIds(db, 40, random)) {
      const minute = Math.floor(random() * 1600);
      await db.run(sql`UPDATE noticias SET created_at = ${minutesAfterEpoch(minute)} WHERE _id = ${id}`);
    }
    const unpublished = await randomIds(db, 60, random);
    await db.run(sql`UPDATE noticias SET estado = 'borrador' WHERE _id IN ${unpublished}`);
    await expectMarksExact(db);
    await expectEveryPageAsWalked(db);

    // Half come back at their date, half on top (published now); new drafts are published too.
    for (const [index, id] of unpublished.entries()) {
      if (index % 2 === 0) await db.run(sql`UPDATE noticias SET estado = 'publicada' WHERE _id = ${id}`);
      else {
        await db.run(
          sql`UPDATE noticias SET estado = 'publicada', created_at = ${minutesAfterEpoch(2000 + index)} WHERE _id = ${id}`,
        );
      }
    }
    await addNews(db, 300, 3000, 'borrador');
    await db.run(sql`UPDATE noticias SET estado = 'publicada' WHERE estado = 'borrador'`);
    await expectMarksExact(db);
    await expectEveryPageAsWalked(db);
  });

  it('keeps marking the top of a list that grows only by published drafts', async () => {
    const marksBefore = await markCount(db, '');
    await addNews(db, 600, 5000, 'borrador');
    const drafts = await db.all<{ _id: string }>(
      sql`SELECT _id FROM noticias WHERE estado = 'borrador' ORDER BY rowid`,
    );
    for (const { _id } of drafts)
      await db.run(sql`UPDATE noticias SET estado = 'publicada' WHERE _id = ${_id}`);
    expect(await markCount(db, '')).toBeGreaterThanOrEqual(marksBefore + 2);
    await expectMarksExact(db);
  });

  it('marks an archive written newest first (every item lands below the others)', async () => {
    const archive = await createTestDatabase();
    for (let minute = 1500; minute > 0; minute -= 100) await addNews(archive, 100, minute - 100);
    // 100 at a time, the newest hundred first: each batch lands below the ones before.
    expect(await markCount(archive, '')).toBeGreaterThanOrEqual(4);
    await expectMarksExact(archive);
    await expectEveryPageAsWalked(archive);
  });

  it('answers deep and past-the-end pages over HTTP as the walk does', async () => {
    const t = await createTestApp({ db });
    for (const path of [
      '/api/noticias/10/150',
      '/api/noticias/Santiago del Estero/10/90',
      '/api/noticias/10/100000',
    ]) {
      const response = await t.app.request(path);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { docs: { _id: string }[] };
      const [, , province, page] = /^\/api\/noticias\/(([^/]+)\/)?10\/(\d+)$/.exec(path)!;
      expect(body.docs.map((doc) => doc._id)).toEqual(await walkedPage(db, province ?? '', 10, Number(page)));
    }
  });
});
