import type { AppDatabase } from '../db/database.ts';
import type { MediaStore } from '../media/media-store.ts';
import { backfillMediaLibrary } from '../media/media-library-backfill.ts';
import { cleanUpOrphanMedia, describeOrphanCleanup } from '../media/orphan-cleanup.ts';
import { createTrashCommands } from '../news/trash.ts';
import { runInBackground, type BackgroundTask } from './background-task.ts';

export const ORPHAN_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export type OrphanCleanupSchedule = BackgroundTask;

/**
 * Runs the orphan media cleanup now and every `intervalMs` in the background of the Node server
 * (runInBackground: no overlapping runs; a failure is logged and retried at the next tick),
 * after deleting for good the news items 30 days in the trash (news/trash.ts), whose images the
 * cleanup then no longer sees used; then the media library's backfill (media-library-backfill.ts).
 */
export function scheduleOrphanCleanup(
  db: AppDatabase,
  media: MediaStore,
  {
    intervalMs = ORPHAN_CLEANUP_INTERVAL_MS,
    log = (message: string) => console.log(message),
  }: { intervalMs?: number; log?: (message: string) => void } = {},
): OrphanCleanupSchedule {
  return runInBackground(
    async () => {
      const purged = await createTrashCommands({ db, media }).purgeExpired();
      if (purged > 0) log(`Papelera: ${purged} noticia(s) eliminada(s) definitivamente tras 30 días.`);
      const line = describeOrphanCleanup(await cleanUpOrphanMedia(db, media));
      if (line) log(line);
      // The media library: records for images in use without one (the demo seed, images stored
      // before migration 0017), and the sizes still unread from their files.
      await backfillMediaLibrary(db, media);
    },
    intervalMs,
    'La limpieza de imágenes falló:',
  );
}
