import { expect, test, type Browser, type Page } from '../support/test';
import * as staff from '../support/staff';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pngFromPixels } from '../support/png';
import { keepScreenshot } from '../support/screenshots';

// What an editor tripped over in the back office (issue #23 items 11–14): a draft save that took
// a story offline, a conflict banner that said nothing, an activity log of raw codes, and the
// polish items (table width, sidebar, album tiles, a stale state, previews, Back, the console).

const ADMIN = { username: 'admin', password: 'admin-portal', name: 'Mariana Gorosito' };
/** Screenshots for a person to look at (not compared): e2e/screenshots, or SHOTS_DIR. */
const SHOTS = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../screenshots');

async function signedInPage(browser: Browser) {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await logIn(page);
  return page;
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

const logIn = (page: Page) => staff.signIn(page, ADMIN);
const acknowledge = (page: Page, name: string) =>
  staff.acknowledge(page, name, { exact: true, timeout: 20_000 });

const stamp = () => Date.now().toString(36).slice(-5);
const titleField = (page: Page) => page.getByLabel('Titulo', { exact: true });
const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

async function deleteNews(page: Page, id: string) {
  expect((await page.request.delete(`/api/noticia/${id}`, { headers: origin(page) })).status()).toBe(200);
}

async function staffItem(page: Page, id: string) {
  const answer = await page.request.get(`/api/redaccion/noticia/${id}`);
  return ((await answer.json()) as { noticia: [{ estado: string; titulo: string; descripcion: string }] })
    .noticia[0];
}

async function shoot(page: Page, name: string, widths = [390, 1366]) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: the sticky sidebar and toolbar would otherwise be drawn where the page was scrolled.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await keepScreenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * Every console error and uncaught exception of a page. The weather call's 503 on a portal with
 * no weather service is issue #23 item 8, fixed apart (GET /api/clima answers temp: null).
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const where = message.location().url;
    if (message.type() === 'error' && !where.endsWith('/api/clima'))
      errors.push(`${message.text()} @ ${where}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** `<input type="datetime-local">`-free scheduling: an ISO time `seconds` from now. */
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

test.describe('newsroom', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('editing a published story keeps it online; Despublicar takes it down after a confirmation, audited as such', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logIn(page);
    const title = `Nota publicada ${stamp()}`;
    const id = await staff.writeNews(page, { titulo: title });
    await page.goto(`/editarnoticia/${id}`);
    await expect(titleField(page)).toHaveValue(title);
    // No 'Guardar borrador' on a published story: a save cannot take it offline.
    await expect(page.getByRole('button', { name: 'Guardar borrador' })).toHaveCount(0);
    await page.getByLabel('Descripción').fill('Resumen corregido, la nota sigue publicada.');
    await page.getByRole('button', { name: 'ACTUALIZAR' }).click();
    await acknowledge(page, 'Actualizado con exito!');
    expect((await page.request.get(`/api/noticia/${id}`)).status()).toBe(200);

    // Despublicar asks first; 'Cancelar' leaves it online.
    await page.getByRole('button', { name: 'Despublicar' }).click();
    const confirm = dialog(page, 'Estas Seguro?');
    await expect(confirm).toContainText('deja de verse en el sitio');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    expect((await staffItem(page, id)).estado).toBe('publicada');

    await page.getByRole('button', { name: 'Despublicar' }).click();
    await dialog(page, 'Estas Seguro?').getByRole('button', { name: 'Despublicar' }).click();
    await acknowledge(page, 'Noticia despublicada: ya no se ve en el sitio.');
    await expect(page.locator('[data-state="borrador"]').first()).toHaveText('Borrador');
    expect((await page.request.get(`/api/noticia/${id}`)).status()).toBe(404);
    // A draft again: 'Guardar borrador' is back, 'Despublicar' is gone.
    await expect(page.getByRole('button', { name: 'Guardar borrador' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Despublicar' })).toHaveCount(0);

    const log = (await (await page.request.get('/api/auditoria/20/1?recurso=noticia')).json()) as {
      auditoria: { docs: { accion: string; recurso_id: string }[] };
    };
    expect(log.auditoria.docs.filter((row) => row.recurso_id === id).map((row) => row.accion)).toEqual([
      'despublicar',
      'editar',
      'publicar',
    ]);
    await deleteNews(page, id);
  });

  test('the conflict banner says who saved and when; their version can be loaded, or mine saved over it on purpose; revisions tell versions apart', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await logIn(page);
    const title = `Nota en dos manos ${stamp()}`;
    const id = await staff.writeNews(page, { titulo: title, estado: 'borrador' });
    const other = await signedInPage(browser);
    await other.goto(`/editarnoticia/${id}`);
    await page.goto(`/editarnoticia/${id}`);
    await expect(titleField(page)).toHaveValue(title);
    await expect(titleField(other)).toHaveValue(title);

    await titleField(other).fill(`${title} (su versión)`);
    await other.getByRole('button', { name: 'ACTUALIZAR' }).click();
    await acknowledge(other, 'Actualizado con exito!');

    await page.getByLabel('Descripción').fill('Mi resumen, escrito al mismo tiempo.');
    await page.getByRole('button', { name: 'ACTUALIZAR' }).click();
    const banner = page.getByRole('alert');
    await expect(banner).toContainText(new RegExp(`${ADMIN.name} guardó esta noticia a las \\d\\d:\\d\\d`));
    await expect(page.getByLabel('Descripción')).toHaveValue('Mi resumen, escrito al mismo tiempo.');
    await shoot(page, 'news-edit-conflict');

    // A second ACTUALIZAR does not just repeat the banner: it asks whether to overwrite.
    await page.getByRole('button', { name: 'ACTUALIZAR' }).click();
    const ask = dialog(page, 'Estas Seguro?');
    await expect(ask).toContainText(`${ADMIN.name} guardó esta noticia a las`);
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    expect((await staffItem(page, id)).titulo).toBe(`${title} (su versión)`);

    // 'Cargar su versión': after a confirmation the form takes their text; mine is dropped.
    await banner.getByRole('button', { name: 'Cargar su versión' }).click();
    await dialog(page, 'Estas Seguro?').getByRole('button', { name: 'Cargar su versión' }).click();
    await expect(titleField(page)).toHaveValue(`${title} (su versión)`);
    await expect(page.getByLabel('Descripción')).toHaveValue('Resumen para la redacción.');
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Another conflict, settled with 'Sobrescribir con la mía'.
    await other.reload();
    await other.getByLabel('Descripción').fill('Su segundo resumen.');
    await other.getByRole('button', { name: 'ACTUALIZAR' }).click();
    await acknowledge(other, 'Actualizado con exito!');
    await page.getByLabel('Descripción').fill('Mi resumen definitivo.');
    await page.getByRole('button', { name: 'ACTUALIZAR' }).click();
    await page.getByRole('alert').getByRole('button', { name: 'Sobrescribir con la mía' }).click();
    await acknowledge(page, 'Actualizado con exito!');
    expect((await staffItem(page, id)).descripcion).toBe('Mi resumen definitivo.');
    await other.context().close();

    // Historial: each version with its number, its state and what the next one changed.
    const history = page.getByRole('list', { name: 'Versiones anteriores' });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    const oldest = history.getByRole('listitem').last();
    await expect(oldest).toContainText('v1');
    await expect(oldest).toContainText('Borrador');
    await expect(oldest).toContainText('La versión 2 cambió: Título');
    await expect(history.getByRole('listitem').first()).toContainText('La versión 4 cambió: Descripción');
    await page.getByRole('heading', { name: 'Historial' }).scrollIntoViewIfNeeded();
    await shoot(page, 'news-revisions');
    await deleteNews(page, id);
  });

  test('Actividad speaks Spanish, names and links each item (deleted ones too), filters by part of a name and by dates, and shows scheduled publishing as Sistema', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    // A refused login, to be seen in Spanish.
    const stranger = await (await browser.newContext()).newPage();
    await stranger.goto('/login');
    await stranger.getByLabel('Usuario', { exact: true }).fill(ADMIN.username);
    await stranger.getByLabel('Contraseña', { exact: true }).fill('equivocada');
    await stranger.getByRole('button', { name: 'Login' }).click();
    await expect(stranger.getByRole('dialog')).toBeVisible();
    await stranger.context().close();

    await logIn(page);
    const kept = `Nota que queda ${stamp()}`;
    const gone = `Nota que se borra ${stamp()}`;
    const keptId = await staff.writeNews(page, { titulo: kept });
    const goneId = await staff.writeNews(page, { titulo: gone });
    await deleteNews(page, goneId);
    const scheduled = `Nota programada ${stamp()}`;
    const scheduledId = await staff.writeNews(page, {
      titulo: scheduled,
      estado: 'programada',
      publicar_en: inSeconds(3),
    });
    await expect
      .poll(async () => (await staffItem(page, scheduledId)).estado, { timeout: 60_000, intervals: [2_000] })
      .toBe('publicada');

    await page
      .getByRole('navigation', { name: 'Administración' })
      .getByRole('link', { name: 'ACTIVIDAD' })
      .click();
    await expect(page).toHaveURL(/\/actividad$/);
    const log = page.getByRole('table', { name: 'Actividad' });
    await expect(log.getByRole('row').nth(1)).toBeVisible();
    // Every row on one page: the parallel journeys write between this journey's rows.
    await page.getByLabel('Filas por página').selectOption('Todos');
    // Spanish words, never the raw codes.
    for (const code of ['login-rechazado', 'sesion', 'publicar', 'borrar']) {
      await expect(log.getByRole('cell', { name: code, exact: true })).toHaveCount(0);
    }
    await expect(log.getByRole('row').filter({ hasText: 'Ingreso rechazado' }).first()).toBeVisible();

    // Part of the username, in any case.
    await page.getByLabel('Usuario').fill('ADM');
    await page.getByLabel('Recurso').selectOption('Noticia');
    await page.getByRole('button', { name: 'FILTRAR' }).click();
    await expect(page).toHaveURL(/usuario=ADM/);
    // Every row on one page: the parallel journeys' writes come between this journey's.
    await page.getByLabel('Filas por página').selectOption('Todos');
    const action = (name: string) => ({ has: page.getByRole('cell', { name, exact: true }) });
    // A deleted story is in the Papelera (issue #25): no longer linked from the log.
    const deletedRow = log.getByRole('row').filter(action('Envío a la papelera')).filter({ hasText: gone });
    await expect(deletedRow).toContainText('(borrado)');
    await expect(deletedRow.getByRole('link')).toHaveCount(0);
    const keptRow = log.getByRole('row').filter(action('Publicación')).filter({ hasText: kept });
    await expect(keptRow.getByRole('link', { name: kept })).toBeVisible();
    await shoot(page, 'activity-log');

    // Dates: today has them, a range that ended yesterday has none.
    const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 27 * 3600_000).toISOString().slice(0, 10);
    await page.getByLabel('Desde').fill(today);
    await page.getByLabel('Hasta').fill(today);
    await page.getByRole('button', { name: 'FILTRAR' }).click();
    await expect(keptRow).toBeVisible();
    await page.getByLabel('Desde').fill('2020-01-01');
    await page.getByLabel('Hasta').fill(yesterday);
    await page.getByRole('button', { name: 'FILTRAR' }).click();
    await expect(page.getByText('No hay registros para mostrar.')).toBeVisible();

    // Scheduled publishing, done by the system.
    await page.goto('/actividad?usuario=sistema');
    const systemRow = log.getByRole('row').filter({ hasText: scheduled });
    await expect(systemRow).toHaveCount(1);
    await expect(systemRow.getByRole('cell', { name: 'Sistema', exact: true })).toBeVisible();
    await expect(systemRow.getByRole('cell', { name: 'Publicación', exact: true })).toBeVisible();

    // A row's link opens its item.
    await page.goto('/actividad?recurso=noticia');
    await log.getByRole('link', { name: kept }).first().click();
    await expect(page).toHaveURL(new RegExp(`/editarnoticia/${keptId}$`));
    await expect(titleField(page)).toHaveValue(kept);
    await deleteNews(page, keptId);
    await deleteNews(page, scheduledId);
  });
});

test.describe('back-office polish', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('at 1366 px the news table shows EDITAR and BORRAR of every row, a scheduled one included', async ({
    page,
  }) => {
    await logIn(page);
    const id = await staff.writeNews(page, {
      titulo: `Nota con un título largo para ver el ancho de la tabla de noticias ${stamp()}`,
      estado: 'programada',
      publicar_en: inSeconds(3 * 24 * 3600),
    });
    await page.goto('/admin');
    const table = page.getByRole('table', { name: 'Noticias' });
    await expect(table.getByRole('row').filter({ hasText: 'Programada' }).first()).toBeVisible();
    await shoot(page, 'news-list');
    const rows = table.getByRole('row');
    const count = await rows.count();
    for (let index = 1; index < count; index += 1) {
      for (const name of [/^EDITAR/, /^BORRAR/]) {
        const button = rows
          .nth(index)
          .getByRole('link', { name })
          .or(rows.nth(index).getByRole('button', { name }));
        const box = await button.first().boundingBox();
        expect(box, `row ${index} ${String(name)}`).not.toBeNull();
        expect(box!.x + box!.width, `row ${index} ${String(name)}`).toBeLessThanOrEqual(1366);
      }
    }
    // Nothing scrolls sideways: the table fits its frame.
    const overflow = await table.evaluate((element) => {
      let frame: HTMLElement | null = element.parentElement;
      while (frame && frame.scrollWidth <= frame.clientWidth && frame !== document.body)
        frame = frame.parentElement;
      return frame && frame !== document.body ? frame.scrollWidth - frame.clientWidth : 0;
    });
    expect(overflow).toBe(0);
    await deleteNews(page, id);
  });

  test('only the open screen is marked current in the sidebar', async ({ page }) => {
    await logIn(page);
    const nav = page.getByRole('navigation', { name: 'Administración' });
    for (const [path, label] of [
      ['/actividad', 'ACTIVIDAD'],
      ['/usuarios', 'USUARIOS'],
      ['/nuevousuario', 'USUARIOS'],
      ['/admin', 'NOTICIAS'],
    ] as const) {
      await page.goto(path);
      await expect(nav.locator('[aria-current="page"]')).toHaveText([label]);
    }
  });

  test('album tiles: Eliminar clear of PORTADA, and the alt text readable as typed', async ({ page }) => {
    await logIn(page);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/nuevoalbum');
      const photo = (seed: number) => ({
        name: `foto-${seed}.png`,
        mimeType: 'image/png',
        buffer: pngFromPixels(400, 300, (x, y) => [(seed * 60 + x) % 256, (y + seed * 20) % 256, 90]),
      });
      await page.locator('input[type="file"]').setInputFiles([photo(1), photo(2)]);
      const first = page.getByRole('list', { name: 'Fotos del álbum' }).getByRole('listitem').first();
      const badge = await first.getByText('Portada', { exact: true }).boundingBox();
      const remove = await first.getByRole('button', { name: /^Eliminar/ }).boundingBox();
      expect(badge && remove).toBeTruthy();
      const apart =
        remove!.x >= badge!.x + badge!.width ||
        remove!.x + remove!.width <= badge!.x ||
        remove!.y >= badge!.y + badge!.height ||
        remove!.y + remove!.height <= badge!.y;
      expect(apart, `at ${width} px`).toBe(true);
      const alt = first.getByLabel(/^Texto alternativo de/);
      await alt.fill('Comparsa de la escuela de samba frente a la plaza principal');
      const hidden = await alt.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(hidden, `at ${width} px`).toBeLessThanOrEqual(0);
      if (width === 390) await shoot(page, 'album-form', [390]);
    }
  });

  test('an edit screen left open stops saying Programada once the story went out', async ({ page }) => {
    test.setTimeout(150_000);
    await logIn(page);
    // 25 s ahead: on a busy CI machine the write and the screen's first paint took more than 8 s,
    // and the story had already gone out before the screen could say Programada.
    const id = await staff.writeNews(page, {
      titulo: `Sale sola ${stamp()}`,
      estado: 'programada',
      publicar_en: inSeconds(25),
    });
    await page.goto(`/editarnoticia/${id}`);
    const state = page.locator('p [data-state]').first();
    await expect(state).toHaveText(/^Programada/);
    await expect(state).toHaveText('Publicada', { timeout: 90_000 });
    await expect(page.getByRole('button', { name: 'Despublicar' })).toBeVisible();
    await deleteNews(page, id);
  });

  test('previews: share buttons only for public items, and no console errors on the preview or the login page', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors, 'login page').toEqual([]);
    await staff.logIn(page, ADMIN, { landing: /\/admin$/ });
    expect(errors, 'login').toEqual([]);

    const draft = await staff.writeNews(page, {
      titulo: `Borrador sin compartir ${stamp()}`,
      estado: 'borrador',
    });
    await page.goto(`/noticia/${draft}?vista_previa`);
    await expect(page.getByText('Vista previa — no publicada')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: 'Compartir en WhatsApp' })).toHaveCount(0);
    expect(errors, 'draft preview').toEqual([]);

    const published = await staff.writeNews(page, { titulo: `Publicada para compartir ${stamp()}` });
    await page.goto(`/noticia/${published}?vista_previa`);
    await expect(page.getByRole('link', { name: 'Compartir en WhatsApp' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors, 'published preview').toEqual([]);
    await deleteNews(page, draft);
    await deleteNews(page, published);
  });

  test('Back from an item returns to the list as it was left: its search and its page', async ({ page }) => {
    await logIn(page);
    const table = page.getByRole('table', { name: 'Noticias' });
    const titles = () => table.getByRole('row').locator('td[data-primary]').allInnerTexts();
    // A word of more than ten demo stories, so that there is a second page.
    await page.getByLabel('BUSCAR').fill('centro');
    await expect(page).toHaveURL(/[?&]q=centro/);
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(page).toHaveURL(/[?&]pagina=2/);
    const range = page.getByText(/^11-\d+ de \d+$/);
    await expect(range).toBeVisible();
    const listUrl = page.url();
    await table
      .getByRole('row')
      .nth(1)
      .getByRole('link', { name: /^EDITAR/ })
      .click();
    await expect(page).toHaveURL(/\/editarnoticia\//);
    await page.goBack();
    await expect(page).toHaveURL(listUrl);
    await expect(page.getByLabel('BUSCAR')).toHaveValue('centro');
    await expect(page.getByText(/^11-\d+ de \d+$/)).toBeVisible();
    const shown = await titles();
    expect(shown.length).toBeGreaterThan(0);
    // The rows are those of that search's second page as the server has them (the parallel
    // journeys edit demo stories, which moves them in a list ordered by last change).
    await page.reload();
    await expect(page.getByText(/^11-\d+ de \d+$/)).toBeVisible();
    expect(await titles()).toEqual(shown);
  });
});
