import path from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import {
  NEWS_SEARCH_MAX_LENGTH,
  NEWS_SEARCH_TOO_LONG_MESSAGE,
  type NoticiaListItem,
} from '@portal/contracts';
import { keepScreenshot } from '../support/screenshots';

// Issue #32, item 7 (DESIGN §10, "Before the code takes over"): what a reader can tap works as
// plain HTML, so that it answers with JavaScript off and on a slow phone before the code arrives;
// the code then takes the same markup over.

const PHONE = { width: 375, height: 740 };

/** The screen as the reader sees it (`sin-js-…`, `con-js-…`), for a person to compare. */
async function shoot(page: Page, name: string) {
  await keepScreenshot(page, {
    path: path.join(import.meta.dirname, `../screenshots/${name}-${page.viewportSize()!.width}.png`),
  });
}

interface AlbumAnswer {
  album: [{ _id: string; nombre: string; fotos: string[] }];
}

/**
 * Until the server renders `path`'s section within its budget: the first renders after the portal
 * starts can miss it on a busy machine, and a page whose section was left to the browser is
 * empty without JavaScript. A rendered document is then kept, so the visit that follows gets it.
 */
async function serverRendered(page: Page, path: string) {
  await expect
    .poll(
      async () => /data-ssr-section="\w+" data-release=/.test(await (await page.request.get(path)).text()),
      { timeout: 30_000 },
    )
    .toBe(true);
}

async function visit(page: Page, path: string) {
  await serverRendered(page, path);
  await page.goto(path);
}

async function anAlbum(page: Page) {
  const list = (await (await page.request.get('/api/albums/1/1')).json()) as {
    albums: { docs: { _id: string }[] };
  };
  const id = list.albums.docs[0]!._id;
  const answer = (await (await page.request.get(`/api/album/${id}`)).json()) as AlbumAnswer;
  return answer.album[0];
}

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const phoneMenu = (page: Page) => page.getByRole('dialog', { name: 'Menú' });
/** A `<summary>`: browsers expose it as a disclosure button, Playwright's role engine gives it none. */
const summary = (scope: Page | Locator, text: string) => scope.locator('summary').filter({ hasText: text });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the desktop NOTICIAS menu reaches a province list', async ({ page }) => {
    await visit(page, '/');
    const menu = header(page).getByRole('button', { name: 'Noticias' });
    const provinces = header(page).getByRole('list', { name: 'Provincias' });
    await expect(provinces).toBeHidden();
    await menu.click();
    await expect(provinces).toBeVisible();
    await shoot(page, 'sin-js-menu-noticias');
    // Below its button, over the page (not pushing it down).
    const [button, list] = await Promise.all([menu.boundingBox(), provinces.boundingBox()]);
    expect(list!.y).toBeGreaterThan(button!.y + button!.height);
    await page.keyboard.press('Escape');
    await expect(provinces).toBeHidden();
    await menu.click();
    await provinces.getByRole('link', { name: 'Salta', exact: true }).click();
    await expect(page).toHaveURL(/\/noticias\/Salta\/7\/1$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Salta' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE, hasTouch: true });

    test('the side panel reaches a section and a province', async ({ page }) => {
      await visit(page, '/');
      await expect(phoneMenu(page)).toBeHidden();
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await expect(phoneMenu(page)).toBeVisible();
      // It closes from its button, and opens again.
      await phoneMenu(page).getByRole('button', { name: 'Cerrar menú' }).click();
      await expect(phoneMenu(page)).toBeHidden();
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await phoneMenu(page).getByRole('link', { name: 'Agenda' }).click();
      await expect(page).toHaveURL(/\/agenda\/12\/1$/);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Agenda: Próximos eventos');

      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await summary(phoneMenu(page), 'Noticias').click();
      const provinces = phoneMenu(page).getByRole('list', { name: 'Provincias' });
      await expect(provinces.getByRole('listitem')).toHaveCount(25);
      await shoot(page, 'sin-js-menu-movil');
      await provinces.getByRole('link', { name: 'Tucumán' }).click();
      await expect(page).toHaveURL(/\/noticias\/Tucuman\/10\/1$/);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Tucumán' })).toBeVisible();
    });

    test("the side panel's search reaches the results", async ({ page }) => {
      await visit(page, '/');
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      const search = phoneMenu(page).getByRole('searchbox', { name: 'Buscar noticias' });
      await search.fill('Santiago');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/noticias\/b\/Santiago\/10\/1$/);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Resultados de: Santiago');
    });

    test("the home carousel's second slide is reached by scrolling it sideways", async ({ page }) => {
      const featured = (await (await page.request.get('/api/portada')).json()) as {
        destacadas: NoticiaListItem[];
      };
      await visit(page, '/');
      const carousel = main(page).getByRole('region', { name: 'Noticias destacadas' });
      const second = carousel.getByRole('group', { name: '2 de 3' }).getByRole('link');
      await expect(second).toHaveAttribute('href', new RegExp(`^/noticia/${featured.destacadas[1]!._id}`));
      await expect(second).not.toBeInViewport({ ratio: 0.5 });
      const box = (await carousel.getByRole('group', { name: '1 de 3' }).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(box.width * 0.6, 0);
      // Snapped whole into the frame, where the first slide was.
      await expect.poll(async () => Math.round((await second.boundingBox())!.x)).toBe(Math.round(box.x));
      await shoot(page, 'sin-js-carrusel-2');
      await second.click();
      await expect(page).toHaveURL(new RegExp(`/noticia/${featured.destacadas[1]!._id}`));
    });
  });

  test("the agenda's province filter reaches a province's agenda", async ({ page }) => {
    await visit(page, '/agenda/9/1');
    const filter = main(page).getByRole('navigation', { name: 'Filtrar la agenda por provincia' });
    await expect(filter.getByRole('link', { name: 'Salta', exact: true })).toBeHidden();
    await summary(filter, 'Provincias').click();
    await shoot(page, 'sin-js-agenda-filtro');
    await filter.getByRole('link', { name: 'Salta', exact: true }).click();
    await expect(page).toHaveURL(/\/agenda\/Salta\/9\/1$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Agenda: Salta');
  });

  test("an album's photo opens its full-size image", async ({ page }) => {
    const album = await anAlbum(page);
    await visit(page, `/album/${album._id}`);
    const total = album.fotos.length;
    const second = main(page).getByRole('link', { name: `Ampliar la foto 2 de ${total}` });
    await expect(second).toHaveAttribute('href', album.fotos[1]!);
    const [image] = await Promise.all([page.waitForResponse(album.fotos[1]!), second.click()]);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    await expect(page).toHaveURL(new RegExp(`${album.fotos[1]!}$`));
  });

  test("a collaborator's photo opens large, and Escape closes it", async ({ page }) => {
    await visit(page, '/colaboradores');
    await main(page)
      .getByRole('button', { name: /Lucía Fernández/ })
      .click();
    const modal = page.getByRole('dialog', { name: 'Lucía Fernández' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('img', { name: 'Foto de Lucía Fernández' })).toBeVisible();
    await expect(modal).toContainText('Fotografía');
    await shoot(page, 'sin-js-colaborador');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await main(page)
      .getByRole('button', { name: /Diego Coronel/ })
      .click();
    await page.getByRole('dialog', { name: 'Diego Coronel' }).getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a search keeps its term in the box, and a term too long is told so (issue #35)', async ({ page }) => {
    const box = () => header(page).getByRole('searchbox', { name: 'Buscar noticias' });
    await serverRendered(page, '/noticias/b/santiago%20del/10/1');
    await visit(page, '/');
    await box().fill('santiago del');
    await box().press('Enter');
    await expect(page).toHaveURL(/\/noticias\/b\/santiago%20del\/10\/1$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Resultados de: santiago del');
    await expect(main(page).getByRole('article').first()).toBeVisible();
    // The server's HTML holds it: nothing ran to put it there.
    await expect(box()).toHaveValue('santiago del');
    await shoot(page, 'sin-js-busqueda');

    // A term over the limit goes out whole, and the page says why it has no results.
    const long = `santiago ${'x'.repeat(NEWS_SEARCH_MAX_LENGTH)}`;
    await box().fill(long);
    await box().press('Enter');
    await expect(main(page).getByText(NEWS_SEARCH_TOO_LONG_MESSAGE)).toBeVisible();
    await expect(main(page)).not.toContainText('NO HAY RESULTADOS');
    await expect(box()).toHaveValue(long);
  });

  test('each list says which page of how many it shows (issue #35)', async ({ page }) => {
    const lists: [path: string, api: string, key?: string][] = [
      ['/noticias/10/2', '/api/noticias/10/2'],
      ['/noticias/b/santiago/10/1', '/api/noticia/b/santiago/10/1', 'noticia'],
      ['/agenda/9/1', '/api/eventos/9/1', 'eventos'],
      ['/albums/9/1', '/api/albums/9/1', 'albums'],
    ];
    for (const [path, api, key] of lists) {
      const answer = (await (await page.request.get(api)).json()) as Record<string, unknown>;
      const { page: current, totalPages } = (key ? answer[key] : answer) as {
        page: number;
        totalPages: number;
      };
      await visit(page, path);
      await expect(page.getByRole('navigation', { name: 'Paginación' }), path).toContainText(
        `Página ${current} de ${totalPages}`,
      );
    }
  });
});

test.describe('once the code has taken the same markup over', () => {
  /** Console errors and warnings (a hydration mismatch is one) and uncaught errors. */
  function watchTrouble(page: Page) {
    const trouble: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') trouble.push(message.text());
    });
    page.on('pageerror', (error) => trouble.push(error.message));
    return trouble;
  }

  /**
   * What Chromium tells assistive technology about an element (its accessibility node's
   * properties): a popover's button is expanded while the popover shows, with no `aria-expanded`.
   */
  async function accessibility(locator: Locator): Promise<Record<string, unknown>> {
    const page = locator.page();
    const cdp = await page.context().newCDPSession(page);
    await locator.evaluate((element) => element.setAttribute('data-probe', ''));
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: 'document.querySelector("[data-probe]")',
    });
    await locator.evaluate((element) => element.removeAttribute('data-probe'));
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId!,
      fetchRelatives: false,
    });
    await cdp.detach();
    return Object.fromEntries((nodes[0]?.properties ?? []).map(({ name, value }) => [name, value.value]));
  }

  /** Every `aria-controls` of the page names an element of the page. */
  async function expectControlledElements(page: Page) {
    const missing = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-controls]')]
        .flatMap((element) => element.getAttribute('aria-controls')!.split(/\s+/))
        .filter((id) => !document.getElementById(id)),
    );
    expect(missing).toEqual([]);
  }

  test('NOTICIAS: Escape closes the menu and gives the focus back to its button', async ({ page }) => {
    const trouble = watchTrouble(page);
    await visit(page, '/');
    await expectControlledElements(page);
    const menu = header(page).getByRole('button', { name: 'Noticias' });
    expect(await accessibility(menu)).toMatchObject({ expanded: false });
    await menu.click();
    await expect(header(page).getByRole('list', { name: 'Provincias' })).toBeVisible();
    await shoot(page, 'con-js-menu-noticias');
    expect(await accessibility(menu)).toMatchObject({ expanded: true });
    // Into the menu and out with Escape: the focus goes back to its button.
    await page.keyboard.press('Tab');
    await expect(header(page).getByRole('link', { name: 'Todas' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(header(page).getByRole('list', { name: 'Provincias' })).toBeHidden();
    await expect(menu).toBeFocused();
    expect(await accessibility(menu)).toMatchObject({ expanded: false });
    // A link closes it and the router takes the reader there.
    await menu.click();
    await header(page).getByRole('link', { name: 'Jujuy' }).click();
    await expect(page).toHaveURL(/\/noticias\/Jujuy\/7\/1$/);
    await expect(header(page).getByRole('list', { name: 'Provincias' })).toBeHidden();
    expect(trouble).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE, hasTouch: true });

    test('the side panel: Escape closes it and the focus returns to its button', async ({ page }) => {
      const trouble = watchTrouble(page);
      await visit(page, '/');
      await expectControlledElements(page);
      const opener = page.getByRole('button', { name: 'Abrir menú' });
      await opener.click();
      await expect(phoneMenu(page)).toBeVisible();
      await shoot(page, 'con-js-menu-movil');
      // A modal: the page behind it is out of reach, and the focus is in the panel.
      expect(await accessibility(phoneMenu(page))).toMatchObject({ modal: true });
      expect(await phoneMenu(page).evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
      // It stays open on an outside click (the spec), and Escape closes it.
      await page.mouse.click(360, 400);
      await expect(phoneMenu(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(phoneMenu(page)).toBeHidden();
      await expect(opener).toBeFocused();
      expect(await accessibility(opener)).toMatchObject({ expanded: false });

      // A search from it closes it and shows the results in the page.
      await opener.click();
      await phoneMenu(page).getByRole('searchbox', { name: 'Buscar noticias' }).fill('Santiago');
      await phoneMenu(page).getByRole('searchbox', { name: 'Buscar noticias' }).press('Enter');
      await expect(page).toHaveURL(/\/noticias\/b\/Santiago\/10\/1$/);
      await expect(phoneMenu(page)).toBeHidden();
      expect(trouble).toEqual([]);
    });

    test('the carousel moves with its arrows and dots once Embla has it', async ({ page }) => {
      const trouble = watchTrouble(page);
      await visit(page, '/');
      const carousel = main(page).getByRole('region', { name: 'Noticias destacadas' });
      const first = carousel.getByRole('group', { name: '1 de 3' });
      const box = (await first.boundingBox())!;
      await carousel.getByRole('button', { name: 'Ir a la noticia 2' }).click();
      const second = carousel.getByRole('group', { name: '2 de 3' });
      await expect.poll(async () => Math.round((await second.boundingBox())!.x)).toBe(Math.round(box.x));
      await expect(carousel.getByRole('button', { name: 'Ir a la noticia 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      expect(trouble).toEqual([]);
    });
  });

  test('the agenda filter, an album photo and a collaborator answer with the code', async ({ page }) => {
    const trouble = watchTrouble(page);
    await visit(page, '/agenda/9/1');
    await expectControlledElements(page);
    const filter = main(page).getByRole('navigation', { name: 'Filtrar la agenda por provincia' });
    await summary(filter, 'Provincias').click();
    await filter.getByRole('link', { name: 'Jujuy', exact: true }).click();
    await expect(page).toHaveURL(/\/agenda\/Jujuy\/9\/1$/);
    await expect(filter.getByRole('link', { name: 'Jujuy', exact: true })).toBeHidden();

    const album = await anAlbum(page);
    await visit(page, `/album/${album._id}`);
    await expectControlledElements(page);
    await main(page)
      .getByRole('link', { name: `Ampliar la foto 2 de ${album.fotos.length}` })
      .click();
    const gallery = page.getByRole('dialog', { name: /^Galería: / });
    await expect(gallery).toBeVisible();
    await expect(gallery.getByText(`2 / ${album.fotos.length}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/album/${album._id}$`));
    // Keys answer once the opening animation is over.
    await expect(gallery).not.toHaveAttribute('aria-busy', 'true');
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();

    await visit(page, '/colaboradores');
    await expectControlledElements(page);
    const card = main(page).getByRole('button', { name: /Lucía Fernández/ });
    await card.click();
    await expect(page.getByRole('dialog', { name: 'Lucía Fernández' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(card).toBeFocused();
    expect(trouble).toEqual([]);
  });
});
