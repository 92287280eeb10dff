/**
 * How many failure reports one address may send per window, kept in this process's (or
 * isolate's) memory: a page load reports at most one failure per section, so the limit only
 * stops a script from inflating a release's count. Nothing is stored about the address.
 */
export const FAILURE_REPORTS_PER_WINDOW = 20;
export const FAILURE_REPORT_WINDOW_MS = 60_000;
/** Addresses remembered at once; past it, the oldest window is forgotten. */
const MAX_ADDRESSES = 10_000;

export function createFailureReportLimit({
  limit = FAILURE_REPORTS_PER_WINDOW,
  windowMs = FAILURE_REPORT_WINDOW_MS,
  now = Date.now,
}: { limit?: number; windowMs?: number; now?: () => number } = {}) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    allow(address: string): boolean {
      const time = now();
      let window = windows.get(address);
      if (!window || time - window.start >= windowMs) {
        windows.delete(address);
        if (windows.size >= MAX_ADDRESSES) windows.delete(windows.keys().next().value!);
        window = { start: time, count: 0 };
        windows.set(address, window);
      }
      window.count += 1;
      return window.count <= limit;
    },
  };
}
