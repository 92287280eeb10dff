import { sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { AppDatabase } from '../db/database.ts';
import { filtradasDiarias, lecturas, medicionLotes, publisEventos } from '../db/schema.ts';
import { isDatabaseAway } from '../outage/database-away.ts';
import {
  batchSize,
  createMeasurementBuffer,
  type MeasurementBatch,
  type MeasurementBuffer,
} from './measurements.ts';

/** Rows per INSERT statement: well under SQLite's limit of bound values. */
const ROWS_PER_STATEMENT = 500;
/** A batch that fails this many times for a reason other than an outage is dropped (and logged). */
const MAX_ATTEMPTS = 5;

/**
 * Writes one batch in one transaction: its id into the ledger first, so that a batch written
 * once but sent again (the answer to the first write lost to a timeout) fails on that key and
 * adds nothing twice.
 */
export async function writeMeasurementBatch(
  db: AppDatabase,
  batch: MeasurementBatch,
  now: number,
): Promise<void> {
  const ledger: BatchItem<'sqlite'> = db.insert(medicionLotes).values({ id: batch.id, escrito_en: now });
  const statements: BatchItem<'sqlite'>[] = [];
  for (let i = 0; i < batch.lecturas.length; i += ROWS_PER_STATEMENT) {
    statements.push(db.insert(lecturas).values(batch.lecturas.slice(i, i + ROWS_PER_STATEMENT)));
  }
  for (let i = 0; i < batch.publis.length; i += ROWS_PER_STATEMENT) {
    const rows = batch.publis
      .slice(i, i + ROWS_PER_STATEMENT)
      .map(({ evento, ...row }) => ({ ...row, tipo: evento }));
    statements.push(db.insert(publisEventos).values(rows));
  }
  for (const [key, total] of batch.filtradas) {
    const [dia = '', clase = 'lectura'] = key.split('|') as [string, 'lectura' | 'publi'];
    statements.push(
      db
        .insert(filtradasDiarias)
        .values({ dia, clase, total })
        .onConflictDoUpdate({
          target: [filtradasDiarias.dia, filtradasDiarias.clase],
          set: { total: sql`${filtradasDiarias.total} + ${total}` },
        }),
    );
  }
  try {
    await db.batch([ledger, ...statements]);
  } catch (error) {
    if (alreadyWritten(error)) return;
    throw error;
  }
}

/** The ledger's key refused the batch: an earlier try of it was written. */
function alreadyWritten(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (/UNIQUE constraint failed: medicion_lotes\.id/.test(cause.message)) return true;
  }
  return false;
}

export interface MeasurementFlusher {
  buffer: MeasurementBuffer;
  /**
   * Takes what the buffer holds and writes every batch still unwritten, oldest first; stops at
   * an outage (the batches wait for the next flush). One flush at a time.
   */
  flush(): Promise<void>;
}

/** A buffer and the writes that empty it, shared by the Node entry and the Durable Object. */
export function createMeasurementFlusher(
  db: AppDatabase,
  {
    now = () => Date.now(),
    log = console.error,
  }: { now?: () => number; log?: (message: string) => void } = {},
): MeasurementFlusher {
  const unsent: MeasurementBatch[] = [];
  let unsentCount = 0;
  const buffer = createMeasurementBuffer({ now, unsent: () => unsentCount });
  let running: Promise<void> | undefined;

  async function run() {
    const next = buffer.take();
    if (next) {
      unsent.push(next);
      unsentCount += batchSize(next);
    }
    while (unsent.length > 0) {
      const batch = unsent[0]!;
      try {
        await writeMeasurementBatch(db, batch, now());
      } catch (error) {
        if (isDatabaseAway(error)) return;
        batch.attempts += 1;
        if (batch.attempts < MAX_ATTEMPTS) {
          log(`Medición: el lote ${batch.id} no se escribió (${String(error)}); se reintentará.`);
          return;
        }
        log(
          `Medición: el lote ${batch.id} (${batchSize(batch)} mediciones) se descartó tras ${MAX_ATTEMPTS} intentos.`,
        );
      }
      unsent.shift();
      unsentCount -= batchSize(batch);
    }
  }

  return {
    buffer,
    async flush() {
      // A flush asked for while one runs comes after it, so that it writes what came meanwhile.
      while (running) await running;
      running = run().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
