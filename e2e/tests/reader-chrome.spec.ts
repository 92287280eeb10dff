import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { screenshotAtWidths } from '../support/screenshots';

// Issue #35, the public chrome: the skip link, focus and Escape, the menus and the footer.

const PUBLIC_PAGES = ['/', '/noticias/10/1', '/agenda/12/1', '/albums/9/1', '/privacidad'];

/** The element that has the focus, as a reader hears it: its role-ish tag and its name. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { tag: element?.tagName.toLowerCase(), text: element?.textContent?.trim(), id: element?.id };
  });
}

test.describe('the skip link', () => {
  for (const path of PUBLIC_PAGES) {
    test(`is the first focus stop of ${path} and jumps to the main content`, async ({ page }) => {
      await page.goto(path);
      const skip = page.getByRole('link', { name: 'Saltar al contenido' });
      await expect(skip).not.toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      // The next Tab goes on inside the main content, not back to the top bar.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    });
  }

  test('shows over the page when focused (screenshots)', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await screenshotAtWidths(page, 'reader-chrome-skip-link', [390, 1366]);
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  });
});
