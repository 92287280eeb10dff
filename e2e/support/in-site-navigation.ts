import type { Page } from '@playwright/test';
import { TAKEN_OVER_ATTRIBUTE } from '@portal/contracts';

/**
 * Goes to `path` inside the site, as a reader's click on a link does (the router's navigation,
 * no document request). A page a reader opens from outside arrives rendered by the server; a
 * page's loading state shows when it is reached from another page of the site, as here.
 */
export async function goInSite(page: Page, path: string, from = '/colaboradores'): Promise<void> {
  await page.goto(from);
  // Rendered and taken over: a server-rendered page starts its code after its load (issue #24),
  // and the router hears the popstate below only once it runs.
  await page.waitForFunction(
    (attribute) => document.querySelector(`[data-remote-section][${attribute}]`) !== null,
    TAKEN_OVER_ATTRIBUTE,
  );
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
