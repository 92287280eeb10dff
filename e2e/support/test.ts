/**
 * Playwright's `test` whose `page.goto` and `page.reload` also wait, on a server-rendered public page, until the
 * page is taken over: the HTML is there at once, but its code starts at the reader's first
 * intent (issue #32, docs/architecture.md), and a click on a button before React has hydrated it
 * does nothing at once. Journeys click as soon as they see the button, faster than any reader.
 */
import { test as base, type Page } from '@playwright/test';
import { TAKEN_OVER_ATTRIBUTE } from '@portal/contracts';

export * from '@playwright/test';

/**
 * Until the page's server-rendered section, if any, is hydrated (the shell marks it with
 * TAKEN_OVER_ATTRIBUTE). A section that never is (a broken release, on purpose in some journeys)
 * is left to the journey's own assertions after 15 s.
 */
export async function waitForTakeOver(page: Page, timeout = 15_000): Promise<void> {
  await showIntent(page);
  await page.waitForFunction(sectionTakenOver, TAKEN_OVER_ATTRIBUTE, { timeout }).catch(() => undefined);
}

/**
 * A server-rendered page runs its code only at the reader's first press, touch, key, wheel or
 * scroll (shell/src/loader): a journey that needs the code shows that intent, as a reader would,
 * with an event only the loader listens to (on the window itself, before React is there).
 */
export async function showIntent(page: Page): Promise<void> {
  await page.evaluate(() => dispatchEvent(new Event('pointerdown'))).catch(() => undefined);
}

/** Whether the page's server-rendered section, if any, and its chrome are hydrated yet. */
export function isTakenOver(page: Page): Promise<boolean> {
  return page.evaluate(sectionTakenOver, TAKEN_OVER_ATTRIBUTE);
}

function sectionTakenOver(attribute: string): boolean {
  const rendered = document.querySelector('[data-ssr-section]');
  // The section and the chrome around it (a journey may click the footer's links next).
  return (
    !rendered ||
    (rendered.hasAttribute(attribute) && !!document.getElementById('root')?.hasAttribute(attribute))
  );
}

/** Whether the element (or the part of the page it is in) has been taken over by the shell. */
export function takenOver(element: Element, attribute: string): boolean {
  return !!element.closest(`[data-ssr-section][${attribute}], #root[${attribute}]`);
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript there is nothing to wait for (and no script to ask).
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const loaded = (options?: { waitUntil?: string }) => {
      const waitUntil = options?.waitUntil ?? 'load';
      return waitUntil === 'load' || waitUntil === 'networkidle';
    };
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (loaded(options)) await waitForTakeOver(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (loaded(options)) await waitForTakeOver(page);
      return response;
    };
    await use(page);
  },
});
