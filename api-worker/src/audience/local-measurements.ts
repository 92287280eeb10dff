import type { AppDatabase } from '../db/database.ts';
import { createMeasurementFlusher } from './measurement-writer.ts';
import { purgeExpiredSalts } from './reader-identity.ts';
import type { MeasurementSink } from './measurements.ts';

/** How often the buffer is written (DESIGN §14: 'Lo más leído' is at most 60 s behind). */
export const FLUSH_INTERVAL_MS = 1_000;

export interface LocalMeasurements {
  sink: MeasurementSink;
  /** Writes what is buffered now (tests; and the Node server's close). */
  flush(): Promise<void>;
  /** Writes the buffer every `FLUSH_INTERVAL_MS` until stopped, then once more. */
  start(): { stop(): Promise<void> };
}

/**
 * The Node entry's batching: beacons are kept in this process's memory and written together
 * every second, never one database write per beacon; once a minute, expired salts are deleted. A crash loses at most the last second;
 * the server's close writes what is left.
 */
export function createLocalMeasurements(
  db: AppDatabase,
  {
    now = () => Date.now(),
    intervalMs = FLUSH_INTERVAL_MS,
  }: { now?: () => number; intervalMs?: number } = {},
): LocalMeasurements {
  const flusher = createMeasurementFlusher(db, { now });
  const flush = () =>
    flusher.flush().catch((error: unknown) => {
      console.error('Medición: no se pudo escribir el lote:', error);
    });
  return {
    sink: { record: async (measurement) => flusher.buffer.accept(measurement) },
    flush,
    start() {
      let ticks = 0;
      const timer = setInterval(() => {
        void flush();
        // Once a minute: salts (and batch ids) past their 48 h go, even on a day without readers.
        if (++ticks % Math.max(1, Math.round(60_000 / intervalMs)) === 0) {
          purgeExpiredSalts(db, now()).catch((error: unknown) =>
            console.error('Medición: sales no purgadas:', error),
          );
        }
      }, intervalMs);
      // Node: the timer alone does not keep the process alive.
      (timer as { unref?: () => void }).unref?.();
      return {
        async stop() {
          clearInterval(timer);
          await flush();
        },
      };
    },
  };
}
