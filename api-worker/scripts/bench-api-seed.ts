/**
 * The benchmark's data: many news items written like the demo ones (the same topics, towns and
 * provinces, so the search index holds realistic Spanish text), one every few minutes back
 * from `now`. Written straight through the `libsql` package in large transactions, so that
 * 100 000 items take seconds; the FTS triggers of the migrations index them as they go in.
 */
import Database from 'libsql';
import type { noticias } from '../src/db/schema.ts';
import { MediaPlan } from '../src/demo-content/media-plan.ts';
import { buildDemoNews } from '../src/demo-content/news.ts';
import { createPrng } from '../src/demo-content/prng.ts';
import type { DemoUser } from '../src/demo-content/users.ts';

type NoticiaRow = typeof noticias.$inferInsert;

const AUTHORS: { admin: DemoUser; redactor: DemoUser } = {
  admin: author('Mariana', 'Gorosito', 'admin'),
  redactor: author('Julián', 'Paz', 'redactor'),
};
const MINUTES_BETWEEN_NEWS = 7;
export const HOME_PROVINCE = 'Santiago del Estero';
/** Searches a visitor would type, common and rare, with and without accents (bench:api's figures). */
export const VISITOR_SEARCH_TERMS = [
  'agua potable',
  'festival',
  'Tucumán',
  'escuela secundaria',
  'vacunacion',
  'santiago del estero',
] as const;
const ROWS_PER_TRANSACTION = 5_000;

function author(nombre: string, apellido: string, username: string): DemoUser {
  return {
    _id: username.padEnd(24, '0').replace(/[^0-9a-f]/g, 'a'),
    nombre,
    apellido,
    email: `${username}@portal-noticias.example`,
    username,
    foto: `/media/usuarios/${username}.jpg`,
    privilegios: [],
    password: '',
  };
}

/** `count` news items, oldest first, `MINUTES_BETWEEN_NEWS` apart up to `now`, with unique ids. */
export function* generateBenchNews(count: number, now: Date): Generator<NoticiaRow> {
  const ids = new Set<string>();
  for (let produced = 0, round = 0; produced < count; round++) {
    // Each round is one demo set (64 items over 12 provinces) drawn with another seed.
    const rows = buildDemoNews(createPrng(10_000 + round), new MediaPlan(), {
      now,
      authors: AUTHORS,
      landscapes: 12,
    });
    for (const row of rows) {
      if (produced === count) return;
      if (ids.has(row._id)) continue;
      ids.add(row._id);
      // Oldest first, as a newsroom's archive grows: each item lands on top of the lists, which
      // leaves their page marks as they are (drizzle/0012_news_page_marks.sql).
      const ageMs = ((count - 1 - produced) * MINUTES_BETWEEN_NEWS + 1) * 60_000;
      yield {
        ...row,
        // The portal is Santiago del Estero's: most of its news are local (62.5 % here), so
        // that even 10 000 items give its province list a page 500.
        provincia: produced % 2 === 0 ? HOME_PROVINCE : row.provincia,
        created_at: new Date(now.getTime() - ageMs).toISOString(),
      };
      produced++;
    }
  }
}

export interface InsertBenchNewsOptions {
  /** The time the newest item is written just before (default: now). */
  now?: Date;
  /** Called after each transaction with the number of items written so far. */
  onProgress?: (inserted: number) => void;
}

/** Inserts `count` generated news items into the (migrated) SQLite file at `path`. */
export function insertBenchNews(
  path: string,
  count: number,
  { now = new Date(), onProgress }: InsertBenchNewsOptions = {},
): void {
  const db = new Database(path);
  try {
    const insert = db.prepare(
      `INSERT INTO noticias (_id, titulo, provincia, descripcion, texto, img_portada, editor, foto_editor, search_text, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertAll = db.transaction((rows: NoticiaRow[]) => {
      for (const r of rows) {
        insert.run([
          r._id,
          r.titulo,
          r.provincia,
          r.descripcion,
          r.texto,
          r.img_portada,
          r.editor,
          r.fotoEditor,
          r.search_text,
          r.created_at,
        ]);
      }
    });
    let batch: NoticiaRow[] = [];
    let inserted = 0;
    const flush = () => {
      insertAll(batch);
      inserted += batch.length;
      batch = [];
      onProgress?.(inserted);
    };
    for (const row of generateBenchNews(count, now)) {
      batch.push(row);
      if (batch.length === ROWS_PER_TRANSACTION) flush();
    }
    if (batch.length > 0) flush();
  } finally {
    db.close();
  }
}
