import type { AppDatabase } from '../db/database.ts';
import type { MediaStore } from '../media/media-store.ts';
import { cleanUpOrphanMedia, describeOrphanCleanup } from '../media/orphan-cleanup.ts';

export const ORPHAN_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export interface OrphanCleanupSchedule {
  /** Stops the timer and waits for a run under way, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * Runs the orphan media cleanup now and every `intervalMs` in the background of the Node server.
 * The timer is unref'd (it never keeps the process alive), runs never overlap, and a failure is
 * logged and retried at the next tick.
 */
export function scheduleOrphanCleanup(
  db: AppDatabase,
  media: MediaStore,
  {
    intervalMs = ORPHAN_CLEANUP_INTERVAL_MS,
    log = (message: string) => console.log(message),
  }: { intervalMs?: number; log?: (message: string) => void } = {},
): OrphanCleanupSchedule {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= cleanUpOrphanMedia(db, media)
      .then(
        (result) => {
          const line = describeOrphanCleanup(result);
          if (line) log(line);
        },
        (error: unknown) => console.error('La limpieza de imágenes falló:', error),
      )
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
