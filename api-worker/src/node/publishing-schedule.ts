import type { ContentVersions } from '../content-version/content-version.ts';
import { runInBackground, type BackgroundTask } from './background-task.ts';

/** Well inside the promise that a scheduled news item is out within 60 s of its time. */
export const PUBLISHING_INTERVAL_MS = 30_000;

export type PublishingSchedule = BackgroundTask;

/**
 * Publishes the scheduled news that have come due every `intervalMs` in the background of the
 * Node server (the Workers entry does it from its cron trigger), bumping the content version so
 * that ETags change even when no public request comes first. The timer is unref'd, runs never
 * overlap, and a failure is logged and retried at the next tick.
 */
export function schedulePublishing(
  versions: Pick<ContentVersions, 'publishDue'>,
  {
    intervalMs = PUBLISHING_INTERVAL_MS,
    log = (message: string) => console.log(message),
  }: { intervalMs?: number; log?: (message: string) => void } = {},
): PublishingSchedule {
  return runInBackground(
    async () => {
      const published = await versions.publishDue();
      if (published > 0) log(`Publicación programada: ${published} noticia(s) publicada(s).`);
    },
    intervalMs,
    'La publicación programada falló:',
  );
}
