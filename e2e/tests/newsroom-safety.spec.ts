import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, showIntent, test, type Browser, type Page } from '../support/test';
import * as staff from '../support/staff';
import { pngFromPixels } from '../support/png';
import { PHONE, slowPhone } from '../support/slow-phone';
import { keepScreenshot } from '../support/screenshots';

// Two portals' worth of journeys share these machines: screens get more time to load.
const expect = baseExpect.configure({ timeout: 30_000 });

// The newsroom's edit screen as issue #31 (items 14–16) found it: work lost without a word, the
// wrong category shown, a writer's published story editable with nowhere to save, VER on a draft,
// a returned story that only said 'Borrador', the 'Último momento' bar that never left.
// Screenshots of the changed states go to SHOTS at phone and desktop widths.

const SHOTS = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../screenshots/newsroom-safety');
const DEMO_PASSWORD = 'demo-portal';

const stamp = () => Date.now().toString(36).slice(-5);
const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });
const titleField = (page: Page) => page.getByLabel('Titulo', { exact: true });

async function signedIn(browser: Browser, username: string, password = DEMO_PASSWORD) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await staff.signIn(page, { username, password });
  return page;
}

async function staffItem(page: Page, id: string) {
  const answer = await page.request.get(`/api/redaccion/noticia/${id}`);
  return (
    (await answer.json()) as { noticia: [{ estado: string; titulo: string; categoria?: string | null }] }
  ).noticia[0];
}

async function shoot(page: Page, name: string, widths = [412, 1366]) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await keepScreenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The dialog that asks before leaving unsaved work. */
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Hay cambios sin guardar' });
/** The offer of the copy kept in the browser. */
const offer = (page: Page) => page.getByRole('region', { name: 'Copia sin guardar' });

/** Every dialog the browser itself opened (beforeunload), accepted so the page may go. */
function browserDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.type());
    void dialog.accept();
  });
  return seen;
}

/** The phone's screen as it is (a full-page capture under CPU throttling takes minutes). */
async function phoneShot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await keepScreenshot(page, { path: `${SHOTS}/${name}-412.png`, timeout: 60_000 });
}

test.describe('unsaved work', () => {
  test.describe.configure({ timeout: 300_000 });

  test('on a 412 px phone, slow network and CPU: a new story asks before leaving, is offered back after a reload, and the copy goes once saved', async ({
    browser,
  }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await slowPhone(page);
    const dialogs = browserDialogs(page);
    await staff.signIn(page, staff.ADMIN, { to: '/nuevanoticia' });
    const title = `Corte de ruta en Frías ${stamp()}`;
    await titleField(page).fill(title);
    await page.getByLabel('Descripción').fill('Camioneros cortan la ruta 157.');
    await page.getByRole('textbox', { name: 'Texto', exact: true }).click();
    await page.keyboard.type('El corte sigue desde la mañana.');

    // Leaving inside the back office: asked, and staying keeps everything.
    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(leaveDialog(page)).toBeVisible({ timeout: 20_000 });
    await phoneShot(page, 'salir-sin-guardar');
    await leaveDialog(page).getByRole('button', { name: 'Seguir editando' }).click();
    await expect(page).toHaveURL(/\/nuevanoticia$/);
    await expect(titleField(page)).toHaveValue(title);

    // A reload asks the browser's own question, then the typed text is offered back.
    await page.reload();
    expect(dialogs).toContain('beforeunload');
    await expect(offer(page)).toBeVisible({ timeout: 30_000 });
    await phoneShot(page, 'copia-sin-guardar');
    await offer(page).getByRole('button', { name: 'Recuperar' }).click();
    await expect(titleField(page)).toHaveValue(title);
    await expect(page.getByLabel('Descripción')).toHaveValue('Camioneros cortan la ruta 157.');
    await expect(page.getByRole('textbox', { name: 'Texto', exact: true })).toContainText(
      'El corte sigue desde la mañana.',
    );
    await expect(offer(page)).toHaveCount(0);

    // Saved: the server has it, the copy is gone.
    await page.getByLabel('Portada').setInputFiles({
      name: 'portada.png',
      mimeType: 'image/png',
      buffer: pngFromPixels(640, 360, (x, y) => [x % 256, y % 256, 120]),
    });
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await staff.acknowledge(page, 'Borrador guardado.', { timeout: 60_000 });
    await expect(page).toHaveURL(/\/editarnoticia\//);
    const id = page.url().split('/').pop()!;
    await page.goto('/nuevanoticia');
    await expect(titleField(page)).toBeVisible({ timeout: 60_000 });
    await expect(offer(page)).toHaveCount(0);
    await page.goto(`/editarnoticia/${id}`);
    await expect(titleField(page)).toHaveValue(title, { timeout: 60_000 });
    await expect(offer(page)).toHaveCount(0);
    await page.request.delete(`/api/noticia/${id}`, { headers: origin(page) });
    await context.close();
  });

  test('on desktop: a title typed on a draft asks before NOTICIAS, is offered back when the draft is opened again, Descartar forgets it, and a save clears it', async ({
    page,
  }) => {
    const dialogs = browserDialogs(page);
    await staff.signIn(page, staff.ADMIN);
    const id = await staff.writeNews(page, { titulo: `Borrador de la tarde ${stamp()}`, estado: 'borrador' });
    await page.goto(`/editarnoticia/${id}`);
    const typed = `Título nuevo ${stamp()}`;
    await titleField(page).fill(typed);
    await page.getByRole('link', { name: 'NOTICIAS', exact: true }).click();
    await expect(leaveDialog(page)).toBeVisible();
    await shoot(page, 'salir-sin-guardar-desktop', [1366]);
    await leaveDialog(page).getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(dialogs).toEqual([]);

    // Opened again: offered back; Descartar forgets it.
    await page.goto(`/editarnoticia/${id}`);
    await expect(offer(page)).toBeVisible();
    await expect(titleField(page)).not.toHaveValue(typed);
    await offer(page).getByRole('button', { name: 'Descartar' }).click();
    await expect(offer(page)).toHaveCount(0);
    await page.reload();
    await expect(titleField(page)).toBeVisible();
    await expect(offer(page)).toHaveCount(0);

    // Typed again, reloaded: offered back, recovered, saved: the copy is gone.
    await titleField(page).fill(typed);
    await page.reload();
    expect(dialogs).toContain('beforeunload');
    await offer(page).getByRole('button', { name: 'Recuperar' }).click();
    await expect(titleField(page)).toHaveValue(typed);
    await shoot(page, 'copia-recuperada', [412, 1366]);
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await staff.acknowledge(page, 'Borrador guardado.');
    expect((await staffItem(page, id)).titulo).toBe(typed);
    await page.reload();
    await expect(titleField(page)).toHaveValue(typed);
    await expect(offer(page)).toHaveCount(0);
    await page.request.delete(`/api/noticia/${id}`, { headers: origin(page) });
  });
});

test.describe('unsaved work: Back and Forward', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.describe.configure({ timeout: 180_000 });

  test("the browser's Back and Forward ask like a link while a story has unsaved changes, once, and after a save they just move", async ({
    page,
  }) => {
    const dialogs = browserDialogs(page);
    await staff.signIn(page, staff.ADMIN);
    // A scheduled story: a draft's autosave could save the typed title behind the journey's back.
    const title = `Programada para volver ${stamp()}`;
    const id = await staff.writeNews(page, {
      titulo: title,
      estado: 'programada',
      publicar_en: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    const list = `/admin?q=${encodeURIComponent(title)}`;
    await page.goto(list);
    await page.getByRole('link', { name: `EDITAR ${title}` }).click();
    await expect(page).toHaveURL(`/editarnoticia/${id}`);
    await expect(titleField(page)).toHaveValue(title);
    const typed = `Título cambiado ${stamp()}`;
    await titleField(page).fill(typed);

    // Back: asked, and the screen stays where it was, with what was typed.
    await page.goBack();
    await expect(leaveDialog(page)).toBeVisible();
    await expect(page).toHaveURL(`/editarnoticia/${id}`);
    // Back again while asked: one question, not two.
    await page.goBack();
    await expect(page).toHaveURL(`/editarnoticia/${id}`);
    await expect(leaveDialog(page)).toHaveCount(1);
    await leaveDialog(page).getByRole('button', { name: 'Seguir editando' }).click();
    await expect(leaveDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(`/editarnoticia/${id}`);
    await expect(titleField(page)).toHaveValue(typed);

    // Back, and leaving: the list, asked once (the browser asks nothing on top).
    await page.goBack();
    await leaveDialog(page).getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page).toHaveURL(list);
    await expect(page.getByRole('link', { name: `EDITAR ${title}` })).toBeVisible();
    await expect(leaveDialog(page)).toHaveCount(0);
    expect(dialogs).toEqual([]);

    // Forward: the story again, its unsaved title offered back; saved, Back and Forward just move.
    await page.goForward();
    await expect(page).toHaveURL(`/editarnoticia/${id}`);
    await offer(page).getByRole('button', { name: 'Recuperar' }).click();
    await expect(titleField(page)).toHaveValue(typed);
    await page.getByRole('button', { name: 'ACTUALIZAR' }).click();
    await staff.acknowledge(page, 'Actualizado con exito!');
    expect((await staffItem(page, id)).titulo).toBe(typed);
    await page.goBack();
    await expect(page).toHaveURL(list);
    await expect(leaveDialog(page)).toHaveCount(0);
    await page.goForward();
    await expect(page).toHaveURL(`/editarnoticia/${id}`);
    await expect(titleField(page)).toHaveValue(typed);
    await expect(offer(page)).toHaveCount(0);

    // Forward asks too: the screen left by a link (clean), come back to, then typed on.
    await page.getByRole('link', { name: 'NOTICIAS', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goBack();
    await expect(page).toHaveURL(`/editarnoticia/${id}`);
    await titleField(page).fill(`${typed} otra vez`);
    await page.goForward();
    await expect(leaveDialog(page)).toBeVisible();
    await expect(page).toHaveURL(`/editarnoticia/${id}`);
    await leaveDialog(page).getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(dialogs).toEqual([]);
    await page.request.delete(`/api/noticia/${id}`, { headers: origin(page) });
  });
});

test.describe('unsaved work: events and albums', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.describe.configure({ timeout: 180_000 });

  test('the new and edit event screens ask before leaving (link and Back) and offer back what was typed until it is saved', async ({
    page,
  }) => {
    const dialogs = browserDialogs(page);
    await staff.signIn(page, staff.ADMIN, { to: '/agenda' });
    await page.getByRole('link', { name: 'NUEVO +' }).click();
    await expect(page).toHaveURL(/\/nuevoevento$/);
    const title = `Peña de los viernes ${stamp()}`;
    await titleField(page).fill(title);
    await page.getByLabel('Dirección').fill('Club Atlético Mitre');

    // 'Volver' asks; left, the typed event is offered back on NUEVO +.
    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page).toHaveURL(/\/agenda$/);
    await page.getByRole('link', { name: 'NUEVO +' }).click();
    await offer(page).getByRole('button', { name: 'Recuperar' }).click();
    await expect(titleField(page)).toHaveValue(title);
    await expect(page.getByLabel('Dirección')).toHaveValue('Club Atlético Mitre');

    // Back asks too, and staying keeps it.
    await page.goBack();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Seguir editando' }).click();
    await expect(page).toHaveURL(/\/nuevoevento$/);
    await expect(titleField(page)).toHaveValue(title);

    // Created: the copy goes.
    await page
      .getByLabel('Fecha', { exact: true })
      .fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
    await page.getByLabel('Horario').fill('22:00 hs');
    await page.getByLabel('Flayer').setInputFiles({
      name: 'flayer.png',
      mimeType: 'image/png',
      buffer: pngFromPixels(600, 800, (x, y) => [x % 256, 90, y % 256]),
    });
    await page.getByRole('button', { name: 'SUBIR' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/agenda$/);
    expect(dialogs).toEqual([]);
    await page.goto('/nuevoevento');
    await expect(titleField(page)).toBeVisible();
    await expect(offer(page)).toHaveCount(0);

    // Editing it: a title typed, the tab reloaded (the browser asks), offered back, saved, gone.
    const events = (await (await page.request.get('/api/eventos/100/1')).json()) as {
      eventos: { docs: { _id: string; titulo: string }[] };
    };
    const id = events.eventos.docs.find((event) => event.titulo === title)!._id;
    await page.goto(`/editarevento/${id}`);
    await expect(titleField(page)).toHaveValue(title);
    const typed = `${title} (suspendida)`;
    await titleField(page).fill(typed);
    await page.reload();
    expect(dialogs).toContain('beforeunload');
    await offer(page).getByRole('button', { name: 'Recuperar' }).click();
    await expect(titleField(page)).toHaveValue(typed);
    await page.getByRole('button', { name: 'ACTUALIZAR' }).click();
    await staff.acknowledge(page, 'Actualizado con exito!', { timeout: 30_000 });
    await page.reload();
    await expect(titleField(page)).toHaveValue(typed);
    await expect(offer(page)).toHaveCount(0);
    expect((await page.request.delete(`/api/evento/${id}`, { headers: origin(page) })).status()).toBe(200);
  });

  test('the edit album screen asks before leaving with new photos or text, keeps only the text, and says so', async ({
    page,
  }) => {
    await staff.signIn(page, staff.ADMIN, { to: '/galeria' });
    const cover = await staff.anyCover(page);
    const name = `Carnaval de Frías ${stamp()}`;
    const created = await page.request.post('/api/crearalbum', {
      headers: origin(page),
      data: { nombre: name, ph: 'Prensa', fecha: '2026-11-20', fotos: [cover], portada: cover },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const photo = {
      name: 'comparsa.png',
      mimeType: 'image/png',
      buffer: pngFromPixels(800, 600, (x, y) => [200, x % 256, y % 256]),
    };

    // A photo added, nothing typed: leaving asks, and says the photos are not kept.
    await page.goto(`/editaralbum/${id}`);
    await expect(page.getByLabel('Nombre del álbum')).toHaveValue(name);
    await page.getByLabel('Agregar fotos').setInputFiles(photo);
    await expect(page.getByText('2/30')).toBeVisible();
    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(leaveDialog(page)).toContainText('las fotos elegidas, no');
    await leaveDialog(page).getByRole('button', { name: 'Seguir editando' }).click();

    // The name typed too, then left: offered back (the name, not the photo), saved, gone.
    const typed = `${name} 2027`;
    await page.getByLabel('Nombre del álbum').fill(typed);
    await page.getByRole('link', { name: 'Volver' }).click();
    await leaveDialog(page).getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page).toHaveURL(/\/galeria$/);
    await page.goto(`/editaralbum/${id}`);
    await expect(offer(page)).toContainText('Las fotos no se guardan en el navegador');
    await offer(page).getByRole('button', { name: 'Recuperar' }).click();
    await expect(page.getByLabel('Nombre del álbum')).toHaveValue(typed);
    await expect(page.getByText('1/30')).toBeVisible();
    await page.getByRole('button', { name: 'ACTUALIZAR' }).click();
    await expect(page.getByRole('dialog', { name: 'Actualizado con exito!' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/\/galeria$/, { timeout: 10_000 });
    await page.goto(`/editaralbum/${id}`);
    await expect(page.getByLabel('Nombre del álbum')).toHaveValue(typed);
    await expect(offer(page)).toHaveCount(0);
    expect((await page.request.delete(`/api/album/${id}`, { headers: origin(page) })).status()).toBe(200);
  });
});

test.describe('edit screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.describe.configure({ timeout: 90_000 });

  test('the category field shows the stored category, and clearing it stores none', async ({ page }) => {
    await staff.signIn(page, staff.ADMIN);
    const id = await staff.writeNews(page, {
      titulo: `Con categoría ${stamp()}`,
      categoria: 'deportes',
      estado: 'borrador',
    });
    await page.goto(`/editarnoticia/${id}`);
    const category = page.getByLabel('Categoría', { exact: true });
    // The list of categories arrives after the form: the stored one must still be the one chosen.
    await expect(category.locator('option', { hasText: 'Política' })).toHaveCount(1);
    await expect(category).toHaveValue('deportes');
    await expect(category.locator('option:checked')).toHaveText('Deportes');
    await category.selectOption('');
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await staff.acknowledge(page, 'Borrador guardado.');
    expect((await staffItem(page, id)).categoria ?? null).toBeNull();
    await expect(page.getByLabel('Categoría', { exact: true })).toHaveValue('');
  });
});

test.describe('newsroom states', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a writer opens a published story read-only, the reason on top', async ({ browser }) => {
    const editor = await signedIn(browser, 'admin', 'admin-portal');
    const published = await staff.writeNews(editor, { titulo: `Publicada por la editora ${stamp()}` });
    const writer = await signedIn(browser, 'corresponsal');
    await writer.goto(`/editarnoticia/${published}`);
    const reason = writer.getByText(/solo quien tiene el privilegio «edicion» puede modificarla/);
    await expect(reason).toBeVisible();
    await expect(titleField(writer)).not.toBeEditable();
    await expect(writer.getByLabel('Descripción')).not.toBeEditable();
    await expect(writer.getByRole('textbox', { name: 'Texto', exact: true })).toHaveAttribute(
      'contenteditable',
      'false',
    );
    // The reason is read before the form, not under it.
    const reasonBox = (await reason.boundingBox())!;
    const titleBox = (await titleField(writer).boundingBox())!;
    expect(reasonBox.y).toBeLessThan(titleBox.y);
    await shoot(writer, 'publicada-solo-lectura');
    await editor.request.delete(`/api/noticia/${published}`, { headers: origin(editor) });
  });

  test("a story returned to its writer says 'Devuelta' and shows the editor's note on top", async ({
    browser,
  }) => {
    const editor = await signedIn(browser, 'admin', 'admin-portal');
    const writer = await signedIn(browser, 'corresponsal');
    const title = `Para devolver ${stamp()}`;
    const draft = await staff.writeNews(writer, { titulo: title, estado: 'borrador' });
    const sent = await writer.request.post(`/api/noticia/${draft}/revision`, {
      headers: origin(writer),
      data: { nota: '' },
    });
    expect(sent.status()).toBe(200);
    const note = 'Falta la fuente de la cifra de evacuados.';
    const returned = await editor.request.post(`/api/noticia/${draft}/devolver`, {
      headers: origin(editor),
      data: { nota: note },
    });
    expect(returned.status()).toBe(200);
    await writer.goto(`/editarnoticia/${draft}`);
    await expect(writer.locator('p [data-state]').first()).toHaveText('Devuelta');
    const banner = writer.getByRole('status', { name: 'Devuelta por el editor' });
    await expect(banner).toContainText(note);
    expect((await banner.boundingBox())!.y).toBeLessThan((await titleField(writer).boundingBox())!.y);
    await shoot(writer, 'devuelta');
    // The staff list says it too, for its writer and for the editors.
    for (const who of [writer, editor]) {
      await who.goto(`/admin?q=${encodeURIComponent(title)}`);
      const row = who.getByRole('row').filter({ hasText: title });
      await expect(row.locator('[data-state]')).toHaveText('Devuelta');
    }
    await editor.request.delete(`/api/noticia/${draft}`, { headers: origin(editor) });
  });

  test("VER on a draft in the staff list opens its preview, not the public 'Noticia no encontrada'", async ({
    page,
  }) => {
    await staff.signIn(page, staff.ADMIN);
    const title = `Borrador para ver ${stamp()}`;
    const id = await staff.writeNews(page, { titulo: title, estado: 'borrador' });
    await page.goto(`/admin?q=${encodeURIComponent(title)}`);
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: `VER ${title}` }).click(),
    ]);
    await expect(preview).toHaveURL(new RegExp(`/noticia/${id}\\?vista_previa`));
    await expect(preview.getByText('Vista previa — no publicada')).toBeVisible();
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await page.request.delete(`/api/noticia/${id}`, { headers: origin(page) });
  });

  test("the 'Último momento' bar leaves an open page by itself at its end time", async ({
    page,
    browser,
  }) => {
    await staff.signIn(page, staff.ADMIN);
    const texto = `Corte de luz en La Banda ${stamp()}`;
    const set = await page.request.put('/api/ultimo-momento', {
      headers: origin(page),
      data: { texto, link: '', hasta: new Date(Date.now() + 20_000).toISOString() },
    });
    expect(set.status(), await set.text()).toBe(200);
    try {
      const reader = await (await browser.newContext()).newPage();
      await reader.goto('/');
      // A reader of the open page (he has scrolled it): its code runs, and watches the bar's end.
      await showIntent(reader);
      const bar = reader.getByRole('complementary', { name: 'Último momento' });
      await expect(bar).toContainText(texto);
      await expect(bar).toHaveCount(0, { timeout: 40_000 });
    } finally {
      await page.request.put('/api/ultimo-momento', { headers: origin(page), data: { texto: null } });
    }
  });
});

test.describe('history', () => {
  test.describe.configure({ timeout: 120_000 });

  test("an untouched story sent for review records no body change; 'Ver cambios' shows an image removed from the body", async ({
    browser,
  }) => {
    const writer = await signedIn(browser, 'corresponsal');
    const list = (await (await writer.request.get('/api/noticias/1/1')).json()) as {
      docs: { img_portada: string }[];
    };
    const picture = list.docs[0]!.img_portada;
    const body = `<p>El agua llegó a la costanera.</p><p><img src="${picture}" alt="La costanera inundada"></p>`;
    const id = await staff.writeNews(writer, {
      titulo: `Sin tocar ${stamp()}`,
      estado: 'borrador',
      texto: body,
    });

    // Opened and sent for review without touching anything: the history says no body changed.
    await writer.goto(`/editarnoticia/${id}`);
    await expect(writer.getByRole('img', { name: 'La costanera inundada' })).toBeVisible();
    await writer.getByRole('button', { name: 'Enviar a revisión' }).click();
    await staff.acknowledge(writer, /revisión/);
    const history = writer.getByRole('list', { name: 'Versiones anteriores' });
    await expect(history).toBeVisible();
    await expect(history).not.toContainText('Texto');

    // An editor takes the picture out: comparing the older version shows it gone.
    const editor = await signedIn(browser, 'admin', 'admin-portal');
    const current = (await (await editor.request.get(`/api/redaccion/noticia/${id}`)).json()) as {
      noticia: [{ version: number }];
    };
    const saved = await editor.request.put('/api/noticia', {
      headers: { ...origin(editor), 'If-Match': `"${current.noticia[0].version}"` },
      data: { id, texto: '<p>El agua llegó a la costanera.</p>' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await editor.goto(`/editarnoticia/${id}`);
    await editor
      .getByRole('list', { name: 'Versiones anteriores' })
      .getByRole('button', { name: /^Ver cambios/ })
      .first()
      .click();
    const compare = editor.getByRole('dialog', { name: 'Cambios' });
    await expect(compare.locator('del')).toContainText('[Imagen: La costanera inundada]');
    await editor.request.delete(`/api/noticia/${id}`, { headers: origin(editor) });
  });
});
