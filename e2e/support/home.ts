import { expect, type Page } from '@playwright/test';

/**
 * Scrolls the home down to its 'Galerías' block, whose code and data load only when a visitor
 * comes near it, and waits until the block is there. The news above it may still grow while its
 * data arrives, pushing the block away from a single scroll, so it keeps scrolling to the
 * bottom, as a reader would, until the block has loaded.
 */
export async function scrollToHomeGalleries(page: Page) {
  await expect(page.locator('[data-remote-section="news"]')).toBeAttached();
  const block = page.getByRole('region', { name: 'Galerías', exact: true });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(block).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await block.scrollIntoViewIfNeeded();
  return block;
}
