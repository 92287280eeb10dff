import { SITE_NAME } from '@portal/contracts';
import { expect, test, type Page } from '../support/test';
import { scrollToHomeGalleries } from '../support/home';
import { screenshotAtWidths } from '../support/screenshots';

// Issue #35: the home's featured carousel lets a reader read (a visible pause button; no motion
// for a visitor who asked for less, none under the mouse or the focus, none after a pick), and
// the home has exactly one <h1>.

/** The carousel's turn (featured-news.tsx), and a wait longer than one turn. */
const TURN_MS = 5_000;
const LONGER_THAN_A_TURN_MS = TURN_MS + 1_500;

const featured = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Noticias destacadas' });
const dot = (page: Page, n: number) => featured(page).getByRole('button', { name: `Ir a la noticia ${n}` });
const shownSlide = async (page: Page) => {
  for (const n of [1, 2, 3]) if ((await dot(page, n).getAttribute('aria-current')) === 'true') return n;
  return undefined;
};

/** Nothing of the reader's on the carousel: the mouse in the top corner, the focus on the page. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The slide shown stays `n` for longer than one turn. */
async function expectStaysOn(page: Page, n: number) {
  await expect(dot(page, n)).toHaveAttribute('aria-current', 'true');
  await page.waitForTimeout(LONGER_THAN_A_TURN_MS);
  expect(await shownSlide(page)).toBe(n);
}

test.describe('the featured carousel', () => {
  test('moves by itself until the reader picks a slide, which then stays until Reanudar', async ({
    page,
  }) => {
    await page.goto('/');
    await leaveCarousel(page);
    const pause = featured(page).getByRole('button', { name: 'Pausar', exact: true });
    await expect(pause).toBeVisible();
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true', { timeout: LONGER_THAN_A_TURN_MS });

    await dot(page, 3).click();
    await leaveCarousel(page);
    await expectStaysOn(page, 3);
    const resume = featured(page).getByRole('button', { name: 'Reanudar', exact: true });
    await expect(resume).toBeVisible();

    await resume.click();
    await leaveCarousel(page);
    await expect(pause).toBeVisible();
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true', { timeout: LONGER_THAN_A_TURN_MS });

    // Its own button pauses it, with the keyboard too.
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(resume).toBeFocused();
    const shown = (await shownSlide(page))!;
    await leaveCarousel(page);
    await expectStaysOn(page, shown);
  });

  test('does not move for a visitor who asked for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await leaveCarousel(page);
    await expect(featured(page).getByRole('button', { name: 'Reanudar', exact: true })).toBeVisible();
    await expectStaysOn(page, 1);
  });

  test('stands still under the mouse and while the focus is in it, then goes on', async ({ page }) => {
    await page.goto('/');
    await featured(page).getByRole('group', { name: '1 de 3' }).hover();
    await expectStaysOn(page, 1);
    // Not the reader's pause: its button still offers to pause.
    await expect(featured(page).getByRole('button', { name: 'Pausar', exact: true })).toBeVisible();

    await page.mouse.move(1, 1);
    await featured(page).getByRole('group', { name: '1 de 3' }).getByRole('link').focus();
    await expectStaysOn(page, 1);

    await leaveCarousel(page);
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true', { timeout: LONGER_THAN_A_TURN_MS });
  });

  test('screenshots of the home with its pause button', async ({ page }) => {
    await page.goto('/');
    await screenshotAtWidths(page, 'home-carousel-pause', [390, 1366]);
  });
});

test.describe('the home has exactly one <h1>', () => {
  test.describe('as the server sends it', () => {
    test.use({ javaScriptEnabled: false });

    test('the document of / holds one <h1>, the site’s name', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeAttached();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(SITE_NAME);
      // Without the code the pause button is not offered: nothing moves by itself.
      await expect(featured(page).getByRole('button', { name: /^(Pausar|Reanudar)$/ })).toBeHidden();
    });
  });

  test('and still one once the code and the galleries below are there', async ({ page }) => {
    await page.goto('/');
    await scrollToHomeGalleries(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_NAME);
  });
});
