/**
 * Playwright's `test` whose `page.goto` also waits, on a server-rendered public page, until the
 * page is taken over: the HTML is there at once, but its code starts after the load (issue #24,
 * docs/architecture.md), and a click on a button before React has hydrated it does nothing.
 * Journeys click as soon as they see the button, faster than any reader.
 */
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Until the page's server-rendered section, if any, is hydrated (React has put its fibers on
 * the section's elements). A section that never is (a broken release, on purpose in some
 * journeys) is left to the journey's own assertions after 15 s.
 */
export async function waitForTakeOver(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(sectionTakenOver, undefined, { timeout }).catch(() => undefined);
}

/** Whether the page's server-rendered section, if any, is hydrated yet. */
export function isTakenOver(page: Page): Promise<boolean> {
  return page.evaluate(sectionTakenOver);
}

function sectionTakenOver(): boolean {
  const rendered = document.querySelector('[data-ssr-section]');
  if (!rendered) return true;
  const element = rendered.firstElementChild ?? rendered;
  return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript there is nothing to wait for (and no script to ask).
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitUntil = options?.waitUntil ?? 'load';
      if (waitUntil === 'load' || waitUntil === 'networkidle') await waitForTakeOver(page);
      return response;
    };
    await use(page);
  },
});
