import { expect, test, type Page } from '../support/test';
import { signIn, writeNews } from '../support/staff';
import { keepScreenshot, screenshotAtWidths } from '../support/screenshots';

// Issue #35, "The back office" and the voseo of "Spanish spelled right": what a staff member
// reads and sees in the newsroom.

const REDACTOR = { username: 'redactor', password: 'demo-portal' };
const stamp = () => Date.now().toString(36);

/** A staff write through the API, as the signed-in page sends it. */
async function staffCall(page: Page, method: 'POST' | 'PUT' | 'DELETE', path: string, data: unknown) {
  const answer = await page.request.fetch(path, {
    method,
    headers: { Origin: new URL(page.url()).origin },
    data,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtWidths(page, `backoffice-polish-${name}`, [390, 1366]);
  await page.setViewportSize({ width: 1400, height: 900 });
}

test.describe('back office polish', () => {
  test('speaks voseo: a screen without the privilege says «No tenés permiso»', async ({ page }) => {
    await signIn(page, REDACTOR, { to: '/actividad' });
    await expect(page.getByRole('alert')).toHaveText(/No tenés permiso para ver esta sección\./);
  });

  test('Actividad names categories and the front page, with accents, and filters by kind', async ({
    page,
  }) => {
    await signIn(page, undefined, { to: '/categorias' });
    // Created and deleted at once: the public header lists every category (content-model.spec.ts).
    const name = `Turismo rural ${stamp()}`;
    const created = await staffCall(page, 'POST', '/api/categorias', { nombre: name });
    const categoryId = (created.categoria as { _id: string })._id;
    await staffCall(page, 'DELETE', `/api/categorias/${categoryId}`, undefined);
    // The front page saved as it is (its pins unchanged): nothing a visitor or another journey sees.
    const front = (await (await page.request.get('/api/portada')).json()) as { fijadas: string[] };
    await staffCall(page, 'PUT', '/api/portada', { destacadas: front.fijadas });

    await page.goto('/actividad');
    const kind = page.getByLabel('Recurso');
    for (const label of ['Categoría', 'Portada', 'Último momento'])
      await expect(kind.getByRole('option', { name: label, exact: true })).toHaveCount(1);

    await kind.selectOption('Categoría');
    await page.getByRole('button', { name: 'FILTRAR' }).click();
    await expect(page).toHaveURL(/recurso=categoria/);
    const log = page.getByRole('table', { name: 'Actividad' });
    const rows = log.getByRole('row').filter({ hasText: name });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Borrado');
    await expect(rows.nth(1)).toContainText('Creación');
    // The kind shows in capitals with its accent; the item by its name (gone now: not linked).
    await expect(rows.nth(1).getByText('Categoría', { exact: true })).toHaveCSS(
      'text-transform',
      'uppercase',
    );
    await expect(rows.nth(1)).toContainText(`${name} (borrado)`);
    await shoot(page, 'activity-categories');

    await page.getByLabel('Recurso').selectOption('Portada');
    await page.getByRole('button', { name: 'FILTRAR' }).click();
    await expect(page).toHaveURL(/recurso=portada/);
    const frontRow = log.getByRole('row').filter({ hasText: 'Edición' }).first();
    await expect(frontRow.getByRole('link', { name: 'Portada' })).toHaveAttribute('href', '/portada');
    // The id it is stored under ('portada') is never what the row shows as its item.
    await expect(frontRow.getByText('portada', { exact: true })).toHaveCount(0);
  });

  test('the media picker names each image by its alt text, album or story, not by its file', async ({
    page,
  }) => {
    await signIn(page, undefined, { to: '/nuevanoticia' });
    await page.getByRole('button', { name: 'Elegir de Medios' }).click();
    const picker = page.getByRole('dialog', { name: 'Elegir de Medios' });
    const choices = picker.getByRole('button', { name: /^Elegir / });
    await expect(choices.first()).toBeVisible();
    const names = await choices.evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
    expect(names.length).toBeGreaterThan(6);
    // Uploads are called 01.jpg, 07.jpg…: a caption that is only a file's name says nothing.
    expect(names.filter((name) => /^\d+\.(jpe?g|png|webp|gif|avif)$/i.test(name.trim()))).toEqual([]);
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    await shoot(page, 'media-picker');
  });

  test('the social image has its own picker, as the cover has', async ({ page }) => {
    await signIn(page, undefined, { to: '/nuevanoticia' });
    await page.getByText('Buscadores y redes').click();
    await page.getByRole('button', { name: 'Elegir imagen para redes' }).click();
    const picker = page.getByRole('dialog', { name: 'Imagen para redes' });
    const first = picker.getByRole('button', { name: /^Elegir / }).first();
    await expect(first).toBeVisible();
    const chosen = (await first.locator('img').getAttribute('src'))!;
    await first.click();
    await expect(picker).toBeHidden();
    await expect(page.getByLabel('Imagen para redes')).toHaveValue(chosen);
    await expect(page.getByLabel('Vista previa en redes').locator('img')).toHaveAttribute('src', chosen);
    await page.getByLabel('Imagen para redes').scrollIntoViewIfNeeded();
    await shoot(page, 'social-image');
    await page.getByRole('button', { name: 'Usar la portada' }).click();
    await expect(page.getByLabel('Imagen para redes')).toHaveValue('');
  });

  test('on a phone, the formatting toolbar stays under the admin header while one scrolls a long text', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, undefined, { to: '/nuevanoticia' });
    const text = page.getByRole('textbox', { name: 'Texto' });
    await text.click();
    for (let n = 1; n <= 30; n++) {
      await page.keyboard.insertText(`Párrafo ${n} de una nota larga sobre la crecida del río.`);
      await page.keyboard.press('Enter');
    }
    const toolbar = page.getByRole('toolbar', { name: 'Formato del texto' });
    const header = page
      .getByRole('complementary')
      .filter({ has: page.getByRole('button', { name: 'Menú' }) });
    // Deep in the text: the editor's top has gone above the screen.
    await toolbar.evaluate((bar) => window.scrollBy(0, bar.parentElement!.getBoundingClientRect().top + 100));
    const headerBox = (await header.boundingBox())!;
    const toolbarBox = (await toolbar.boundingBox())!;
    expect(headerBox.y).toBe(0);
    expect(Math.abs(toolbarBox.y - (headerBox.y + headerBox.height))).toBeLessThanOrEqual(1);
    // Nothing covers it: the buttons are where a finger finds them.
    const onTop = await toolbar.evaluate((bar) => {
      const box = bar.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 20, box.top + box.height / 2);
      return !!hit && bar.contains(hit);
    });
    expect(onTop).toBe(true);
    await keepScreenshot(page, { path: 'screenshots/backoffice-polish-sticky-toolbar-390.png' });
  });

  test('the calendar on a phone names each day with its weekday and month', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, undefined, { to: '/calendario' });
    // The demo's stories went out in the last days: some day of this month has one.
    const days = page.locator('section[aria-label]').filter({ has: page.getByRole('link') });
    await expect(days.first()).toBeVisible();
    const weekday = /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d{1,2} de [a-z]+$/;
    for (const day of await days.all()) {
      const label = day.getByText(weekday);
      await expect(label).toBeVisible();
      // The number alone (the desktop grid's) is not shown twice.
      await expect(day.getByText(/^\d{1,2}$/)).toBeHidden();
    }
    await shoot(page, 'calendar');
  });

  test('the edit screen keeps the console clean: no ProseMirror warning, no trace for a refusal it shows', async ({
    page,
  }) => {
    const noise: string[] = [];
    page.on('console', (message) => {
      // Chromium's own line for any 4xx answer is not the page's doing.
      if (message.text().startsWith('Failed to load resource')) return;
      if (message.type() === 'warning' || message.type() === 'error') noise.push(message.text());
    });
    page.on('pageerror', (error) => noise.push(error.message));
    await signIn(page, undefined, { to: '/admin' });
    const id = await writeNews(page, { titulo: `Nota para la consola ${stamp()}`, estado: 'borrador' });
    await page.goto(`/editarnoticia/${id}`);
    const text = page.getByRole('textbox', { name: 'Texto' });
    await text.click();
    await page.keyboard.type(' Un agregado.');
    // The server refuses the save (as it does a story that stopped being a draft meanwhile).
    const refusal = 'Solo un borrador puede enviarse a revisión.';
    await page.route('**/api/noticia', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 409, json: { msg: refusal } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(page.getByRole('dialog', { name: refusal })).toBeVisible();
    expect(noise).toEqual([]);
  });
});
