import { expect, test, type Page } from '../support/test';
import {
  NEWS_SEARCH_MAX_LENGTH,
  NEWS_SEARCH_TOO_LONG_MESSAGE,
  type NoticiaListItem,
  type Page as ResultPage,
} from '@portal/contracts';
import { screenshotAtWidths } from '../support/screenshots';
import { goInSite } from '../support/in-site-navigation';

const MONTHS = [
  'ENERO',
  'FEBRERO',
  'MARZO',
  'ABRIL',
  'MAYO',
  'JUNIO',
  'JULIO',
  'AGOSTO',
  'SEPTIEMBRE',
  'OCTUBRE',
  'NOVIEMBRE',
  'DICIEMBRE',
];

/** Holds an API answer back until `release` is called, to see the loading state. */
async function holdApi(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('shell chrome', () => {
  test('top bar, header menu, search and footer', async ({ page }) => {
    await page.goto('/');
    const today = new Date();
    await expect(page.getByText(`${MONTHS[today.getMonth()]} DE ${today.getFullYear()}`)).toBeVisible();

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Santiago Noticias' }).locator('svg')).toHaveAttribute(
      'width',
      '150',
    );
    await header.getByRole('button', { name: 'Noticias' }).click();
    // The spec's links: Todas and the provinces (the categories have their own list beside them).
    const menuLinks = header
      .getByRole('navigation', { name: 'Secciones', exact: true })
      .getByRole('list', { name: 'Provincias' })
      .getByRole('listitem');
    // Todas and the 24 provinces (Santa Fe included since issue #35).
    await expect(menuLinks).toHaveCount(25);
    await expect(header.getByRole('link', { name: 'Todas' })).toHaveAttribute('href', '/noticias/7/1');
    await expect(header.getByRole('link', { name: 'Tierra del Fuego' })).toHaveAttribute(
      'href',
      '/noticias/Tierra%20Del%20Fuego/7/1',
    );
    await expect(header.getByRole('link', { name: 'Agenda' })).toHaveAttribute('href', '/agenda/9/1');
    await expect(header.getByRole('link', { name: 'Galería' })).toHaveAttribute('href', '/albums/9/1');

    const search = header.getByRole('searchbox', { name: 'Buscar noticias' });
    await expect(search).toHaveAttribute('placeholder', 'buscar');
    await expect(search).toHaveAttribute('required', '');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/$/); // empty: nothing happens
    await search.fill('tucuman');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/noticias\/b\/tucuman\/10\/1$/);
    await expect(page.getByRole('heading', { name: 'Resultados de: tucuman' })).toBeVisible();
    await expect(page).toHaveTitle(/Resultados de: tucuman/);

    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('svg[aria-label="Santiago Noticias"]')).toHaveAttribute('width', '200');
    await expect(footer).toContainText('Santiago del Estero, Argentina.');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    for (const [name, href] of [
      ['Noticias', '/noticias/10/1'],
      ['Agenda', '/agenda/10/1'],
      ['Galería', '/albums/9/1'],
      ['Colaboradores', '/colaboradores'],
      ['RSS', '/rss.xml'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', /^mailto:/);
    for (const network of ['Facebook', 'Instagram', 'X', 'YouTube']) {
      await expect(footer.getByRole('link', { name: network, exact: true })).toBeVisible();
    }
  });

  test('the temperature is hidden when the weather cannot be had', async ({ page }) => {
    await page.route('**/api/clima', (route) =>
      route.fulfill({ json: { temp: null, ciudad: 'Santiago del Estero' } }),
    );
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(/°c/)).toHaveCount(0);
  });

  test('the temperature shows in °c when the weather answers', async ({ page }) => {
    await page.route('**/api/clima', (route) =>
      route.fulfill({ json: { temp: 27.6, ciudad: 'Santiago del Estero' } }),
    );
    await page.goto('/');
    await expect(page.getByText('28°c')).toBeVisible();
  });

  test('every route change scrolls back to the top', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'VER MÁS' }).first().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('link', { name: 'VER MÁS' }).first().click();
    await expect(page).toHaveURL(/\/noticias\/10\/1$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the mobile side panel stays open on an outside click', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await page.mouse.click(360, 400); // on the overlay, outside the panel
    await expect(panel).toBeVisible();
    // A <summary> (a disclosure button to assistive technology; Playwright gives it no role).
    await panel.locator('summary').filter({ hasText: 'Noticias' }).click();
    await expect(panel.getByRole('link', { name: 'Todas' })).toHaveAttribute('href', '/noticias/10/1');
    await expect(panel.getByRole('link', { name: 'Santa Fe' })).toHaveAttribute(
      'href',
      '/noticias/Santa%20Fe/10/1',
    );
    // Todas and the desktop menu's 24 provinces (issue #35: the spec's 8 named a city, Rosario).
    await expect(panel.getByRole('list', { name: 'Provincias' }).getByRole('listitem')).toHaveCount(25);
    await expect(panel.getByRole('list', { name: 'Categorías' }).getByRole('listitem')).toHaveCount(8);
    await expect(panel.getByRole('link', { name: 'Agenda' })).toHaveAttribute('href', '/agenda/12/1');
    await panel.getByRole('link', { name: 'Santiago del Estero' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/noticias\/Santiago%20del%20Estero\/10\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Santiago del Estero' })).toBeVisible();

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('home', () => {
  test('featured block, banner, Más noticias and VER MÁS', async ({ page, request }) => {
    // The editors' pinned stories first, then the newest; 'Más noticias' goes on with the newest
    // not already shown (DESIGN §12: GET /api/portada).
    const home = (await (await request.get('/api/portada')).json()) as {
      destacadas: NoticiaListItem[];
      masnoticias: NoticiaListItem[];
    };
    const newest = { docs: home.destacadas };
    const release = await holdApi(page, /\/api\/portada$/);
    await goInSite(page, '/');
    await expect(page.locator('[data-placeholder="card"]').first()).toBeVisible();
    release();

    const featured = page.getByRole('region', { name: 'Noticias destacadas' });
    for (const item of newest.docs) {
      await expect(featured.locator(`a[href^="/noticia/${item._id}"]`)).toHaveCount(1);
    }
    await expect(featured.getByRole('heading', { name: newest.docs[3]!.titulo })).toBeVisible();

    const banner = page.getByRole('link', { name: 'Publicidad destacada' });
    await expect(banner).toBeVisible();
    await expect(banner.locator('img')).toHaveCSS('height', '120px');

    const more = page.getByRole('region', { name: 'Más noticias' });
    await expect(more.getByRole('article')).toHaveCount(home.masnoticias.length);
    for (const item of home.masnoticias) {
      await expect(more.locator(`a[href^="/noticia/${item._id}"]`).first()).toBeAttached();
    }
    await expect(page.locator('[data-placeholder="card"]')).toHaveCount(0);
    await more.getByRole('link', { name: 'VER MÁS' }).click();
    await expect(page).toHaveURL(/\/noticias\/10\/1$/);
  });

  test('the mobile banner is 130 px high below 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Publicidad destacada' }).locator('img')).toHaveCSS(
      'height',
      '130px',
    );
  });

  test('screenshots of the home', async ({ page }) => {
    await page.goto('/');
    // 'Más noticias' is drawn (the newest stories the featured block does not show).
    await expect(
      page.getByRole('region', { name: 'Más noticias' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(page.locator('[data-placeholder="card"]')).toHaveCount(0);
    await screenshotAtWidths(page, 'home');
  });
});

test.describe('news list', () => {
  test('placeholders while loading, rows, breadcrumb and paging to the last page of a province', async ({
    page,
    request,
  }) => {
    const first = (await (
      await request.get('/api/noticias/Santiago del Estero/3/1')
    ).json()) as ResultPage<NoticiaListItem>;
    expect(first.totalPages).toBeGreaterThan(1);

    const release = await holdApi(page, /\/api\/noticias\/Santiago/);
    await goInSite(page, '/noticias/Santiago del Estero/3/1');
    await expect(page.locator('[data-placeholder="row"]')).toHaveCount(3);
    release();

    const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['Inicio', 'Noticias', 'Santiago del Estero']);
    await expect(breadcrumb.getByRole('link', { name: 'Noticias' })).toHaveAttribute(
      'href',
      '/noticias/10/1',
    );
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Santiago del Estero');
    await expect(page.getByRole('heading', { level: 1, name: 'Santiago del Estero' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('article').first().locator('img')).toHaveCSS('height', '200px');

    const pager = page.getByRole('navigation', { name: 'Paginación' });
    await expect(pager.getByLabel('Página anterior')).toHaveAttribute('aria-disabled', 'true');
    for (let n = 2; n <= first.totalPages; n += 1) {
      await pager.getByRole('link', { name: 'Página siguiente' }).click();
      await expect(pager.locator('[aria-current="page"]')).toHaveText(String(n));
    }
    await expect(page).toHaveURL(new RegExp(`/noticias/Santiago%20del%20Estero/3/${first.totalPages}$`));
    await expect(pager.getByLabel('Página siguiente')).toHaveAttribute('aria-disabled', 'true');
    await expect(pager.getByRole('link', { name: 'Página anterior' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(first.totalDocs - 3 * (first.totalPages - 1));
  });

  test("'Más noticias' lists every province, with the Redes block", async ({ page }) => {
    await page.goto('/noticias/10/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Más noticias' })).toBeVisible();
    // The breadcrumb names the page as its heading does: Inicio › Noticias › Más noticias.
    const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['Inicio', 'Noticias', 'Más noticias']);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Más noticias');
    await expect(page).toHaveTitle(/^Más noticias/);
    await expect(page.getByRole('article')).toHaveCount(10);
    const redes = page.getByRole('region', { name: 'Redes' });
    for (const text of ['+242mil', 'Me gusta', '+1800', '+1000', 'Suscribirse', '+36mil']) {
      await expect(redes).toContainText(text);
    }
    await screenshotAtWidths(page, 'news-list');
  });

  test("a province without news says 'No hay noticias'", async ({ page }) => {
    await page.goto('/noticias/Tierra Del Fuego/7/1');
    await expect(page.getByText('No hay noticias')).toBeVisible();
  });
});

test.describe('search', () => {
  test('finds news ignoring accents and says NO HAY RESULTADOS when nothing matches', async ({ page }) => {
    await page.goto('/noticias/b/santiago/10/1');
    await expect(page.getByRole('heading', { name: 'Resultados de: santiago' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    // The box holds the term, to refine it; the pager says where the reader is (issue #35).
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar noticias' });
    await expect(box).toHaveValue('santiago');
    await expect(page.getByRole('navigation', { name: 'Paginación' })).toContainText(/Página 1 de \d+/);
    await box.fill('santiago del estero');
    await box.press('Enter');
    await expect(page.getByRole('heading', { name: 'Resultados de: santiago del estero' })).toBeVisible();
    await expect(box).toHaveValue('santiago del estero');
    // A term over the limit is told why it has no results, in Spanish.
    await box.fill(`santiago ${'x'.repeat(NEWS_SEARCH_MAX_LENGTH)}`);
    await box.press('Enter');
    await expect(page.getByRole('main').getByText(NEWS_SEARCH_TOO_LONG_MESSAGE)).toBeVisible();
    // Elsewhere the box starts empty again.
    await page.getByRole('banner').getByRole('link', { name: 'Agenda' }).click();
    await expect(page).toHaveURL(/\/agenda\//);
    await expect(box).toHaveValue('');

    await page.goto('/noticias/b/zzzqqqxxx/10/1');
    await expect(page.getByText('NO HAY RESULTADOS')).toBeVisible();
  });
});

test.describe('news detail', () => {
  test('shows the article, shares it, and suggests six more', async ({ page, request }) => {
    const newest = (await (await request.get('/api/noticias/1/1')).json()) as ResultPage<NoticiaListItem>;
    const item = newest.docs[0]!;
    await page.goto(`/noticia/${item._id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.titulo })).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(item.titulo.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(breadcrumb).toContainText(item.provincia);
    await expect(page.getByText(item.editor)).toBeVisible();
    await expect(page.locator('time')).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}, \d{2}:\d{2}$/);
    await expect(page.getByText(item.descripcion)).toBeVisible();

    const share = page.getByRole('link', { name: 'Compartir en WhatsApp' });
    await expect(share).toHaveAttribute('href', new RegExp(encodeURIComponent(`/noticia/${item._id}`)));
    await expect(page.getByRole('link', { name: 'Compartir en Facebook' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compartir en X' })).toBeVisible();

    const related = page.getByRole('region', { name: 'Te puede interesar' });
    await expect(related.getByRole('article')).toHaveCount(6);
    await expect(related.locator(`a[href^="/noticia/${item._id}"]`)).toHaveCount(0);
    await expect(related.getByRole('link', { name: 'VER MÁS' })).toHaveAttribute('href', '/noticias/10/1');
    await screenshotAtWidths(page, 'news-detail');
  });

  test('an unknown id shows a Spanish not-found page', async ({ page }) => {
    await page.goto('/noticia/000000000000000000000000');
    await expect(page.getByRole('heading', { name: 'Noticia no encontrada' })).toBeVisible();
    await expect(
      page.getByText('La noticia que busca no existe o fue eliminada.', { exact: true }),
    ).toBeVisible();
  });

  test('a cover that fails to load is replaced by the placeholder', async ({ page, request }) => {
    const newest = (await (await request.get('/api/noticias/1/1')).json()) as ResultPage<NoticiaListItem>;
    const item = newest.docs[0]!;
    // The original and its resized copies (the srcset's `.w400.jpg`…) all fail.
    const stem = item.img_portada.replace(/\.\w+$/, '');
    await page.route(
      (url) => url.pathname.startsWith(stem),
      (route) => route.abort(),
    );
    await page.goto(`/noticia/${item._id}`);
    await expect(page.getByRole('img', { name: item.titulo })).toHaveAttribute('data-fallback', 'true');
  });
});
