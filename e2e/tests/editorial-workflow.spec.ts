import { expect, test, type Browser, type Page } from '../support/test';
import * as staff from '../support/staff';
import { screenshotAtWidths } from '../support/screenshots';
import { pngFromPixels } from '../support/png';

const { ADMIN } = staff;
const logIn = (page: Page) => staff.signIn(page, ADMIN);
const acknowledge = (page: Page, name: string, timeout = 20_000) =>
  staff.acknowledge(page, name, { exact: true, timeout });

// The editorial workflow of issue #17 in the back office: drafts that save themselves, the
// preview, scheduling that happens by itself, two editors on one item, revisions and the
// audit log ('Actividad').

/** The conflict banner names who saved in between, and when (the other editor is admin too). */
const CONFLICT_MESSAGE = /Mariana Gorosito guardó esta noticia a las \d\d:\d\d/;

async function signedInPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page);
  return page;
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

const cover = (seed: number) => ({
  name: 'portada.png',
  mimeType: 'image/png',
  buffer: pngFromPixels(640, 360, (x, y) => [(seed * 40 + x) % 256, (seed * 90 + y) % 256, 120]),
});

const stamp = () => Date.now().toString(36).slice(-5);
const body = (page: Page) => page.getByRole('textbox', { name: 'Texto', exact: true });
const titleField = (page: Page) => page.getByLabel('Titulo', { exact: true });

/** Writes a news item and keeps it as a draft ('Guardar borrador'); answers its id. */
async function writeDraft(page: Page, title: string, text: string): Promise<string> {
  await page.goto('/nuevanoticia');
  await titleField(page).fill(title);
  await page.getByLabel('Descripción').fill('Resumen de una nota que todavía no se publica.');
  await body(page).click();
  await page.keyboard.type(text);
  await page.getByLabel('Portada').setInputFiles(cover(title.length));
  await page.getByLabel('Qué muestra la foto (alt)').fill('Vecinos frente a la obra');
  await page.getByLabel('Crédito de la foto').fill('Foto: Redacción');
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await acknowledge(page, 'Borrador guardado.');
  await expect(page).toHaveURL(/\/editarnoticia\/[0-9a-f]{24}$/);
  return page.url().split('/').pop()!;
}

/** `<input type="datetime-local">` value `minutes` ahead, in Argentina's time (UTC-3). */
function argentinaInputIn(minutes: number): string {
  const at = new Date(Date.now() - 3 * 3600_000 + minutes * 60_000);
  return at.toISOString().slice(0, 16);
}

async function deleteNews(page: Page, id: string) {
  const answer = await page.request.delete(`/api/noticia/${id}`, {
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(answer.status()).toBe(200);
}

test.describe('editorial workflow', () => {
  test('a draft saves itself, is previewed by staff only, and a scheduled item comes out by itself', async ({
    page,
    browser,
  }) => {
    test.setTimeout(6 * 60_000);
    const title = `Borrador del acueducto ${stamp()}`;
    await logIn(page);
    const id = await writeDraft(page, title, 'Primer párrafo.');
    await expect(page.getByText('Borrador', { exact: true })).toBeVisible();

    // Autosave: a change is saved within 30 s with no button, and says when.
    await body(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Segundo párrafo escrito después.');
    await expect(page.getByText(/^Guardado \d\d:\d\d$/)).toBeVisible({ timeout: 45_000 });
    await screenshotAtWidths(page, 'workflow-edit-draft', [390, 1400]);
    await page.setViewportSize({ width: 1400, height: 900 });

    // Leave, come back: the autosaved text is there.
    await page.goto('/admin');
    await page
      .getByRole('group', { name: 'Filtrar por estado' })
      .getByRole('button', { name: 'Borrador' })
      .click();
    const row = page.getByRole('table', { name: 'Noticias' }).getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Borrador');
    await screenshotAtWidths(page, 'workflow-news-list', [390, 1400]);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`/editarnoticia/${id}`);
    await expect(body(page)).toContainText('Segundo párrafo escrito después.');

    // Preview: the public article page, with the band, for staff; a 404 for a visitor.
    await page.goto(`/noticia/${id}?vista_previa`);
    await expect(page.getByText('Vista previa — no publicada')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('img', { name: 'Vecinos frente a la obra' })).toBeVisible();
    await expect(page.getByText('Foto: Redacción')).toBeVisible();
    await screenshotAtWidths(page, 'workflow-preview', [390, 1400]);
    await page.setViewportSize({ width: 1400, height: 900 });
    const visitor = await (await browser.newContext()).newPage();
    const document = await visitor.goto(`/noticia/${id}?vista_previa`);
    expect(document?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: 'Noticia no encontrada' })).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);

    // Schedule it two minutes ahead: it reaches the public home by itself.
    await page.goto(`/editarnoticia/${id}`);
    await page.getByLabel('Fecha y hora (Argentina)').fill(argentinaInputIn(2));
    await page.getByRole('button', { name: 'Programar' }).click();
    await acknowledge(page, `Noticia programada para el ${await scheduledLabel(page)}.`);
    await visitor.goto('/');
    await expect(visitor.getByText(title)).toHaveCount(0);
    await expect(async () => {
      await visitor.goto('/');
      await expect(visitor.getByRole('region', { name: 'Noticias destacadas' })).toContainText(title, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 4 * 60_000, intervals: [10_000] });
    // Its cover on the home says what it shows (the title is already the link's text).
    await expect(
      visitor
        .getByRole('region', { name: 'Noticias destacadas' })
        .getByRole('img', { name: 'Vecinos frente a la obra' })
        .first(),
    ).toBeAttached();
    expect((await visitor.request.get(`/api/noticia/${id}`)).status()).toBe(200);
    await visitor.context().close();
    await deleteNews(page, id);
  });

  test('two editors on one item: the second save gets the conflict and loses nothing; Historial restores; Actividad shows it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(3 * 60_000);
    const title = `Nota en dos manos ${stamp()}`;
    await logIn(page);
    const id = await writeDraft(page, title, 'Texto de la primera versión.');

    const other = await signedInPage(browser);
    await other.goto(`/editarnoticia/${id}`);
    await page.goto(`/editarnoticia/${id}`);
    await expect(titleField(page)).toHaveValue(title);
    await expect(titleField(other)).toHaveValue(title);

    // The other editor saves first.
    await titleField(other).fill(`${title} (corregida)`);
    await other.getByRole('button', { name: 'ACTUALIZAR' }).click();
    await acknowledge(other, 'Actualizado con exito!');

    // This one saves on top of the old version: 412, the message, and the text stays.
    const mine = 'Resumen que escribí mientras otra persona también editaba.';
    await page.getByLabel('Descripción').fill(mine);
    await page.getByRole('button', { name: 'ACTUALIZAR' }).click();
    await expect(page.getByRole('alert')).toContainText(CONFLICT_MESSAGE);
    await expect(page.getByLabel('Descripción')).toHaveValue(mine);

    // See the other version before overwriting it.
    await page.getByRole('button', { name: 'Ver diferencias' }).click();
    const compare = dialog(page, 'La otra versión');
    await expect(compare.locator('del', { hasText: 'corregida' }).first()).toBeVisible();
    await screenshotAtWidths(page, 'workflow-conflict', [390, 1400]);
    await page.setViewportSize({ width: 1400, height: 900 });
    await compare.getByRole('button', { name: 'Sobrescribir con la mía' }).click();
    await acknowledge(page, 'Actualizado con exito!');
    const saved = (await (await page.request.get(`/api/redaccion/noticia/${id}`)).json()) as {
      noticia: [{ descripcion: string; titulo: string }];
    };
    expect(saved.noticia[0].descripcion).toBe(mine);
    await other.context().close();

    // Historial: the first version (before the other editor's save) comes back.
    await page.goto(`/editarnoticia/${id}`);
    const history = page.getByRole('list', { name: 'Versiones anteriores' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await history.getByRole('listitem').last().getByRole('button', { name: 'Ver cambios' }).click();
    const changes = dialog(page, 'Cambios');
    await expect(changes.locator('ins', { hasText: 'escribí' }).first()).toBeVisible();
    await screenshotAtWidths(page, 'workflow-history', [390, 1400]);
    await page.setViewportSize({ width: 1400, height: 900 });
    await changes.getByRole('button', { name: 'Restaurar' }).click();
    const confirm = dialog(page, 'Estas Seguro?');
    await confirm.getByRole('button', { name: 'Restaurar' }).click();
    await acknowledge(page, 'Revisión restaurada.');
    await expect(page.getByLabel('Descripción')).toHaveValue(
      'Resumen de una nota que todavía no se publica.',
    );
    await expect(titleField(page)).toHaveValue(title);
    await expect(history.getByRole('listitem')).toHaveCount(3);

    // Actividad: an admin finds these actions, filtered by resource and user.
    await page
      .getByRole('navigation', { name: 'Administración' })
      .getByRole('link', { name: 'ACTIVIDAD' })
      .click();
    await expect(page).toHaveURL(/\/actividad$/);
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Recurso').selectOption('Noticia');
    await page.getByRole('button', { name: 'FILTRAR' }).click();
    // Every row on one page: the parallel journeys' writes come between this item's.
    await page.getByLabel('Filas por página').selectOption('Todos');
    const log = page.getByRole('table', { name: 'Actividad' });
    // Each row names the item by its title as it was then, linked while the item exists.
    const rowsOf = log.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    const action = (name: string) => ({ has: page.getByRole('cell', { name, exact: true }) });
    await expect(rowsOf.filter(action('Restauración de una versión'))).toHaveCount(1);
    await expect(rowsOf.filter(action('Edición'))).toHaveCount(2);
    await expect(rowsOf.filter(action('Creación'))).toHaveCount(1);
    await screenshotAtWidths(page, 'workflow-activity', [390, 1400]);
    await page.setViewportSize({ width: 1400, height: 900 });

    await page.goto(`/editarnoticia/${id}`);
    await deleteNews(page, id);
  });
});

/** The time the edit screen shows for the scheduled item ('Programada dd-mm-yyyy hh:mm'). */
async function scheduledLabel(page: Page): Promise<string> {
  const value = await page.getByLabel('Fecha y hora (Argentina)').inputValue();
  const [day, time] = value.split('T') as [string, string];
  return `${day.split('-').reverse().join('-')} ${time}`;
}

test("an event's flyer carries its alt text and credit to the public page, and back to the form", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser);
  const title = `Peña de los Jueves ${stamp()}`;
  await page.goto('/nuevoevento');
  await titleField(page).fill(title);
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Fecha', { exact: true }).fill(day);
  await page.getByLabel('Horario').fill('22:00 hs');
  await page.getByLabel('Dirección').fill('Club Atlético Mitre');
  await page.getByLabel('Flayer').setInputFiles(cover(7));
  await page.getByLabel('Qué muestra la imagen (alt)').fill('Músicos con bombo y guitarra en un escenario');
  await page.getByLabel('Crédito de la imagen').fill('Diseño: Prensa Mitre');
  await page.getByRole('button', { name: 'SUBIR' }).click();
  // The server's own message for a new event, acknowledged; then the agenda list.
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/agenda$/);

  const found = (await (await page.request.get('/api/eventos/100/1')).json()) as {
    eventos: { docs: { _id: string; titulo: string }[] };
  };
  const id = found.eventos.docs.find((event) => event.titulo === title)!._id;
  await page.goto(`/evento/${id}`);
  const article = page.locator('[data-remote-section="agenda"] article');
  await expect(
    article.getByRole('img', { name: 'Músicos con bombo y guitarra en un escenario' }),
  ).toBeVisible();
  await expect(article.getByText('Diseño: Prensa Mitre')).toBeVisible();

  await page.goto(`/editarevento/${id}`);
  await expect(page.getByLabel('Qué muestra la imagen (alt)')).toHaveValue(
    'Músicos con bombo y guitarra en un escenario',
  );
  await expect(page.getByLabel('Crédito de la imagen')).toHaveValue('Diseño: Prensa Mitre');
  const answer = await page.request.delete(`/api/evento/${id}`, {
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(answer.status()).toBe(200);
  await page.context().close();
});
