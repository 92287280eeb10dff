import type { Page } from '@playwright/test';

/** A common Android phone's screen, as a test's `test.use` takes it. */
export const PHONE = {
  viewport: { width: 412, height: 915 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const;

/** A slow phone link (about Lighthouse's "slow 4G"): 150 ms round trips, 1.6 Mbit/s down. */
export async function slowLink(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * A slow link and a phone's slower processor (4×, as Lighthouse's mobile run): the document is
 * parsed in several slices, painted between them, and the page's code takes over seconds later.
 */
export async function slowPhone(page: Page): Promise<void> {
  await slowLink(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** A shift the page reported, with what moved (for the failure message). */
export interface Shift {
  value: number;
  at: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

/**
 * Every `layout-shift` entry from the first paint on, as Cumulative Layout Shift counts them, in
 * `window.__shifts` (an init script: `page.addInitScript(recordLayoutShifts)`).
 */
export function recordLayoutShifts() {
  window.__shifts = [];
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const classes = [...node.classList].slice(0, 2).join('.');
    const label = node.getAttribute('aria-label') ?? node.getAttribute('alt') ?? '';
    return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${label ? `[${label.slice(0, 40)}]` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      window.__shifts!.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map(
          (source) =>
            `${describe(source.node)} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}` +
            ` h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The layout shifts recorded on the current document, and their sum. */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(() => window.__shifts ?? []);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return { total: Math.round(total * 10_000) / 10_000, shifts };
}
