import { expect, test, type Page } from '../support/test';
import { recordLayoutShifts, slowLink, type Shift } from '../support/slow-phone';
import type { EventoListItem, NoticiaListItem, Page as ResultPage } from '@portal/contracts';

// Issue #23 item 7: on a phone, nothing on a public page may move once it is drawn, also when the
// weather answers late (the top bar used to grow and push the page: CLS 0.31 in Lighthouse).

/** The weather answers this late: after the page's own content, as a slow service does. */
const WEATHER_DELAY_MS = 2_500;

async function lateWeather(page: Page) {
  await page.route('**/api/clima', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, WEATHER_DELAY_MS));
    await route.fulfill({ json: { temp: 27.6, ciudad: 'Santiago del Estero' } }).catch(() => undefined);
  });
}

/** The public pages a visitor lands on, with one news item, event and album of the demo. */
async function publicPages(page: Page): Promise<string[]> {
  const news = (await (await page.request.get('/api/noticias/1/1')).json()) as ResultPage<NoticiaListItem>;
  const events = (
    (await (await page.request.get('/api/eventos/1/1')).json()) as { eventos: ResultPage<EventoListItem> }
  ).eventos;
  const albums = (
    (await (await page.request.get('/api/albums/1/1')).json()) as { albums: ResultPage<{ _id: string }> }
  ).albums;
  return [
    '/',
    `/noticia/${news.docs[0]!._id}`,
    `/evento/${events.docs[0]!._id}`,
    '/agenda/9/1',
    '/noticias/7/1',
    '/albums/9/1',
    `/album/${albums.docs[0]!._id}`,
  ];
}

for (const viewport of [
  { width: 412, height: 915 },
  { width: 360, height: 780 },
]) {
  test.describe(`on a ${viewport.width} px phone with a slow link and a late weather answer`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

    test('no public page moves while it loads (layout shifts < 0.01)', async ({ page }) => {
      test.setTimeout(150_000);
      const paths = await publicPages(page);
      await page.addInitScript(recordLayoutShifts);
      await slowLink(page);
      await lateWeather(page);
      const totals: Record<string, number> = {};
      const details: Record<string, Shift[]> = {};
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'load' });
        await expect(page.getByRole('main').first()).not.toBeEmpty({ timeout: 20_000 });
        await expect(page.getByText('28°c').first()).toBeVisible({ timeout: 20_000 });
        // Let what the answer set off (fonts, pictures, ads) land too.
        await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
        await page.waitForTimeout(500);
        // Then down the page as a reader scrolls: lazy pictures, ads and sections below the first
        // screen arrive on the way and must not move what is on screen either.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += viewport.height / 2) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(250);
        }
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        const shifts = await page.evaluate(() => window.__shifts ?? []);
        totals[path] = Math.round(shifts.reduce((sum, shift) => sum + shift.value, 0) * 10_000) / 10_000;
        details[path] = shifts;
      }
      const moved = Object.entries(totals).filter(([, total]) => total >= 0.01);
      expect(
        moved,
        `layout shifts at ${viewport.width} px: ${JSON.stringify(
          moved.map(([path]) => ({ path, total: totals[path], shifts: details[path] })),
          null,
          1,
        )}`,
      ).toEqual([]);
    });
  });
}

test('the top bar keeps one line and its height at every width, with or without the temperature', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The longest date of the year: MIÉRCOLES 30 DE SEPTIEMBRE DE 2026.
  await page.clock.setFixedTime(new Date('2026-09-30T12:00:00-03:00'));
  let weather: { temp: number | null; ciudad: string } = { temp: null, ciudad: 'Santiago del Estero' };
  await page.route('**/api/clima', (route) => route.fulfill({ json: weather }));
  const measure = () =>
    page.evaluate(() => {
      const youtube = document.querySelector('a[aria-label="YouTube"]')!;
      const inner = youtube.closest('.container')!;
      const date = inner.firstElementChild!;
      return {
        bar: inner.parentElement!.getBoundingClientRect().height,
        main: document.querySelector('main')!.getBoundingClientRect().top,
        dateLines: date.getClientRects().length,
        dateBottom: date.getBoundingClientRect().bottom,
        iconsTop: youtube.getBoundingClientRect().top,
        iconsRight: youtube.getBoundingClientRect().right,
        room: document.documentElement.clientWidth - 16,
        sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
  const widths = [320, 360, 375, 390, 399, 400, 412, 430, 459, 460, 575, 576, 768, 992, 1200, 1400];
  const heights: Record<number, { bar: number; main: number }[]> = {};
  for (const temp of [null, -10.4, 27.6]) {
    weather = { ...weather, temp };
    const answered = page.waitForResponse('**/api/clima');
    await page.goto('/agenda/9/1');
    await answered;
    await expect(page.getByText(/SEPTIEMBRE/).first()).toBeVisible();
    if (temp !== null) await expect(page.getByText(`${Math.round(temp)}°c`)).toBeVisible();
    else await expect(page.getByText(/°c/)).toHaveCount(0);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const bar = await measure();
      expect(bar.dateLines, `date on one line at ${width} px, temp ${temp}`).toBe(1);
      expect(bar.iconsTop, `icons beside the date at ${width} px, temp ${temp}`).toBeLessThan(bar.dateBottom);
      expect(bar.iconsRight, `icons inside the bar at ${width} px, temp ${temp}`).toBeLessThanOrEqual(
        bar.room,
      );
      expect(bar.sideways, `no sideways scroll at ${width} px, temp ${temp}`).toBeLessThanOrEqual(0);
      (heights[width] ??= []).push({ bar: bar.bar, main: bar.main });
    }
  }
  for (const width of widths) {
    const [first] = heights[width]!;
    expect(heights[width], `the same height with and without the temperature at ${width} px`).toEqual([
      first,
      first,
      first,
    ]);
  }
});
