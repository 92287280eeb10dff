export interface BackgroundTask {
  /** Stops the timer and waits for a run under way, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * Runs `task` now and every `intervalMs` in the background of the Node server. The timer is
 * unref'd (it never keeps the process alive), runs never overlap, and a failure is logged with
 * `failure` and retried at the next tick.
 */
export function runInBackground(
  task: () => Promise<void>,
  intervalMs: number,
  failure: string,
): BackgroundTask {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task()
      .catch((error: unknown) => console.error(failure, error))
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
