import type { Page } from '@playwright/test';

/**
 * Goes to `path` inside the site, as a reader's click on a link does (the router's navigation,
 * no document request). A page a reader opens from outside arrives rendered by the server; a
 * page's loading state shows when it is reached from another page of the site, as here.
 */
export async function goInSite(page: Page, path: string, from = '/colaboradores'): Promise<void> {
  await page.goto(from);
  await page.waitForFunction(() => document.querySelector('[data-remote-section] *') !== null);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
