import type { ContentVersions } from '../content-version/content-version.ts';

/** Well inside the promise that a scheduled news item is out within 60 s of its time. */
export const PUBLISHING_INTERVAL_MS = 30_000;

export interface PublishingSchedule {
  /** Stops the timer and waits for a run under way, so the database can be closed after it. */
  stop(): Promise<void>;
}

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
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= versions
      .publishDue()
      .then(
        (published) => {
          if (published > 0) log(`Publicación programada: ${published} noticia(s) publicada(s).`);
        },
        (error: unknown) => console.error('La publicación programada falló:', error),
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
