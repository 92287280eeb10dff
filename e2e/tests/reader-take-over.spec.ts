import { expect, isTakenOver, test, waitForTakeOver, type Page } from '../support/test';
import {
  AD_EVENT_BEACON_PATH,
  READ_BEACON_PATH,
  TAKEN_OVER_ATTRIBUTE,
  type NoticiaListItem,
  type Page as ResultPage,
} from '@portal/contracts';
import { E2E_REMOTE_PORTS } from '../support/environment';
import { layoutShifts, PHONE, recordLayoutShifts, slowPhone } from '../support/slow-phone';

// Issue #31, items 7–9: a reader on a phone with a slow link and a slow processor, who reads and
// scrolls the server's HTML before the page's code has taken it over (it starts after the load).

test.use(PHONE);

/**
 * Until the server renders `path`'s section within its budget: the first renders after the portal
 * starts can miss it on a busy machine, and a section left to the browser loads its code at once.
 */
async function serverRendered(page: Page, path: string) {
  await expect
    .poll(
      async () => /data-ssr-section="\w+" data-release=/.test(await (await page.request.get(path)).text()),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
}

declare global {
  interface Window {
    __scrolled?: { y: number; rendered: boolean; takenOver: boolean };
  }
}

/**
 * Opens `path` and, at its load (its code is asked for only two frames later), scrolls it to `y`
 * as a reader does who scrolls while it is being taken over; answers where that got him.
 */
async function scrollBeforeTakeOver(page: Page, path: string, y: number | 'bottom'): Promise<number> {
  await page.addInitScript(
    ({ path, y, attribute }) => {
      if (location.pathname !== path) return;
      window.addEventListener('load', () => {
        const rendered = document.querySelector('[data-ssr-section]');
        window.scrollTo(0, y === 'bottom' ? document.documentElement.scrollHeight : y);
        window.__scrolled = {
          y: window.scrollY,
          rendered: !!document.querySelector('[data-ssr-section][data-release]'),
          takenOver: !!rendered?.hasAttribute(attribute),
        };
      });
    },
    { path, y, attribute: TAKEN_OVER_ATTRIBUTE },
  );
  await serverRendered(page, path);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__scrolled !== undefined, undefined, { timeout: 60_000 });
  const scrolled = await page.evaluate(() => window.__scrolled);
  expect(scrolled?.rendered, `${path} came rendered by the server`).toBe(true);
  expect(scrolled?.takenOver, `${path} was not taken over before the reader scrolled`).toBe(false);
  return scrolled!.y;
}

test.describe('on a slow phone, before the page’s code takes over', () => {
  test.beforeEach(async ({ page }) => {
    await slowPhone(page);
  });

  test('a reader who scrolled the home, an article or a list keeps his place', async ({ page }) => {
    test.setTimeout(150_000);
    const news = (await (await page.request.get('/api/noticias/1/1')).json()) as ResultPage<NoticiaListItem>;
    for (const [path, y] of [
      ['/', 3000],
      [`/noticia/${news.docs[0]!._id}`, 683],
      ['/noticias/10/1', 1500],
    ] as const) {
      const scrolled = await scrollBeforeTakeOver(page, path, y);
      expect(scrolled, `${path} is long enough to scroll`).toBe(y);
      await waitForTakeOver(page, 60_000);
      expect(await isTakenOver(page), `${path} taken over`).toBe(true);
      // What the code draws once it runs (sections, pictures) has had time to run too.
      await page.waitForTimeout(1_500);
      const after = await page.evaluate(() => window.scrollY);
      expect(Math.abs(after - scrolled), `${path}: scrolled to ${scrolled}, then at ${after}`).toBeLessThan(
        20,
      );
    }
  });

  test('a reader who scrolled to the bottom of the home gets the galleries', async ({ page }) => {
    test.setTimeout(90_000);
    await scrollBeforeTakeOver(page, '/', 'bottom');
    const galleries = page.getByRole('region', { name: 'Galerías', exact: true });
    // No more scrolling: the block is near the screen when the code arrives, so it loads.
    await expect(galleries).toBeAttached({ timeout: 60_000 });
    await expect(galleries.getByRole('link').first()).toBeInViewport({ timeout: 20_000 });
  });

  test('with the gallery’s origin down, its message shows where the galleries were', async ({ page }) => {
    test.setTimeout(90_000);
    await page.route(`http://localhost:${E2E_REMOTE_PORTS.gallery}/**`, (route) =>
      route.abort('connectionrefused'),
    );
    await scrollBeforeTakeOver(page, '/', 'bottom');
    const failure = page.locator('[data-remote-error="gallery"]');
    await expect(failure).toContainText('No pudimos cargar esta sección.', { timeout: 60_000 });
    await expect(failure).toBeInViewport();
    await expect(failure.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // The news above it are still there.
    await expect(page.getByRole('heading', { name: 'Más noticias' })).toBeAttached();
  });

  test('/agenda/9/1 does not move while it loads, and keeps its ads once taken over', async ({ page }) => {
    test.setTimeout(240_000);
    await serverRendered(page, '/agenda/9/1');
    const served = await (await page.request.get('/agenda/9/1')).text();
    const serverAds = [...served.matchAll(/data-ad="([^"]+)"/g)].map((match) => match[1]);
    expect(serverAds.length, 'the server draws the agenda’s ads').toBeGreaterThan(0);
    await page.addInitScript(recordLayoutShifts);
    // It moved on about half the loads: as many loads as make a miss unlikely.
    const moved: { load: number; total: number; shifts: unknown }[] = [];
    for (let load = 1; load <= 8; load++) {
      await page.goto('/agenda/9/1', { waitUntil: 'load' });
      await waitForTakeOver(page, 60_000);
      expect(await isTakenOver(page), 'the agenda is taken over').toBe(true);
      await page.waitForTimeout(1_000);
      const { total, shifts } = await layoutShifts(page);
      if (total >= 0.01) moved.push({ load, total, shifts });
      const column = page.getByRole('complementary', { name: 'Publicidad' });
      await expect(column).toBeVisible();
      expect(
        await column.locator('[data-ad]').evaluateAll((ads) => ads.map((ad) => ad.getAttribute('data-ad'))),
      ).toEqual(serverAds);
    }
    expect(moved, `layout shifts at 412 px: ${JSON.stringify(moved, null, 1)}`).toEqual([]);
  });
});

test.describe('a reader who has not touched the page yet (issue #32, item 8)', () => {
  /** The beacons `page` sends to `path`, their JSON bodies as they leave the browser. */
  function beaconsTo(page: Page, path: string): Record<string, unknown>[] {
    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
        sent.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
      }
    });
    return sent;
  }

  test('runs none of the code, yet counts the view and the ads once, also after the code comes', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const path = '/noticias/10/1';
    await serverRendered(page, path);
    const reads = beaconsTo(page, READ_BEACON_PATH);
    const adEvents = beaconsTo(page, AD_EVENT_BEACON_PATH);
    // `commit`: the journeys' own goto would show an intent once loaded (support/test.ts).
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    const ads = await page
      .locator('[data-ad]')
      .evaluateAll((elements) => [...new Set(elements.map((ad) => ad.getAttribute('data-ad')!))]);
    expect(ads.length, 'the list page draws ads').toBeGreaterThan(0);
    const served = () =>
      ads.map((id) => adEvents.filter((e) => e.publi === id && e.tipo === 'servida').length);

    // Loaded and left alone: the code is fetched, not run; the loader counted what it would have.
    await expect.poll(() => reads.length).toBe(1);
    expect(reads[0]).toMatchObject({ ruta: path });
    await expect.poll(served).toEqual(ads.map(() => 1));
    await expect(page.locator('link[rel="prefetch"][href^="/main."]')).toHaveCount(1);
    await page.waitForTimeout(2_000);
    expect(await isTakenOver(page), 'not taken over without the reader').toBe(false);
    expect(await page.locator('script[src^="/main."]').count(), 'the entry not run').toBe(0);

    // The reader's first wheel turn brings the code; it counts neither the view nor the ads again.
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 120);
    await page.waitForFunction(
      (attribute) => document.querySelector('[data-ssr-section]')?.hasAttribute(attribute),
      TAKEN_OVER_ATTRIBUTE,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(1_500);
    expect(reads).toHaveLength(1);
    expect(served()).toEqual(ads.map(() => 1));
  });

  test('gets the held pictures as he scrolls to them, even if the code never comes', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.route(/\/main\.[\w]+\.js$/, (route) => route.abort());
    await page.goto('/noticias/10/1', { waitUntil: 'commit' });
    const last = page.getByRole('main').getByRole('article').last().locator('img');
    await expect(last).toHaveAttribute('data-pending', 'near');
    await last.scrollIntoViewIfNeeded();
    await expect(last).not.toHaveAttribute('data-pending');
    await expect
      .poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(last).toHaveAttribute('srcset', /\.w400\./);
    expect(await isTakenOver(page)).toBe(false);
  });
});
