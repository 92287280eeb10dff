import { expect, type Page } from '@playwright/test';

/**
 * Scrolls the home down to its 'Galerías' block, whose code and data load only when a visitor
 * comes near it, and waits until the block is there.
 */
export async function scrollToHomeGalleries(page: Page) {
  await expect(page.locator('[data-remote-section="news"]')).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const block = page.getByRole('region', { name: 'Galerías', exact: true });
  await block.scrollIntoViewIfNeeded();
  return block;
}
