import { expect, test, type APIRequestContext } from '../support/test';
import type { NoticiaListItem, Page as ResultPage } from '@portal/contracts';
import { keepScreenshot, screenshotAtWidths } from '../support/screenshots';

// Issue #35: what a news reader takes for granted on an article.

/** '28 de noviembre de 2026, 09:41': the date in lower case, and Argentina's time. */
const DATE_AND_TIME =
  /^\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}, \d{2}:\d{2}$/;

async function newestItem(request: APIRequestContext) {
  const newest = (await (await request.get('/api/noticias/1/1')).json()) as ResultPage<NoticiaListItem>;
  return newest.docs[0]!;
}

test.describe('the article', () => {
  test('dates the story with its time, the same in the server HTML and the taken-over page', async ({
    page,
    request,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) warnings.push(message.text());
    });
    const item = await newestItem(request);
    const html = await (await request.get(`/noticia/${item._id}`)).text();
    await page.goto(`/noticia/${item._id}`);
    const published = page.getByRole('article').locator(`time[datetime="${item.created_at}"]`);
    await expect(published).toHaveText(DATE_AND_TIME);
    expect(html).toContain(`>${await published.textContent()}</time>`);
    // A demo story was never edited after it went out: no 'Actualizado'.
    await expect(page.getByText(/^Actualizado/)).toHaveCount(0);
    expect(warnings.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
    await screenshotAtWidths(page, 'reader-article', [390, 1366]);
  });

  test('shares on WhatsApp first, then Facebook and X, copies the link, and opens the phone’s share sheet', async ({
    page,
    request,
  }) => {
    // The phone's share sheet and the clipboard, recorded instead of opened.
    await page.addInitScript(() => {
      const record = window as unknown as { shared?: ShareData; copied?: string };
      navigator.share = async (data?: ShareData) => {
        record.shared = data;
      };
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void (record.copied = text) },
      });
    });
    const item = await newestItem(request);
    await page.goto(`/noticia/${item._id}`);
    const share = page.getByRole('group', { name: 'Compartir' });
    const links = share.getByRole('link');
    await expect(links).toHaveText(['WhatsApp', 'Facebook', 'X']);
    for (const [index, network] of ['WhatsApp', 'Facebook', 'X'].entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(`Compartir en ${network}`);
    }
    await expect(links.first()).toHaveAttribute('href', /^https:\/\/wa\.me\//);

    await share.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(share.getByRole('status')).toHaveText('Enlace copiado');
    const copied = await page.evaluate(() => (window as unknown as { copied?: string }).copied);
    expect(copied).toMatch(new RegExp(`/noticia/${item._id}/`));

    await share.getByRole('button', { name: 'Compartir…' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared?: ShareData }).shared);
    expect(shared).toEqual({ title: item.titulo, url: copied });
    // The row on a phone, its share-sheet button shown: for a person to look at.
    await page.setViewportSize({ width: 390, height: 844 });
    await share.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: 'screenshots/reader-article-share-390.png' });
  });

  test('without a share sheet in the browser, no button for it', async ({ page, request }) => {
    await page.addInitScript(() => {
      // Chromium on Linux has none; said here so that the journey does not depend on it.
      delete (Navigator.prototype as Partial<Navigator>).share;
    });
    const item = await newestItem(request);
    await page.goto(`/noticia/${item._id}`);
    const share = page.getByRole('group', { name: 'Compartir' });
    await expect(share.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
    await expect(share.getByRole('button', { name: 'Compartir…' })).toHaveCount(0);
  });

  test('prints the story, its cover and byline, without menus, ads, share, related news or footer', async ({
    page,
    request,
  }) => {
    const item = await newestItem(request);
    await page.goto(`/noticia/${item._id}`);
    await page.emulateMedia({ media: 'print' });
    const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(page.getByRole('heading', { level: 1, name: item.titulo })).toBeVisible();
    await expect(article.getByText(item.editor, { exact: true })).toBeVisible();
    await expect(article.locator('figure img')).toBeVisible();
    await expect(article.getByText(item.descripcion)).toBeVisible();
    for (const hidden of [
      page.getByRole('banner'),
      page.getByRole('navigation', { name: 'Secciones' }),
      page.getByRole('navigation', { name: 'Ruta de navegación' }),
      page.getByRole('contentinfo'),
      page.getByRole('complementary', { name: 'Publicidad' }),
      page.getByRole('group', { name: 'Compartir' }),
      page.getByRole('region', { name: 'Te puede interesar' }),
      page.getByRole('region', { name: 'Lo más leído' }),
    ]) {
      await expect(hidden.filter({ visible: true })).toHaveCount(0);
    }
    await page.pdf({ path: test.info().outputPath('articulo.pdf') }).catch(() => undefined);
    await page.setViewportSize({ width: 1366, height: 900 });
    await keepScreenshot(page, { path: 'screenshots/reader-article-print-1366.png', fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('group', { name: 'Compartir' })).toBeVisible();
  });
});

test.describe('the home', () => {
  for (const { width, columns } of [
    { width: 1366, columns: 3 },
    { width: 768, columns: 2 },
  ]) {
    test(`'Más noticias' fills its rows at ${width} px (${columns} columns)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const cards = page.getByRole('region', { name: 'Más noticias' }).getByRole('article');
      await expect(cards.first()).toBeVisible();
      const boxes = (await cards.evaluateAll((nodes) =>
        nodes.map((node) => node.getBoundingClientRect()).filter((box) => box.width > 0),
      )) as { x: number; y: number }[];
      const rows = new Map<number, number>();
      for (const box of boxes) rows.set(Math.round(box.y), (rows.get(Math.round(box.y)) ?? 0) + 1);
      expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(columns);
      expect([...rows.values()]).toEqual(Array.from({ length: rows.size }, () => columns));
      await keepScreenshot(page, { path: `screenshots/home-mas-noticias-${width}.png`, fullPage: true });
    });
  }
});
