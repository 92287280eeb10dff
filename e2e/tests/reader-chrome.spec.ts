import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { provinceDisplayName, type NoticiaListItem, type Page as ResultPage } from '@portal/contracts';
import { keepScreenshot, screenshotAtWidths } from '../support/screenshots';

const SCREENSHOTS = join(import.meta.dirname, '../screenshots');

// Issue #35, the public chrome: the skip link, focus and Escape, the menus and the footer.

const PUBLIC_PAGES = ['/', '/noticias/10/1', '/agenda/12/1', '/albums/9/1', '/privacidad'];

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

test.describe('Escape in the menus', () => {
  test("closes the 'Noticias' dropdown and gives the focus back to its button", async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('navigation', { name: 'Secciones', exact: true }).getByRole('button', {
      name: 'Noticias',
    });
    const provinces = page.getByRole('list', { name: 'Provincias' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(provinces).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(provinces).toBeHidden();
    await expect(toggle).toBeFocused();

    // From a link inside the open menu too.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(provinces.getByRole('link', { name: 'Todas' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(provinces).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('closes the phone side panel and gives the focus back to its button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Abrir menú' });
    const panel = page.getByRole('dialog', { name: 'Menú' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();

    // With its news disclosure open and the focus on a province.
    await page.keyboard.press('Enter');
    await panel.locator('summary', { hasText: 'Noticias' }).click();
    await panel.getByRole('link', { name: 'Todas' }).focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('focus rings in the dark chrome', () => {
  test('the top bar and the footer draw a white ring', async ({ page }) => {
    await page.goto('/');
    // The skip link, then the top bar's first social link.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const social = page.getByRole('link', { name: 'Facebook' }).first();
    await expect(social).toBeFocused();
    await expect(social).toHaveCSS('outline-color', 'rgb(255, 255, 255)');
    await expect(social).toHaveCSS('outline-style', 'solid');
    await keepScreenshot(page, { path: join(SCREENSHOTS, 'reader-chrome-top-bar-focus-1400.png') });
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacidad' });
    await footerLink.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(footerLink).toHaveCSS('outline-color', 'rgb(255, 255, 255)');
    await keepScreenshot(page, { path: join(SCREENSHOTS, 'reader-chrome-footer-focus-1400.png') });
  });
});

test.describe('names in the chrome', () => {
  test('the logo links are named for the text they show', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Santiago Noticias', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Santiago Noticias', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(header.getByRole('link', { name: /inicio/i })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: /inicio/i })).toHaveCount(0);
  });
});

test.describe('the provinces in the menus', () => {
  const ACCENTED = ['Tucumán', 'Córdoba', 'Entre Ríos', 'Neuquén', 'Río Negro', 'Tierra del Fuego'];

  /** The provinces that have news, as readers see them (from the stored values the API answers). */
  async function provincesWithNews(page: Page): Promise<string[]> {
    const answer = await page.request.get('/api/noticias/100/1');
    expect(answer.ok()).toBe(true);
    const { docs } = (await answer.json()) as ResultPage<NoticiaListItem>;
    return [...new Set(docs.map((news) => provinceDisplayName(news.provincia)))];
  }

  test('the desktop dropdown lists every province with news, accents and all', async ({ page }) => {
    await page.goto('/');
    const withNews = await provincesWithNews(page);
    expect(withNews).toContain('Santa Fe');
    await page
      .getByRole('navigation', { name: 'Secciones', exact: true })
      .getByRole('button', { name: 'Noticias' })
      .click();
    const provinces = page.getByRole('list', { name: 'Provincias' });
    await expect(provinces).toBeVisible();
    for (const province of [...withNews, ...ACCENTED]) {
      await expect(provinces.getByRole('link', { name: province, exact: true })).toBeVisible();
    }
    // What the URL and the API read does not change.
    await expect(provinces.getByRole('link', { name: 'Tucumán' })).toHaveAttribute(
      'href',
      '/noticias/Tucuman/7/1',
    );
    await expect(provinces.getByRole('link', { name: 'Tierra del Fuego' })).toHaveAttribute(
      'href',
      '/noticias/Tierra%20Del%20Fuego/7/1',
    );
    await provinces.getByRole('link', { name: 'Santa Fe' }).click();
    await expect(page).toHaveURL(/\/noticias\/Santa%20Fe\/7\/1$/);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  });

  test('the phone menu lists the same provinces, and no city', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const withNews = await provincesWithNews(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const panel = page.getByRole('dialog', { name: 'Menú' });
    await panel.locator('summary', { hasText: 'Noticias' }).click();
    const provinces = panel.getByRole('list', { name: 'Provincias' });
    for (const province of [...withNews, ...ACCENTED]) {
      await expect(provinces.getByRole('link', { name: province, exact: true })).toBeAttached();
    }
    await expect(provinces.getByRole('link', { name: 'Rosario' })).toHaveCount(0);
    await expect(provinces.getByRole('link', { name: 'Santa Fe' })).toHaveAttribute(
      'href',
      '/noticias/Santa%20Fe/10/1',
    );
    await keepScreenshot(page, { path: join(SCREENSHOTS, 'reader-chrome-phone-menu-390.png') });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Secciones', exact: true })
      .getByRole('button', { name: 'Noticias' })
      .click();
    await keepScreenshot(page, { path: join(SCREENSHOTS, 'reader-chrome-news-menu-1366.png') });
  });
});

test.describe('the footer', () => {
  test("shows this year, a 'Contacto' that goes somewhere and the RSS feed", async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const year = new Intl.DateTimeFormat('es-AR', {
      year: 'numeric',
      timeZone: 'America/Argentina/Buenos_Aires',
    }).format(new Date());
    await expect(footer).toContainText(`© ${year} Santiago Noticias.`);
    await expect(footer.getByRole('link', { name: 'Contacto' })).toHaveAttribute(
      'href',
      /^mailto:[^@\s]+@[^@\s]+\.\w+$/,
    );
    const rss = footer.getByRole('link', { name: 'RSS', exact: true });
    await expect(rss).toHaveAttribute('href', '/rss.xml');
    const feed = await page.request.get('/rss.xml');
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('<rss');
    await footer.scrollIntoViewIfNeeded();
    await keepScreenshot(footer, { path: join(SCREENSHOTS, 'reader-chrome-footer-1366.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(footer, { path: join(SCREENSHOTS, 'reader-chrome-footer-390.png') });
  });
});
