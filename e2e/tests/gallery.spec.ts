import path from 'node:path';
import {
  expect,
  request as playwright,
  takenOver,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '../support/test';
import { TAKEN_OVER_ATTRIBUTE, type AlbumPhotoDetail } from '@portal/contracts';
import { E2E_PORT, E2E_REMOTE_PORTS } from '../support/environment';
import { scrollToHomeGalleries } from '../support/home';
import { goInSite } from '../support/in-site-navigation';
import { keepScreenshot } from '../support/screenshots';

// Public spec, "Album list", "Album detail", "Collaborators" and the home's 'Galerías' block.

interface AlbumAnswer {
  albums: {
    docs: {
      _id: string;
      nombre: string;
      fecha: string;
      fotos: string[];
      fotos_detalle?: AlbumPhotoDetail[];
    }[];
  };
}

const LONG_SPANISH_DATE =
  /^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo) \d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/;

const SCREENSHOTS = path.join(import.meta.dirname, '../screenshots');

const main = (page: Page) => page.getByRole('main');
const albumCards = (page: Page) => main(page).getByRole('article');
const gallery = (page: Page) => page.getByRole('dialog', { name: /^Galería: / });
const counter = (page: Page) => gallery(page).getByText(/^\d+ \/ \d+$/);
const collaborators = (page: Page) =>
  main(page).getByRole('list', { name: 'Colaboradores' }).getByRole('listitem');

/** Opens the newest album from the album list; answers its name and number of photos. */
async function openNewestAlbum(page: Page) {
  await page.goto('/albums/9/1');
  const card = albumCards(page).first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/album\/[0-9a-f]{24}$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(name);
  const badge = await main(page)
    .getByText(/Ver galería · \d+ fotos/)
    .textContent();
  const total = Number(/(\d+) fotos/.exec(badge ?? '')?.[1]);
  return { name, total };
}

/** A photo of the album page: a link to the photo itself, which the gallery takes over. */
const photoLink = (page: Page, photo: number, total: number) =>
  main(page).getByRole('link', { name: `Ampliar la foto ${photo} de ${total}` });

async function openGalleryAt(page: Page, photo: number, total: number) {
  const link = photoLink(page, photo, total);
  // A server-rendered album page is taken over after its load (issue #24): before that, the link
  // opens the photo itself.
  await expect.poll(() => link.evaluate(takenOver, TAKEN_OVER_ATTRIBUTE)).toBe(true);
  await link.click();
  await expect(gallery(page)).toBeVisible();
  await expect(counter(page)).toHaveText(`${photo} / ${total}`);
  // Keys and swipes answer once the opening animation is over (the gallery is busy until then).
  await expect(gallery(page)).not.toHaveAttribute('aria-busy', 'true');
}

/** The names of the albums a carousel shows whole, left to right. */
function namesInView(carousel: Locator) {
  return carousel.evaluate((root) => {
    const frame = root.getBoundingClientRect();
    return [...root.querySelectorAll('a')]
      .filter((tile) => {
        const box = tile.getBoundingClientRect();
        return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
      })
      .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
      .map((tile) => tile.querySelector('h3')?.textContent ?? '');
  });
}

/** A horizontal finger swipe across the middle of the screen (real touch input through CDP). */
async function swipe(page: Page, direction: 'left' | 'right') {
  const { width, height } = page.viewportSize()!;
  const y = Math.round(height / 2);
  const [from, to] = direction === 'left' ? [width * 0.85, width * 0.15] : [width * 0.15, width * 0.85];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step++) {
    const x = from + ((to - from) * step) / 8;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('home galleries', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const [width, perSlide] of [
    [1400, 4],
    [992, 4],
    [768, 2],
    [375, 1],
  ] as const) {
    test(`three carousels of the 12 newest albums, ${perSlide} per slide at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const answer = (await (await page.request.get('/api/albums/12/1')).json()) as AlbumAnswer;
      const newest = [...answer.albums.docs].sort((a, b) => b.fecha.localeCompare(a.fecha));

      await page.goto('/');
      const block = await scrollToHomeGalleries(page);
      const carousels = block.getByRole('region', { name: /^Galerías \d de 3$/ });
      await expect(carousels).toHaveCount(3);
      await expect(block.getByRole('link', { name: /./ }).filter({ has: page.locator('h3') })).toHaveCount(
        12,
      );

      const first = carousels.first();
      await expect
        .poll(() => namesInView(first))
        .toEqual(newest.slice(0, perSlide).map((album) => album.nombre));
      const tile = first.getByRole('link').first();
      await expect(tile).toHaveAttribute('href', `/album/${newest[0]!._id}`);
      if (width >= 992) await expect(tile.locator('time')).toHaveText(LONG_SPANISH_DATE);
      else await expect(tile.locator('time')).toBeHidden();

      const more = block.getByRole('link', { name: 'VER MÁS' });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(more).toHaveAttribute('href', '/albums/9/1');
      if (width === 1400) {
        await keepScreenshot(page, {
          path: path.join(SCREENSHOTS, `home-galleries-${width}.png`),
          fullPage: true,
        });
        await more.click();
        await expect(page).toHaveURL(/\/albums\/9\/1$/);
      } else {
        await keepScreenshot(page, {
          path: path.join(SCREENSHOTS, `home-galleries-${width}.png`),
          fullPage: true,
        });
      }
    });
  }
});

test('on a phone, the gallery code and albums load only when the visitor scrolls near them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const galleryRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(E2E_REMOTE_PORTS.gallery) || url.pathname.startsWith('/api/albums/')) {
      galleryRequests.push(url.pathname);
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Más noticias' })).toBeVisible();
  await expect(page.locator('[data-remote-section="news"] article').first()).toBeVisible();
  // An absence: give a section that would load at once (as it did before) the time to ask.
  await page.waitForTimeout(1_500);
  expect(galleryRequests).toEqual([]);
  await expect(page.getByRole('region', { name: 'Galerías', exact: true })).toHaveCount(0);

  await scrollToHomeGalleries(page);
  await expect(page.getByRole('region', { name: /^Galerías \d de 3$/ })).toHaveCount(3);
  expect(galleryRequests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/api/albums/12/1']));
});

test('the home carousels move on their own every 1.5 s', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/');
  await scrollToHomeGalleries(page);
  const first = page.getByRole('region', { name: 'Galerías 1 de 3' });
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => namesInView(first)).toHaveLength(2);
  const before = await namesInView(first);
  await expect.poll(() => namesInView(first), { timeout: 4_000 }).not.toEqual(before);
});

test('the album list: breadcrumb, heading, cards with cover, name and date, paging and ads', async ({
  page,
}) => {
  await page.route('**/api/albums/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await goInSite(page, '/albums/9/1');
  await expect(main(page).getByText('CARGANDO...')).toBeVisible();
  await expect(albumCards(page)).toHaveCount(9);
  await expect(main(page).getByText('CARGANDO...')).toBeHidden();

  await expect(main(page).getByRole('navigation', { name: 'Ruta de navegación' })).toHaveText(
    /Inicio.*Galería/,
  );
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Galerías');
  const card = albumCards(page).first();
  await expect(card.locator('img')).toBeVisible();
  await expect(card.getByRole('heading')).not.toBeEmpty();
  await expect(card.locator('time')).toHaveText(LONG_SPANISH_DATE);
  await expect(card.getByRole('link')).toHaveAttribute('href', /^\/album\/[0-9a-f]{24}$/);
  await expect(page.getByRole('complementary', { name: 'Publicidad' })).toBeVisible();

  const paging = main(page).getByRole('navigation', { name: 'Paginación' });
  await expect(paging.getByLabel('Página anterior')).toHaveAttribute('aria-disabled', 'true');
  await paging.getByRole('link', { name: 'Página siguiente' }).click();
  await expect(page).toHaveURL(/\/albums\/9\/2$/);
  // 12 demo albums: three on the second and last page.
  await expect(albumCards(page)).toHaveCount(3);
  await expect(paging.getByLabel('Página siguiente')).toHaveAttribute('aria-disabled', 'true');
  await paging.getByRole('link', { name: 'Página anterior' }).click();
  await expect(page).toHaveURL(/\/albums\/9\/1$/);
});

test('the album page: name, Spanish date, PH, the first photo first and the rest lazily', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const answer = (await (await page.request.get('/api/albums/12/1')).json()) as AlbumAnswer;
  const album = [...answer.albums.docs].sort((a, b) => b.fotos.length - a.fotos.length)[0]!;

  await page.goto(`/album/${album._id}`);
  const breadcrumb = main(page).getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Inicio', 'Galería', album.nombre]);
  await expect(breadcrumb.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'Galería' })).toHaveAttribute('href', '/albums/9/1');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(album.nombre);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(album.nombre);
  await expect(main(page).locator('time').first()).toHaveText(LONG_SPANISH_DATE);
  await expect(main(page).getByText('PH', { exact: true })).toBeVisible();

  const firstPhoto = main(page).getByRole('img', {
    name: `${album.nombre}: foto 1 de ${album.fotos.length}`,
  });
  await expect(firstPhoto).toBeVisible();
  await expect
    .poll(() => firstPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  // The first photo is asked for before any other photo of the album.
  // A photo may come as one of its resized copies (`01.w400.jpg`, from the srcset): count it as the photo.
  const photoRequests = requested
    .map((url) => url.replace(/\.w(400|800|1600)(\.\w+)$/, '$2'))
    .filter((url) => album.fotos.some((photo) => url.endsWith(photo)));
  expect(photoRequests[0]).toMatch(new RegExp(`${album.fotos[0]}$`));
  // The others wait to be near the screen. Chromium fetches lazy images up to 1250 px ahead, which
  // covers a whole album's thumbnails, so this is read from the page rather than from the network.
  const lastThumbnail = photoLink(page, album.fotos.length, album.fotos.length);
  await expect(lastThumbnail.locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(lastThumbnail.locator('img')).toHaveAttribute('width', /\d+/);
  await expect(firstPhoto).toHaveAttribute('height', /\d+/);
});

test('moving through an album with the keyboard arrows and the thumbnails', async ({ page }) => {
  const { name, total } = await openNewestAlbum(page);
  await openGalleryAt(page, 1, total);
  await expect(gallery(page)).toHaveAccessibleName(`Galería: ${name}`);

  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`2 / ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`3 / ${total}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText(`2 / ${total}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText(`${total} / ${total}`);

  const thumbnails = gallery(page).getByRole('group', { name: 'Miniaturas' }).getByRole('button');
  await expect(thumbnails).toHaveCount(total);
  const third = gallery(page).getByRole('button', { name: `Ver foto 3 de ${total}` });
  await third.click();
  await expect(counter(page)).toHaveText(`3 / ${total}`);
  await expect(third).toHaveAttribute('aria-current', 'true');

  await page.keyboard.press('Escape');
  await expect(gallery(page)).toBeHidden();
  // Any photo of the page opens the gallery there.
  await openGalleryAt(page, 4, total);
});

test('play and pause: a new photo every 3 seconds until paused', async ({ page }) => {
  const { total } = await openNewestAlbum(page);
  await openGalleryAt(page, 1, total);
  await gallery(page).getByRole('button', { name: 'Reproducir presentación' }).click();
  await expect(gallery(page).getByRole('button', { name: 'Pausar presentación' })).toBeVisible();
  await page.waitForTimeout(2_000);
  await expect(counter(page)).toHaveText(`1 / ${total}`);
  await expect(counter(page)).toHaveText(`2 / ${total}`, { timeout: 2_500 });
  await expect(counter(page)).toHaveText(`3 / ${total}`, { timeout: 3_500 });

  await gallery(page).getByRole('button', { name: 'Pausar presentación' }).click();
  await expect(gallery(page).getByRole('button', { name: 'Reproducir presentación' })).toBeVisible();
  const paused = await counter(page).textContent();
  await page.waitForTimeout(3_500);
  await expect(counter(page)).toHaveText(paused ?? '');
});

test('fullscreen on and off from the gallery', async ({ page }) => {
  const { total } = await openNewestAlbum(page);
  await openGalleryAt(page, 1, total);
  await gallery(page).getByRole('button', { name: 'Pantalla completa' }).click();
  await expect(gallery(page).getByRole('button', { name: 'Salir de pantalla completa' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`2 / ${total}`);
  await gallery(page).getByRole('button', { name: 'Salir de pantalla completa' }).click();
  await expect(gallery(page).getByRole('button', { name: 'Pantalla completa' })).toBeVisible();
  await expect(counter(page)).toHaveText(`2 / ${total}`);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('swiping moves to the next and the previous photo', async ({ page }) => {
    const { total } = await openNewestAlbum(page);
    await photoLink(page, 1, total).tap();
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    await expect(gallery(page)).not.toHaveAttribute('aria-busy', 'true');
    await swipe(page, 'left');
    await expect(counter(page)).toHaveText(`2 / ${total}`);
    await swipe(page, 'left');
    await expect(counter(page)).toHaveText(`3 / ${total}`);
    await swipe(page, 'right');
    await expect(counter(page)).toHaveText(`2 / ${total}`);
  });
});

test.describe('an album whose photos have alt texts and credits', () => {
  let staff: APIRequestContext;
  let album: AlbumAnswer['albums']['docs'][number];
  const altOf = (n: number) => `Vista número ${n} del escenario`;
  const creditOf = (n: number) => `Foto: Fotógrafa ${n}`;

  test.beforeAll(async () => {
    const portal = `http://localhost:${E2E_PORT}`;
    staff = await playwright.newContext({ baseURL: portal, extraHTTPHeaders: { Origin: portal } });
    const login = await staff.post('/api/login', { data: { username: 'admin', contraseña: 'admin-portal' } });
    expect(login.status()).toBe(200);
    // The oldest album: the other gallery tests use the newest and the largest.
    const answer = (await (await staff.get('/api/albums/100/1')).json()) as AlbumAnswer;
    album = answer.albums.docs.at(-1)!;
    expect(album.fotos.length).toBeGreaterThanOrEqual(4);
    const saved = await staff.put('/api/album', {
      data: {
        id: album._id,
        fotos_detalle: album.fotos.map((url, index) => ({
          url,
          alt: altOf(index + 1),
          credito: creditOf(index + 1),
        })),
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  });

  test.afterAll(async () => {
    await staff.put('/api/album', { data: { id: album._id, fotos_detalle: album.fotos_detalle ?? [] } });
    await staff.dispose();
  });

  test("each photo's credit shows under it in the grid, and with its alt text in the viewer", async ({
    page,
  }) => {
    const total = album.fotos.length;
    await page.goto(`/album/${album._id}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(album.nombre);
    for (let n = 1; n <= total; n++) {
      await expect(main(page).getByText(creditOf(n), { exact: true }), `credit of photo ${n}`).toBeVisible();
    }
    // Each credit sits under its own photo.
    const third = photoLink(page, 3, total);
    const thirdBox = (await third.boundingBox())!;
    const creditBox = (await main(page).getByText(creditOf(3), { exact: true }).boundingBox())!;
    expect(creditBox.y).toBeGreaterThanOrEqual(thirdBox.y + thirdBox.height - 1);
    expect(creditBox.x).toBeGreaterThanOrEqual(thirdBox.x - 1);
    expect(creditBox.x + creditBox.width).toBeLessThanOrEqual(thirdBox.x + thirdBox.width + 1);

    await openGalleryAt(page, 2, total);
    const caption = gallery(page).getByRole('group', { name: 'Descripción de la foto' });
    await expect(caption).toHaveText(`${altOf(2)}${creditOf(2)}`);
    await expect(caption.getByText(altOf(2), { exact: true })).toBeVisible();
    await expect(caption.getByText(creditOf(2), { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`3 / ${total}`);
    await expect(caption).toHaveText(`${altOf(3)}${creditOf(3)}`);
    // The caption sits between the photo and the thumbnails, covering neither.
    const photo = gallery(page).getByRole('img', { name: altOf(3) });
    await expect(photo).toBeVisible();
    await expect
      .poll(async () => {
        const [photoBox, captionBox, strip] = await Promise.all([
          photo.boundingBox(),
          caption.boundingBox(),
          gallery(page).getByRole('group', { name: 'Miniaturas' }).boundingBox(),
        ]);
        return (
          photoBox!.y + photoBox!.height <= captionBox!.y + 1 &&
          captionBox!.y + captionBox!.height <= strip!.y + 1
        );
      })
      .toBe(true);
  });
});

test('an unknown album shows a Spanish not-found page', async ({ page }) => {
  await page.goto('/album/0123456789abcdef01234567');
  await expect(main(page).getByRole('heading', { name: 'Álbum no encontrado' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Ver todas las galerías' })).toHaveAttribute(
    'href',
    '/albums/9/1',
  );
});

test('the collaborators: ten photos, each opens in a modal that Escape and an outside click close', async ({
  page,
}) => {
  await page.goto('/colaboradores');
  const photos = collaborators(page);
  await expect(photos).toHaveCount(10);
  for (const photo of await photos.all()) await expect(photo.locator('img')).toBeVisible();

  await main(page)
    .getByRole('button', { name: /Lucía Fernández/ })
    .click();
  const modal = page.getByRole('dialog', { name: 'Lucía Fernández' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('img', { name: 'Foto de Lucía Fernández' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await main(page)
    .getByRole('button', { name: /Diego Coronel/ })
    .click();
  const other = page.getByRole('dialog', { name: 'Diego Coronel' });
  await expect(other).toBeVisible();
  await page.mouse.click(8, 8);
  await expect(other).toBeHidden();

  await main(page)
    .getByRole('button', { name: /Sofía Herrera/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test.describe('screenshots', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const width of [375, 768, 992, 1400]) {
    test(`gallery screens at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 740 : 900 });
      const shot = (name: string, fullPage = true) =>
        keepScreenshot(page, { path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage });

      await page.goto('/albums/9/1');
      await expect(albumCards(page)).toHaveCount(9);
      const perRow = await albumCards(page).evaluateAll(
        (cards) =>
          cards.filter((card) => card.getBoundingClientRect().top === cards[0]!.getBoundingClientRect().top)
            .length,
      );
      expect(perRow).toBe(width >= 1200 ? 3 : width >= 576 ? 2 : 1);
      await shot('album-list');

      const { total } = await openNewestAlbum(page);
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('load');
      await page.mouse.wheel(0, -20_000);
      await shot('album-detail');
      await openGalleryAt(page, 2, total);
      await page.waitForTimeout(600);
      await shot('album-gallery', false);
      await page.keyboard.press('Escape');

      await page.goto('/colaboradores');
      await expect(collaborators(page)).toHaveCount(10);
      await shot('collaborators');
      await main(page)
        .getByRole('button', { name: /Carolina Paz/ })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot('collaborators-modal', false);
    });
  }
});
