import { expect, test } from '../support/test';
import type { EventoListItem, NoticiaListItem, Page as ResultPage } from '@portal/contracts';

// Issue #23 item 8. The e2e portal runs without a weather service (no WEATHER_URL), as the demo
// portal does: GET /api/clima answers 200 `{ temp: null }`, the top bar shows no temperature, and
// no public page logs an error.

test('without a weather service, /api/clima answers 200 with temp null, briefly cacheable', async ({
  request,
}) => {
  const response = await request.get('/api/clima');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ temp: null, ciudad: 'Santiago del Estero' });
  expect(response.headers()['cache-control']).toMatch(/max-age=60\b/);
});

test('without a weather service, no public page logs an error and none shows a temperature', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const news = (await (await page.request.get('/api/noticias/1/1')).json()) as ResultPage<NoticiaListItem>;
  const events = (
    (await (await page.request.get('/api/eventos/1/1')).json()) as { eventos: ResultPage<EventoListItem> }
  ).eventos;
  const albums = (
    (await (await page.request.get('/api/albums/1/1')).json()) as { albums: ResultPage<{ _id: string }> }
  ).albums;
  const paths = [
    '/',
    '/noticias/7/1',
    '/noticias/Salta/10/1',
    '/noticias/b/santiago/10/1',
    `/noticia/${news.docs[0]!._id}`,
    '/agenda/9/1',
    `/evento/${events.docs[0]!._id}`,
    '/albums/9/1',
    `/album/${albums.docs[0]!._id}`,
    '/colaboradores',
  ];
  const errors: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${current}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`${current}: ${error.message}`));
  for (const width of [390, 1400]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of paths) {
      current = `${path} at ${width} px`;
      const weather = page.waitForResponse('**/api/clima');
      await page.goto(path);
      await weather;
      await expect(page.getByRole('main').first()).not.toBeEmpty();
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      await expect(page.getByText(/°c/), current).toHaveCount(0);
    }
  }
  expect(errors).toEqual([]);
});
