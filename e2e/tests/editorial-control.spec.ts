import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '../support/test';
import * as staff from '../support/staff';
import { pngFromPixels } from '../support/png';
import { keepScreenshot } from '../support/screenshots';

const acknowledge = (page: Page, name: string | RegExp) => staff.acknowledge(page, name, { timeout: 20_000 });

// Editorial control (DESIGN §11, issue #25): a correspondent sends a story for review and an
// editor approves it; two people on one story see each other; delete → Papelera → restore.
// Screenshots of every new screen at phone and desktop widths go to SHOTS for a person to look at.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/wt25-shots';
const WIDTHS = [390, 1366] as const;
const DEMO_PASSWORD = 'demo-portal';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

async function signedIn(browser: Browser, username: string, password = DEMO_PASSWORD) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await staff.signIn(page, { username, password });
  return page;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await keepScreenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A story written through the API by the signed-in `page`, with a demo story's cover: its id. */
async function createStory(page: Page, fields: Record<string, string>): Promise<string> {
  const demoCover = (
    (await (await page.request.get('/api/noticias/1/1')).json()) as { docs: { img_portada: string }[] }
  ).docs[0]!.img_portada;
  const created = await page.request.post('/api/crearnoticia', {
    headers: { Origin: new URL(page.url()).origin },
    data: { img_portada: demoCover, ...fields },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { id: string }).id;
}

const stamp = () => Date.now().toString(36).slice(-5);
const cover = (seed: number) => ({
  name: 'portada.png',
  mimeType: 'image/png',
  buffer: pngFromPixels(640, 360, (x, y) => [(seed * 40 + x) % 256, (seed * 90 + y) % 256, 120]),
});

test('a correspondent sends a story for review; the editor approves it and it is public', async ({
  browser,
}) => {
  // Two sign-ins, an upload and screenshots at two widths.
  test.setTimeout(60_000);
  const title = `Crecida del río Dulce ${stamp()}`;
  const corresponsal = await signedIn(browser, 'corresponsal');
  // No publishing, no review queue for a writer without edicion.
  await expect(corresponsal.getByRole('link', { name: 'EN REVISIÓN' })).toHaveCount(0);
  await corresponsal.goto('/nuevanoticia');
  await expect(corresponsal.getByRole('button', { name: 'SUBIR' })).toHaveCount(0);
  await expect(corresponsal.getByRole('button', { name: 'Programar' })).toHaveCount(0);
  await corresponsal.getByLabel('Titulo', { exact: true }).fill(title);
  await corresponsal.getByLabel('Descripción').fill('El río creció un metro en la última semana.');
  await corresponsal.getByRole('textbox', { name: 'Texto', exact: true }).click();
  await corresponsal.keyboard.type('Vecinos de la costanera siguen el nivel del agua.');
  await corresponsal.getByLabel('Portada').setInputFiles(cover(title.length));
  await corresponsal
    .getByLabel('Nota para el editor (opcional)')
    .fill('Confirmar la cifra con Defensa Civil.');
  await shoot(corresponsal, 'nueva-noticia-corresponsal');
  await corresponsal.getByRole('button', { name: 'Enviar a revisión' }).click();
  await acknowledge(corresponsal, 'Noticia enviada a revisión.');
  await expect(corresponsal).toHaveURL(/\/admin$/);

  const redactor = await signedIn(browser, 'redactor');
  await redactor.getByRole('link', { name: 'EN REVISIÓN' }).click();
  await expect(redactor).toHaveURL(/\/revision$/);
  const row = redactor.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Confirmar la cifra con Defensa Civil.');
  await expect(row).toContainText('Lucía Sosa');
  const href = await row.getByRole('link', { name: title }).getAttribute('href');
  const id = href!.split('/').pop()!;
  expect((await redactor.request.get(`/api/noticia/${id}`)).status()).toBe(404);
  await shoot(redactor, 'en-revision');
  await row.getByRole('button', { name: `Aprobar y publicar ${title}` }).click();
  await dialog(redactor, 'Aprobar y publicar').getByRole('button', { name: 'Publicar' }).click();
  await acknowledge(redactor, 'Noticia publicada.');
  await expect(redactor.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  expect((await redactor.request.get(`/api/noticia/${id}`)).status()).toBe(200);
  await redactor.goto(`/noticia/${id}`);
  await expect(redactor.getByRole('heading', { name: title })).toBeVisible();

  // The corresponsal can no longer edit it: the edit screen says why and offers no save.
  await corresponsal.goto(`/editarnoticia/${id}`);
  await expect(
    corresponsal.getByText(/solo quien tiene el privilegio «edicion» puede modificarla/),
  ).toBeVisible();
  await expect(corresponsal.getByRole('button', { name: 'ACTUALIZAR' })).toHaveCount(0);
  await corresponsal.context().close();
  await redactor.context().close();
});

test("a correspondent cannot send someone else's draft for review; the screen says who does", async ({
  browser,
}) => {
  const redactor = await signedIn(browser, 'redactor');
  const title = `Borrador ajeno ${stamp()}`;
  const id = await createStory(redactor, {
    titulo: title,
    provincia: 'Tucuman',
    descripcion: 'Un borrador de la redacción.',
    texto: '<p>Primer párrafo del borrador.</p>',
    estado: 'borrador',
  });
  await redactor.context().close();

  const corresponsal = await signedIn(browser, 'corresponsal');
  await corresponsal.goto(`/editarnoticia/${id}`);
  await expect(corresponsal.getByLabel('Titulo', { exact: true })).toHaveValue(title);
  await expect(corresponsal.getByText('La envía a revisión quien la escribió.')).toBeVisible();
  await expect(corresponsal.getByRole('button', { name: 'Enviar a revisión' })).toHaveCount(0);
  // The server says the same to a call made by hand.
  const refused = await corresponsal.request.post(`/api/noticia/${id}/revision`, {
    headers: { Origin: new URL(corresponsal.url()).origin },
    data: {},
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { msg: string }).msg).toBe(
    'Solo quien escribió esta noticia, o un editor, puede enviarla a revisión.',
  );
  await corresponsal.context().close();
});

test("a correspondent has no BORRAR for a colleague's published story, nor Restaurar for it in the Papelera", async ({
  browser,
}) => {
  // Two sign-ins and two searches.
  test.setTimeout(60_000);
  const redactor = await signedIn(browser, 'redactor');
  const title = `Ruta 9 cortada por la crecida ${stamp()}`;
  const id = await createStory(redactor, {
    titulo: title,
    provincia: 'Salta',
    descripcion: 'Vialidad desvía el tránsito.',
    texto: '<p>Primer párrafo de la nota.</p>',
  });
  expect((await redactor.request.get(`/api/noticia/${id}`)).status()).toBe(200);

  const corresponsal = await signedIn(browser, 'corresponsal');
  const ownTitle = `Borrador del corresponsal ${stamp()}`;
  await createStory(corresponsal, {
    titulo: ownTitle,
    provincia: 'Salta',
    descripcion: 'Un borrador propio.',
    texto: '<p>Primer párrafo.</p>',
    estado: 'borrador',
  });
  // His own draft has its BORRAR; the colleague's published story has none.
  await corresponsal.getByLabel('BUSCAR').fill(ownTitle);
  const own = corresponsal.getByRole('row').filter({ hasText: ownTitle });
  await expect(own.getByRole('button', { name: `BORRAR ${ownTitle}` })).toBeVisible();
  await corresponsal.getByLabel('BUSCAR').fill(title);
  const row = corresponsal.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('link', { name: `EDITAR ${title}` })).toBeVisible();
  await expect(row.getByRole('button', { name: /^BORRAR/ })).toHaveCount(0);
  // A call made by hand is refused the same way, and the story stays public.
  const origin = { Origin: new URL(corresponsal.url()).origin };
  const refused = await corresponsal.request.delete(`/api/noticia/${id}`, { headers: origin });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { msg: string }).msg).toMatch(/«edicion» puede enviarla a la papelera/);
  expect((await corresponsal.request.get(`/api/noticia/${id}`)).status()).toBe(200);

  // Trashed by the editor, it shows in the correspondent's Papelera without Restaurar.
  const trashedByEditor = await redactor.request.delete(`/api/noticia/${id}`, {
    headers: { Origin: new URL(redactor.url()).origin },
  });
  expect(trashedByEditor.status()).toBe(200);
  await corresponsal.getByRole('link', { name: 'PAPELERA' }).click();
  await expect(corresponsal.getByRole('heading', { name: 'Papelera', level: 1 })).toBeVisible();
  await corresponsal.getByLabel('BUSCAR').fill(title);
  const trashed = corresponsal.getByRole('row').filter({ hasText: title });
  await expect(trashed).toContainText('Julián Paz');
  await expect(trashed.getByRole('button', { name: `Restaurar ${title}` })).toHaveCount(0);
  expect(
    (await corresponsal.request.post(`/api/papelera/${id}/restaurar`, { headers: origin })).status(),
  ).toBe(403);
  await corresponsal.context().close();
  await redactor.context().close();
});

test('two people on one story see each other before anyone types', async ({ browser }) => {
  // Two sign-ins, an upload and screenshots at two widths.
  test.setTimeout(60_000);
  // One heartbeat (20 s) passes before the first one hears of the second.
  test.setTimeout(90_000);
  const admin = await signedIn(browser, 'admin', 'admin-portal');
  const redactor = await signedIn(browser, 'redactor');
  const first = admin.getByRole('row').nth(1);
  const href = await first.getByRole('link', { name: /^EDITAR/ }).getAttribute('href');
  await admin.goto(href!);
  await expect(admin.getByLabel('Titulo', { exact: true })).not.toHaveValue('');
  await redactor.goto(href!);
  await expect(redactor.getByTestId('presencia')).toContainText(
    /Mariana Gorosito está editando esta noticia desde las \d\d:\d\d/,
  );
  // The first one hears of the second at their next heartbeat (20 s).
  await expect(admin.getByTestId('presencia')).toContainText(
    /Julián Paz está editando esta noticia desde las/,
    {
      timeout: 25_000,
    },
  );
  await shoot(redactor, 'editar-con-presencia');
  // The news table marks the story as open.
  await redactor.goto('/admin');
  await expect(redactor.getByText(/Abierta por .*Mariana Gorosito/).first()).toBeVisible();
  await admin.context().close();
  await redactor.context().close();
});

test('delete → Papelera → restore brings the story back, public as before', async ({ browser }) => {
  const redactor = await signedIn(browser, 'redactor');
  // A story of its own, published by the editor: the list's first row may be another journey's.
  const title = `Puente sobre el río Dulce ${stamp()}`;
  const id = await createStory(redactor, {
    titulo: title,
    provincia: 'Santiago del Estero',
    descripcion: 'La obra une las dos orillas.',
    texto: '<p>Primer párrafo de la nota.</p>',
  });
  expect((await redactor.request.get(`/api/noticia/${id}`)).status()).toBe(200);
  await redactor.getByLabel('BUSCAR').fill(title);
  const row = redactor.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^BORRAR/ }).click();
  const confirm = dialog(redactor, 'Estas Seguro?');
  await expect(confirm).toContainText('Papelera');
  await confirm.getByRole('button', { name: 'Borrar' }).click();
  await expect(redactor.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  expect((await redactor.request.get(`/api/noticia/${id}`)).status()).toBe(404);

  await redactor.getByRole('link', { name: 'PAPELERA' }).click();
  // The news list has a BUSCAR too: typed before the Papelera is drawn, the text went there.
  await expect(redactor.getByRole('heading', { name: 'Papelera', level: 1 })).toBeVisible();
  // Other journeys' stories may fill the first page: BUSCAR finds it by its title.
  await redactor.getByLabel('BUSCAR').fill(title);
  await expect(redactor).toHaveURL(/[?&]q=/);
  const trashed = redactor.getByRole('row').filter({ hasText: title });
  await expect(redactor.getByRole('row')).toHaveCount(2);
  await expect(trashed).toContainText('Julián Paz');
  await shoot(redactor, 'papelera');
  await trashed.getByRole('button', { name: `Restaurar ${title}` }).click();
  await acknowledge(redactor, /Noticia restaurada\. Quedó como: Publicada\./);
  await expect(redactor.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  expect((await redactor.request.get(`/api/noticia/${id}`)).status()).toBe(200);
  await redactor.context().close();
});

test('the editorial calendar shows scheduled and published stories by week and by month', async ({
  browser,
}) => {
  const redactor = await signedIn(browser, 'redactor');
  await redactor.getByRole('link', { name: 'CALENDARIO' }).click();
  await expect(redactor).toHaveURL(/\/calendario$/);
  const story = redactor.locator('a[data-state="publicada"]').first();
  await expect(story).toBeVisible();
  await shoot(redactor, 'calendario-mes');
  await redactor.getByRole('button', { name: 'Semana' }).click();
  await expect(redactor).toHaveURL(/vista=semana/);
  await shoot(redactor, 'calendario-semana');
  await redactor.getByRole('button', { name: 'Mes' }).click();
  await redactor.locator('a[data-state="publicada"]').first().click();
  await expect(redactor).toHaveURL(/\/editarnoticia\/[0-9a-f]{24}$/);
  await redactor.context().close();
});
