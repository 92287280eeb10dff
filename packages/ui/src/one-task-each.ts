/**
 * Runs `action` on each item in a task of its own, in order: work that is cheap per item but not
 * for many (a request started, a picture shown) never makes one long task on a slow phone's main
 * thread, which Lighthouse's total blocking time counts (docs/performance.md).
 */
export function oneTaskEach<T>(items: Iterable<T>, action: (item: T) => void): void {
  const queue = [...items];
  const next = () => {
    if (queue.length === 0) return;
    action(queue.shift()!);
    setTimeout(next);
  };
  setTimeout(next);
}
