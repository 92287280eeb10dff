import { expect, test, type APIRequestContext } from '../support/test';
import type { NoticiaListItem, Page as ResultPage } from '@portal/contracts';
import { screenshotAtWidths } from '../support/screenshots';

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
});
