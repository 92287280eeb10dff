import { TAKEN_OVER_ATTRIBUTE } from '@portal/contracts';
import { devices } from '@playwright/test';
import { expect, takenOver, test, type APIRequestContext, type Page } from '../support/test';

// Responsive images (issue #9), as a visitor sees them: the portal's own pictures carry a srcset
// of their 400/800/1600 px copies and a sizes, keep width and height, and the browser downloads
// a copy rather than the original when the layout is narrow.

const SRCSET = /^\/media\/\S+\.w400\.\w+ 400w, \/media\/\S+\.w800\.\w+ 800w, \/media\/\S+\.w1600\.\w+ 1600w$/;

/** src, srcset, sizes, width and height of the <img>s of `/media/` pictures in the main area. */
function mediaImages(page: Page) {
  return page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll('img')]
      .filter((image) => image.getAttribute('src')?.startsWith('/media/'))
      .map((image) => ({
        src: image.getAttribute('src'),
        srcset: image.getAttribute('srcset'),
        sizes: image.getAttribute('sizes'),
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
      })),
  );
}

/**
 * Scrolls the page down to its end, as a reader would, so that every lazy picture comes near the
 * screen and is given its real source (SafeImage holds it back until then).
 */
async function scrollThrough(page: Page) {
  // A server-rendered page is taken over after its load (issue #24): SafeImage releases a picture
  // once it sees it come near the screen, so a picture scrolled past before that waits until the
  // reader comes back to it. This reader starts once the page is taken over.
  await expect.poll(() => page.getByRole('main').evaluate(takenOver, TAKEN_OVER_ATTRIBUTE)).toBe(true);
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    const left = await page.evaluate(() => ({
      atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
      pending: document.querySelectorAll('main img[data-pending]').length,
    }));
    expect(left).toEqual({ atEnd: true, pending: 0 });
  }).toPass({ timeout: 15_000 });
}

async function expectResponsive(page: Page, atLeast: number) {
  await scrollThrough(page);
  const images = await mediaImages(page);
  expect(images.length).toBeGreaterThanOrEqual(atLeast);
  for (const image of images) {
    expect(image.srcset, image.src!).toMatch(SRCSET);
    expect(image.srcset).toContain(image.src!.replace(/(\.\w+)$/, '.w400$1'));
    expect(image.sizes, image.src!).toBeTruthy();
    expect(image.width && image.height, image.src!).toBeTruthy();
  }
}

test('home, news, agenda and album pages give their pictures srcset and sizes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectResponsive(page, 8);

  await page.goto('/noticias/10/1');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
  await expectResponsive(page, 10);

  await page.goto('/agenda/9/1');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectResponsive(page, 3);

  await page.goto('/albums/9/1');
  await page.getByRole('main').getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/album\/[0-9a-f]{24}$/);
  await expect(page.getByRole('link', { name: /^Ampliar la foto 2 / })).toBeVisible();
  await expectResponsive(page, 5);
});

test('a 280 px news card downloads the 400 px copy, not the original', async ({ page }) => {
  await page.goto('/');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.locator('img') })
    .last();
  await card.scrollIntoViewIfNeeded();
  const image = card.locator('img');
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc))
    .toMatch(/\.w400\.jpg$/);
  const copy = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  const response = await page.request.get(copy);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  const original = await page.request.get((await image.getAttribute('src'))!);
  // The demo pictures have a real 400 px copy: smaller than the 960 px original.
  expect((await response.body()).length).toBeLessThan((await original.body()).length);
});

test('on a phone, pictures far below the screen are requested only when the reader gets near them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const requested = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/media/')) requested.add(url.pathname);
  });
  await page.goto('/noticias/10/1');
  const rows = page.getByRole('main').getByRole('article');
  await expect(rows).toHaveCount(10);
  const last = rows.last().locator('img');
  await expect(last).toHaveAttribute('data-pending', 'near');
  const page1 = (await page.request.get('/api/noticias/10/1').then((answer) => answer.json())) as {
    docs: { img_portada: string }[];
  };
  const lastCover = page1.docs.at(-1)!.img_portada.replace(/\.\w+$/, '');
  expect([...requested].filter((path) => path.startsWith(lastCover))).toEqual([]);

  await last.scrollIntoViewIfNeeded();
  await expect(last).not.toHaveAttribute('data-pending');
  await expect.poll(() => [...requested].some((path) => path.startsWith(lastCover))).toBe(true);
  await expect
    .poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
});

/** The page's path of the first item a list call answers. */
const firstItemPath =
  <T>(listCall: string, docsOf: (answer: T) => { _id: string }[], detailPath: string) =>
  async (request: APIRequestContext) =>
    `${detailPath}${docsOf((await (await request.get(listCall)).json()) as T)[0]!._id}`;

for (const [kind, pathOf] of [
  ["home's first featured slide", async () => '/'],
  [
    'news cover',
    firstItemPath('/api/noticias/1/1', (answer: { docs: { _id: string }[] }) => answer.docs, '/noticia/'),
  ],
  [
    'event flyer',
    firstItemPath(
      '/api/eventos/1/1',
      (answer: { eventos: { docs: { _id: string }[] } }) => answer.eventos.docs,
      '/evento/',
    ),
  ],
] as const) {
  // A phone as phones are: its page is 980 px wide until the document's viewport meta is read.
  for (const [width, phone] of [
    [390, true],
    [1400, false],
  ] as const) {
    test(`the ${kind} is preloaded from the page's HTML and downloaded once, at ${width} px`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        // Not the desktop project's screen and user agent: a phone's, whole.
        ...(phone
          ? {
              isMobile: true,
              hasTouch: true,
              deviceScaleFactor: 2,
              screen: { width, height: 900 },
              userAgent: devices['Pixel 7'].userAgent,
            }
          : {}),
      });
      const page = await context.newPage();
      const path = await pathOf(page.request);
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image' && new URL(request.url()).pathname.startsWith('/media/')) {
          requested.push(new URL(request.url()).pathname);
        }
      });
      const html = await (await page.request.get(path)).text();
      expect(html).toMatch(
        /<link rel="preload" as="image" href="\/media\/[^"]+" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high">/,
      );
      expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(1);

      await page.goto(path);
      const picture = page.getByRole('main').locator('img[fetchpriority="high"]');
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
        .toMatch(/\/media\//);
      const shown = new URL(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
      const stem = shown.replace(/(\.w\d+)?\.\w+$/, '');
      // The preload and the <img> chose the same copy: one download of the picture, no second size.
      expect(requested.filter((path) => path.startsWith(stem))).toEqual([shown]);
      await context.close();
    });
  }
}
