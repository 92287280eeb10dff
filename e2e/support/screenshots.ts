import path from 'node:path';
import type { Page } from '@playwright/test';

export const SCREEN_WIDTHS = [375, 768, 992, 1400] as const;
const folder = path.resolve(import.meta.dirname, '../screenshots');

/** Full-page screenshots of the current route at each width, for a person to look at. */
export async function screenshotAtWidths(
  page: Page,
  name: string,
  widths: readonly number[] = SCREEN_WIDTHS,
) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
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
    await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
  }
}
