import { join } from 'node:path';
import { expect, request as playwright, test, type APIRequestContext, type Page } from '../support/test';
import type { EventoListItem, NoticiaListItem, Page as ResultPage } from '@portal/contracts';
import { CHROMIUM_LAUNCH, E2E_PORT } from '../support/environment';
import { settle, watchCspViolations } from '../support/page-guards';
import { keepScreenshot, screenshotAtWidths } from '../support/screenshots';

// Issue #15, what a visitor met: long words spilling out of pages (item 9), the Redes block
// overflowing (10), out-of-range pages with no way back (11), past events not marked (13),
// soft 404s (12), dialogs logging CSP violations (14) and the phone top bar and footer (16).

// Headless Chromium hides scrollbars by default; a visitor's desktop browser shows them, which is
// what makes the dialogs' scroll lock measure a gap (and write a different <style>).
test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

const PORTAL = `http://localhost:${E2E_PORT}`;
const SCREENSHOTS = join(import.meta.dirname, '../screenshots');
const ADMIN = { username: 'admin', password: 'admin-portal' };
/** A 120-character word with no break opportunity, and a long address, as staff may paste them. */
const LONG_WORD = 'Desproporcionadamente'.repeat(6).slice(0, 120);
const LONG_URL = `https://www.ejemplo.com.ar/noticias/${'palabra-muy-larga'.repeat(8)}`;

const main = (page: Page) => page.getByRole('main');

async function staffSession(): Promise<APIRequestContext> {
  const context = await playwright.newContext({ baseURL: PORTAL, extraHTTPHeaders: { Origin: PORTAL } });
  const login = await context.post('/api/login', {
    data: { username: ADMIN.username, contraseña: ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

/** The page's width beyond the window's (0 when nothing makes it scroll sideways). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Full-page screenshots as a phone or a desktop shows the page: without the scrollbar this spec
 * keeps visible (a full-page capture would otherwise cut its width off the right edge).
 */
async function screenshots(page: Page, name: string, widths: readonly number[]) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setScrollbarsHidden', { hidden: true });
  await screenshotAtWidths(page, name, widths);
  await cdp.send('Emulation.setScrollbarsHidden', { hidden: false });
  await cdp.detach();
}

/** Today's date in Argentina, `YYYY-MM-DD`, as the portal compares event dates. */
const argentinaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());

test.describe('a news item with a long unbroken word and address', () => {
  let admin: APIRequestContext;
  let id = '';

  test.beforeAll(async () => {
    admin = await staffSession();
    const cover = ((await (await admin.get('/api/noticias/1/1')).json()) as ResultPage<NoticiaListItem>)
      .docs[0]!.img_portada;
    const created = await admin.post('/api/crearnoticia', {
      data: {
        provincia: 'Salta',
        img_portada: cover,
        titulo: `Prueba ${LONG_WORD} de palabras largas`,
        descripcion: `Una dirección pegada tal cual: ${LONG_URL} y otra palabra ${LONG_WORD}.`,
        texto: `<p>Cuerpo con ${LONG_WORD} y ${LONG_URL} en un párrafo.</p>`,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    id = ((await created.json()) as { id: string }).id;
  });

  test.afterAll(async () => {
    if (id) await admin.delete(`/api/noticia/${id}`);
    await admin.dispose();
  });

  test('titles and descriptions wrap on home, list, detail and search from 375 to 1400 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const path of ['/', '/noticias/10/1', `/noticia/${id}`, `/noticias/b/${LONG_WORD}/10/1`]) {
      for (const width of [375, 768, 1024, 1400]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await settle(page);
        await expect(main(page).getByText(LONG_WORD).first()).toBeVisible();
        expect(await sidewaysOverflow(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
    await page.goto(`/noticia/${id}`);
    await settle(page);
    await screenshots(page, 'visitor-long-title-detail', [375, 1400]);
    await page.goto('/noticias/10/1');
    await settle(page);
    await screenshots(page, 'visitor-long-title-list', [375, 1400]);
  });
});

test('the Redes block stays inside its card and the page at 1024 and 1366 px', async ({ page }) => {
  for (const width of [375, 1024, 1366, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/noticias/10/1');
    await settle(page);
    const block = page.getByRole('region', { name: 'Redes' });
    await expect(block.getByRole('link')).toHaveCount(4);
    const spills = await block.evaluate((section) => {
      const box = section.getBoundingClientRect();
      return [...section.querySelectorAll('a')]
        .filter((link) => {
          const own = link.getBoundingClientRect();
          return own.right > box.right + 0.5 || link.scrollWidth > link.clientWidth;
        })
        .map((link) => link.textContent);
    });
    expect(spills, `at ${width} px`).toEqual([]);
    expect(await sidewaysOverflow(page), `at ${width} px`).toBeLessThanOrEqual(0);
  }
  await screenshots(page, 'visitor-redes', [1024, 1366]);
});

test('a page past the end offers the last page; a truly empty list keeps its empty text', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const news = (await (await request.get('/api/noticias/7/1')).json()) as ResultPage<NoticiaListItem>;
  const albums = ((await (await request.get('/api/albums/9/1')).json()) as { albums: ResultPage<unknown> })
    .albums;
  const events = ((await (await request.get('/api/eventos/9/1')).json()) as { eventos: ResultPage<unknown> })
    .eventos;
  const search = (
    (await (await request.get('/api/noticia/b/santiago/10/1')).json()) as { noticia: ResultPage<unknown> }
  ).noticia;
  const cases = [
    { path: '/noticias/7/999', last: `/noticias/7/${news.totalPages}`, cards: 'article' },
    { path: '/albums/9/99', last: `/albums/9/${albums.totalPages}`, cards: 'article' },
    { path: '/agenda/9/999', last: `/agenda/9/${events.totalPages}`, cards: 'article' },
    {
      path: '/noticias/b/santiago/10/999',
      last: `/noticias/b/santiago/10/${search.totalPages}`,
      cards: 'article',
    },
  ];
  for (const { path, last } of cases) {
    await page.goto(path);
    const back = main(page).getByRole('link', { name: 'Ir a la última página' });
    await expect(back, path).toBeVisible();
    await expect(back, path).toHaveAttribute('href', last);
    // The server cannot know the list ends before this page: the page itself keeps it out of indexes.
    await expect(page.locator('head meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
    if (path === '/agenda/9/999') await screenshots(page, 'visitor-out-of-range', [375, 1400]);
    await back.click();
    await expect(page).toHaveURL(last);
    await expect(main(page).getByRole('article').first(), last).toBeVisible();
    await expect(main(page).getByRole('navigation', { name: 'Paginación' })).toBeVisible();
  }
  // Nothing to go back to: the list's own empty text, and no link.
  await page.goto('/noticias/b/zqxjvwpalabrainexistente/10/1');
  await expect(main(page).getByText('NO HAY RESULTADOS')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Ir a la última página' })).toHaveCount(0);
});

test('an unknown address or album answers 404 with the Spanish page, and noindex', async ({ page }) => {
  // Readers are addressed formally (#35), as on the rest of the site.
  for (const [path, heading, text] of [
    ['/no-existe', 'Página no encontrada', 'La dirección que busca no existe o fue movida.'],
    [
      '/album/0123456789abcdef01234567',
      'Álbum no encontrado',
      'El álbum que busca no existe o fue eliminado.',
    ],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(main(page).getByRole('heading', { name: heading }), path).toBeVisible();
    await expect(main(page).getByText(text, { exact: true }), path).toBeVisible();
    await expect(page.locator('head meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
    if (path === '/no-existe') await screenshots(page, 'visitor-not-found', [375, 1400]);
  }
  // Found missing after a click inside the site (no document request, no status): noindex still.
  await page.goto('/');
  await page.evaluate(() => {
    history.pushState(null, '', '/otra-direccion-inexistente');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(main(page).getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(main(page).getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
});

test('past events are marked Finalizado in every agenda list and on their page', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const all = (
    (await (await request.get('/api/eventos/100/1')).json()) as { eventos: ResultPage<EventoListItem> }
  ).eventos.docs;
  const today = argentinaToday();
  const past = all.filter((event) => event.fecha < today);
  const upcoming = all.filter((event) => event.fecha >= today);
  expect(past.length, 'the demo agenda has past events').toBeGreaterThan(0);
  expect(upcoming.length, 'the demo agenda has upcoming events').toBeGreaterThan(0);

  const card = (event: EventoListItem) =>
    main(page)
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: `+ INFO: ${event.titulo}`, exact: true }) });
  const checkList = async (path: string, events: EventoListItem[]) => {
    await page.goto(path);
    await expect(main(page).getByRole('article').first()).toBeVisible();
    for (const event of events) {
      const shown = card(event).first();
      await expect(shown, `${path}: ${event.titulo}`).toBeVisible();
      if (event.fecha < today) await expect(shown.getByText('Finalizado', { exact: true })).toBeVisible();
      else await expect(shown.getByText('Finalizado', { exact: true })).toHaveCount(0);
    }
  };
  await checkList('/agenda/100/1', all);
  const province = past[0]!.provincia;
  await checkList(
    `/agenda/${encodeURIComponent(province)}/100/1`,
    all.filter((event) => event.provincia === province),
  );
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`/agenda/${encodeURIComponent(province)}/100/1`);
  await expect(main(page).getByText('Finalizado').first()).toBeVisible();
  await screenshots(page, 'visitor-agenda-finalizado', [375, 1400]);

  await page.goto(`/evento/${past[0]!._id}`);
  const article = main(page).getByRole('article').first();
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(past[0]!.titulo);
  await expect(article.getByText('Finalizado', { exact: true })).toBeVisible();
  await screenshots(page, 'visitor-event-finalizado', [375, 1400]);
  await page.goto(`/evento/${upcoming[0]!._id}`);
  const next = main(page).getByRole('article').first();
  await expect(next.getByRole('heading', { level: 1 })).toHaveText(upcoming[0]!.titulo);
  await expect(next.getByText('Finalizado', { exact: true })).toHaveCount(0);
});

test('opening the dialogs (phone menu, collaborators, back office) reports no policy violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations = await watchCspViolations(page);
  // The phone menu, on a page short enough to have no scrollbar and on one that scrolls.
  await page.setViewportSize({ width: 375, height: 900 });
  for (const path of ['/', '/agenda/9/1']) {
    await page.goto(path);
    await settle(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/colaboradores');
  await settle(page);
  await main(page)
    .getByRole('button', { name: /Lucía Fernández/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Lucía Fernández' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The back office's confirmation dialog, answered with Cancelar.
  await page.goto('/login');
  await page.getByLabel('Usuario', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/galeria');
  await settle(page);
  await main(page)
    .getByRole('button', { name: /^BORRAR/ })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: 'Estas Seguro?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  expect(violations).toEqual([]);
});

test('the phone top bar keeps the date on one line; the footer has room around its content', async ({
  page,
}) => {
  for (const width of [360, 375, 768, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await settle(page);
    const date = page.getByText(/^(LUNES|MARTES|MIÉRCOLES|JUEVES|VIERNES|SÁBADO|DOMINGO) \d/).first();
    await expect(date).toBeVisible();
    // An inline box has one client rectangle per line it takes.
    const lines = await date.evaluate((element) => element.getClientRects().length);
    expect(lines, `date lines at ${width} px`).toBe(1);
    // ...and beside the social icons, not above them.
    const icons = await page.getByRole('link', { name: 'YouTube' }).first().boundingBox();
    const dateBox = await date.boundingBox();
    expect(icons!.y, `icons beside the date at ${width} px`).toBeLessThan(dateBox!.y + dateBox!.height);
    expect(icons!.x + icons!.width, `icons inside the bar at ${width} px`).toBeLessThanOrEqual(
      (await page.evaluate(() => document.documentElement.clientWidth)) - 16,
    );

    const footer = page.getByRole('contentinfo');
    const gaps = await footer.evaluate((element) => {
      const top = element.getBoundingClientRect().top;
      const firstContent = [...element.querySelectorAll('img, svg, a')]
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.height > 0)
        .reduce((min, box) => Math.min(min, box.top), Infinity);
      // The footer's last link (CONTACTO until #35 added RSS after it).
      const contact = [...element.querySelectorAll('nav[aria-label="Secciones del sitio"] a')].at(-1);
      const contactBox = contact?.getBoundingClientRect();
      // The nearest element below the last link: the divider (or the copyright line under it).
      const below = [...element.querySelectorAll('*')]
        .map((child) => child.getBoundingClientRect())
        .filter((box) => contactBox && box.height > 0 && box.top >= contactBox.bottom - 0.5)
        .reduce((min, box) => Math.min(min, box.top), Infinity);
      return { top: firstContent - top, contact: contactBox ? below - contactBox.bottom : -1 };
    });
    expect(gaps.top, `footer top padding at ${width} px`).toBeGreaterThanOrEqual(24);
    expect(gaps.contact, `space under the footer's last link at ${width} px`).toBeGreaterThanOrEqual(12);
    expect(await sidewaysOverflow(page), `at ${width} px`).toBeLessThanOrEqual(0);
  }
  await screenshots(page, 'visitor-home', [375, 1400]);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await keepScreenshot(page.getByRole('contentinfo'), { path: join(SCREENSHOTS, 'visitor-footer-375.png') });
  await page.setViewportSize({ width: 1400, height: 900 });
  await keepScreenshot(page.getByRole('contentinfo'), { path: join(SCREENSHOTS, 'visitor-footer-1400.png') });
});
