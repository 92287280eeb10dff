import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

export const SCREEN_WIDTHS = [375, 768, 992, 1400] as const;
const folder = path.resolve(import.meta.dirname, '../screenshots');

/**
 * Screenshots are for a person to look at, never compared: CI (`CI=1`) skips taking them, which
 * saves minutes of full-page captures on two cores. `E2E_SCREENSHOTS=1` takes them anyway.
 */
export const SCREENSHOTS_WANTED = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/** `target.screenshot(options)` when screenshots are wanted; its folder is made first. */
export async function keepScreenshot(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean; timeout?: number },
): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  mkdirSync(path.dirname(options.path), { recursive: true });
  await target.screenshot(options);
}

/**
 * Full-page screenshots of the current route at each width, for a person to look at. The
 * viewport is left at the last width whether or not the pictures are taken.
 */
export async function screenshotAtWidths(
  page: Page,
  name: string,
  widths: readonly number[] = SCREEN_WIDTHS,
) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    if (!SCREENSHOTS_WANTED) continue;
    await page.waitForLoadState('load');
    // Carousels keep the network busy, so wait for the pictures on screen rather than for silence.
    await page
      .waitForFunction(
        () => Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
        null,
        {
          timeout: 5_000,
        },
      )
      .catch(() => undefined);
    await keepScreenshot(page, { path: path.join(folder, `${name}-${width}.png`), fullPage: true });
  }
}
