import { expect, test, type Locator, type Page } from '../support/test';
import * as staff from '../support/staff';
import type { Banner, Usuario } from '@portal/contracts';
import { screenshotAtWidths } from '../support/screenshots';
import { pngFromPixels } from '../support/png';

const { ADMIN, logIn, signIn } = staff;
const acknowledge = (page: Page, name: string, timeout?: number) =>
  staff.acknowledge(page, name, { exact: true, timeout });

// Back-office forms of issue #15 (items 3, 4, 5, 6 and the forms' part of 8): passwords of new
// and edited users, forbidden screens, files that are no picture, typing after a link, Spanish
// browser checks, the title's count and the banner messages.

const REDACTOR = { username: 'redactor', password: 'demo-portal' };
const NOT_AN_IMAGE = 'El archivo no es una imagen válida.';
const FORBIDDEN = 'No tenés permiso para ver esta sección.';

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Administración' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** What the browser would say about a field: its validation bubble's text. */
const bubble = (field: Locator) => field.evaluate((input: HTMLInputElement) => input.validationMessage);

/** Two screenshots (phone and desktop) from the top of the page. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtWidths(page, `admin-forms-${name}`, [390, 1400]);
  await page.setViewportSize({ width: 1400, height: 900 });
}

const goodPng = (name: string, seed: number) => ({
  name,
  mimeType: 'image/png',
  buffer: pngFromPixels(64, 48, (x, y) => [(seed * 40 + x * 4) % 256, (y * 5) % 256, (seed * 90) % 256]),
});

/** Not pictures, whatever their names and types say. */
const textAsJpg = {
  name: 'nota.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('Esto es texto, no una foto.\n'),
};
function randomBytes(name: string) {
  let seed = 7;
  const bytes = Buffer.alloc(4096);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  return { name, mimeType: 'image/jpeg', buffer: bytes };
}

// ---------------------------------------------------------------------------------------------

test.describe('admin forms', () => {
  test('a screen the privileges do not open says so beside the sidebar (no trip to /)', async ({ page }) => {
    await signIn(page, REDACTOR);
    await expect(page).toHaveURL(/\/admin$/);
    for (const path of [
      '/galeria',
      '/nuevoalbum',
      '/agenda',
      '/usuarios',
      '/publicidad',
      '/nuevapublicidad',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('alert')).toContainText(FORBIDDEN);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(adminNav(page).getByRole('link', { name: 'NOTICIAS' })).toBeVisible();
      await expect(adminNav(page).getByRole('button', { name: 'SALIR' })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Ir a mi sección' })).toHaveAttribute('href', '/admin');
    await shoot(page, 'forbidden');
    await page.getByRole('link', { name: 'Ir a mi sección' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('table', { name: 'Noticias' })).toBeVisible();
  });

  test('a file that is no picture is refused when chosen, in every image pick', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, ADMIN, { to: '/nuevanoticia' });

    // News cover: text renamed .jpg, then random bytes; a real picture is then taken.
    const cover = page.getByLabel('Portada', { exact: true });
    await cover.setInputFiles(textAsJpg);
    await expect(page.getByRole('alert').filter({ hasText: NOT_AN_IMAGE })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Vista previa: Portada' })).toHaveCount(0);
    await expect(cover).toHaveAttribute('aria-invalid', 'true');
    await shoot(page, 'rejected-image');
    await cover.setInputFiles(randomBytes('foto.jpg'));
    await expect(page.getByRole('alert').filter({ hasText: NOT_AN_IMAGE })).toBeVisible();
    // Nothing was taken: sending asks for a cover instead of failing on the upload.
    await page.getByLabel('Titulo', { exact: true }).fill('Nota con archivo roto');
    await page.getByLabel('Descripción').fill('Resumen');
    await page.getByRole('button', { name: 'SUBIR' }).click();
    await acknowledge(page, 'Elegí una imagen de portada.');
    await cover.setInputFiles(goodPng('portada.png', 1));
    await expect(page.getByRole('img', { name: 'Vista previa: Portada' })).toHaveAttribute('src', /^blob:/);
    await expect(page.getByText(NOT_AN_IMAGE)).toHaveCount(0);

    // Event flyer, ad picture, banner bank and own photo: the same check.
    const picks: [string, string][] = [
      ['/nuevoevento', 'Flayer'],
      ['/nuevapublicidad', 'Imagen'],
      ['/nuevobanner', 'Imagen del banner'],
    ];
    for (const [path, label] of picks) {
      await page.goto(path);
      await page.getByLabel(label, { exact: true }).setInputFiles(randomBytes('x.jpg'));
      await expect(page.getByRole('alert').filter({ hasText: NOT_AN_IMAGE })).toBeVisible();
      await expect(page.getByRole('img', { name: `Vista previa: ${label}` })).toHaveCount(0);
    }
    await adminNav(page).getByRole('link', { name: 'CUENTA' }).click();
    await expect(page.getByRole('heading', { name: 'CUENTA' })).toBeVisible();
    const before = await page.getByRole('img', { name: 'Vista previa: Foto' }).getAttribute('src');
    await page.getByLabel('Foto', { exact: true }).setInputFiles(textAsJpg);
    await expect(page.getByRole('alert').filter({ hasText: NOT_AN_IMAGE })).toBeVisible();
    // The saved photo stays in the preview.
    if (before)
      await expect(page.getByRole('img', { name: 'Vista previa: Foto' })).toHaveAttribute('src', before);

    // An album: only that photo is marked and can be removed; the others stay.
    await page.goto('/nuevoalbum');
    await page
      .getByLabel('Agregar fotos')
      .setInputFiles([goodPng('uno.png', 2), textAsJpg, goodPng('dos.png', 3)]);
    const grid = page.getByRole('list', { name: 'Fotos del álbum' });
    await expect(grid.getByRole('listitem')).toHaveCount(3);
    const bad = grid.getByRole('listitem').filter({ hasText: NOT_AN_IMAGE });
    await expect(bad).toHaveCount(1);
    await expect(bad).toContainText('nota.jpg');
    await expect(grid.getByRole('img', { name: 'uno.png' })).toBeVisible();
    await expect(grid.getByRole('img', { name: 'dos.png' })).toBeVisible();
    await expect(page.getByText('3/30')).toBeVisible();
    await page.getByLabel('Nombre del álbum').fill('Álbum con un archivo roto');
    await page.getByLabel('Fecha', { exact: true }).fill('2026-11-20');
    await page.getByRole('button', { name: 'SUBIR' }).click();
    await acknowledge(page, NOT_AN_IMAGE);
    await shoot(page, 'rejected-album-photo');
    await bad.getByRole('button', { name: 'Eliminar nota.jpg' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    await expect(grid.getByText(NOT_AN_IMAGE)).toHaveCount(0);
    await expect(grid.getByRole('img', { name: 'uno.png' })).toBeVisible();
    await expect(grid.getByRole('img', { name: 'dos.png' })).toBeVisible();
  });

  test('typing after a link goes on in the editor, after the link', async ({ page }) => {
    await signIn(page, ADMIN, { to: '/nuevanoticia' });
    const body = page.getByRole('textbox', { name: 'Texto' });
    await body.click();
    await page.keyboard.type('Antes ');
    await page.getByRole('button', { name: 'Enlace' }).click();
    const linkDialog = dialog(page, 'Agregar enlace');
    await linkDialog.getByLabel('Dirección').fill('https://www.example.com/a');
    await linkDialog.getByLabel('Texto del enlace').fill('un enlace');
    await linkDialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(linkDialog).toBeHidden();
    await expect(body).toBeFocused();
    await page.keyboard.type(' y después');
    await expect(body.locator('p').first()).toHaveText('Antes un enlace y después');
    await expect(body.getByRole('link')).toHaveText('un enlace');

    // A selected word made a link: the cursor lands after it too.
    await page.keyboard.type(' palabra');
    for (let i = 0; i < 'palabra'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Enlace' }).click();
    await linkDialog.getByLabel('Dirección').fill('https://www.example.com/b');
    await linkDialog.getByLabel('Dirección').press('Enter');
    await expect(linkDialog).toBeHidden();
    await expect(body).toBeFocused();
    await page.keyboard.type('!');
    await expect(body.locator('p').first()).toHaveText('Antes un enlace y después palabra!');
    await expect(body.getByRole('link', { name: 'palabra', exact: true })).toHaveAttribute(
      'href',
      'https://www.example.com/b',
    );

    // Cancelling gives the focus back too.
    await page.getByRole('button', { name: 'Enlace' }).click();
    await linkDialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(body).toBeFocused();
  });

  test('the browser checks speak Spanish, dates as dd-mm-yyyy; titles count to their limit', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The login.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await bubble(page.getByLabel('Usuario', { exact: true }))).toBe('Completá este campo.');
    expect(await bubble(page.getByLabel('Contraseña', { exact: true }))).toBe('Completá este campo.');
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin$/);

    // News: the title counts up to the contracts' 300.
    await page.goto('/nuevanoticia');
    await page.getByRole('button', { name: 'SUBIR' }).click();
    expect(await bubble(page.getByLabel('Titulo', { exact: true }))).toBe('Completá este campo.');
    expect(await bubble(page.getByLabel('Descripción'))).toBe('Completá este campo.');
    const title = 'Crece el turismo en las termas y el empleo';
    expect(title).toHaveLength(42);
    await page.getByLabel('Titulo', { exact: true }).fill(title);
    await expect(page.getByText('42/300')).toBeVisible();
    await expect(page.getByLabel('Titulo', { exact: true })).toHaveAttribute('maxlength', '300');

    // Event.
    await page.goto('/nuevoevento');
    await page.getByRole('button', { name: 'SUBIR' }).click();
    for (const label of ['Titulo', 'Fecha', 'Horario', 'Dirección']) {
      expect(await bubble(page.getByLabel(label, { exact: true })), label).toBe('Completá este campo.');
    }
    await expect(page.getByText('0/300')).toBeVisible();
    await page.getByLabel('Titulo', { exact: true }).fill('Festival');
    await expect(page.getByText('8/300')).toBeVisible();

    // Ad: an exit before the entry is said with the portal's dates.
    await page.goto('/nuevapublicidad');
    await page.getByLabel('Cliente').fill('Comercio');
    await page.getByLabel('Ingreso').fill('2026-12-10');
    await page.getByLabel('Egreso').fill('2026-12-01');
    await page.getByLabel('Link').fill('no es una dirección');
    await page.getByRole('button', { name: 'AGREGAR' }).click();
    const egreso = await bubble(page.getByLabel('Egreso'));
    expect(egreso).toBe('La fecha debe ser el 10-12-2026 o posterior.');
    expect(egreso).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await bubble(page.getByLabel('Link'))).toBe('Ingresá una dirección válida, por ejemplo https://…');
    await page.getByLabel('Inicio').fill('9');
    await page.getByRole('button', { name: 'AGREGAR' }).click();
    expect(await bubble(page.getByLabel('Inicio'))).toBe('El valor debe ser 8 o menor.');

    // New user and own account.
    await page.goto('/nuevousuario');
    await page.getByLabel('Email', { exact: true }).fill('sin-arroba');
    await page.getByRole('button', { name: 'AGREGAR' }).click();
    expect(await bubble(page.getByLabel('Nombre', { exact: true }))).toBe('Completá este campo.');
    expect(await bubble(page.getByLabel('Email', { exact: true }))).toBe('Ingresá un email válido.');
    expect(await bubble(page.getByLabel('Contraseña', { exact: true }))).toBe('Completá este campo.');
    await adminNav(page).getByRole('link', { name: 'CUENTA' }).click();
    await expect(page.getByRole('heading', { name: 'CUENTA' })).toBeVisible();
    await page.getByLabel('Nombre', { exact: true }).fill('');
    await page.getByRole('button', { name: 'ACTUALIZAR' }).click();
    expect(await bubble(page.getByLabel('Nombre', { exact: true }))).toBe('Completá este campo.');
  });

  test('assigning a bank image says which banner it became', async ({ page }) => {
    await signIn(page, ADMIN);
    const { banners } = (await (await page.request.get('/api/get-banner')).json()) as { banners: Banner[] };
    const before = banners[0]!;
    await page.goto('/nuevobanner');
    const bank = page.getByRole('region', { name: /^Banco de imágenes/ });
    const item = (url: string) =>
      bank.getByRole('listitem').filter({ has: page.locator(`img[src="${url}"]`) });
    const spare = bank
      .getByRole('listitem')
      .filter({ hasNot: page.locator(`img[src="${before.bannerFull}"], img[src="${before.bannerMobile}"]`) })
      .first();
    await expect(spare).toBeVisible();

    await spare.getByRole('button', { name: 'Usar como completo' }).click();
    await acknowledge(page, 'Banner de escritorio asignado correctamente.');
    await spare.getByRole('button', { name: 'Usar como móvil' }).click();
    await acknowledge(page, 'Banner móvil asignado correctamente.');

    // Back as it was (the visitor tests read the banner).
    await item(before.bannerFull).getByRole('button', { name: 'Usar como completo' }).click();
    await acknowledge(page, 'Banner de escritorio asignado correctamente.');
    await item(before.bannerMobile).getByRole('button', { name: 'Usar como móvil' }).click();
    await acknowledge(page, 'Banner móvil asignado correctamente.');
    const after = (await (await page.request.get('/api/get-banner')).json()) as { banners: Banner[] };
    expect(after.banners[0]).toMatchObject({
      bannerFull: before.bannerFull,
      bannerMobile: before.bannerMobile,
    });
  });

  test('a new user needs a password; an administrator sets another from the edit form', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36).slice(-6);
    const user = { username: `clave${stamp}`, password: 'primera-clave-1', next: 'segunda-clave-2' };

    await signIn(page, ADMIN, { to: '/nuevousuario' });
    const form = page.locator('form');
    await form.getByLabel('Nombre', { exact: true }).fill('Julia');
    await form.getByLabel('Apellido', { exact: true }).fill('Paz');
    await form.getByLabel('Email', { exact: true }).fill(`julia.${stamp}@example.com`);
    await form.getByLabel('Nombre de usuario', { exact: true }).fill(user.username);
    await form.getByRole('checkbox', { name: 'agenda' }).check();
    // Without a password the browser stops the form, in Spanish; nothing is sent.
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/createuser')) posted = true;
    });
    await form.getByRole('button', { name: 'AGREGAR' }).click();
    expect(await bubble(form.getByLabel('Contraseña', { exact: true }))).toBe('Completá este campo.');
    expect(posted).toBe(false);
    // Too short: the server's rule, as the account form says it.
    await form.getByLabel('Contraseña', { exact: true }).fill('corta');
    await form.getByRole('button', { name: 'AGREGAR' }).click();
    const rule = page.getByRole('dialog', { name: 'La contraseña debe tener entre 8 y 200 caracteres.' });
    await expect(rule).toBeVisible();
    await rule.getByRole('button', { name: 'OK' }).click();
    await form.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'AGREGAR' }).click();
    await acknowledge(page, 'Usuario creado.');

    // The new user is logged in elsewhere.
    const other = await browser.newContext();
    const theirs = await other.newPage();
    await logIn(theirs, { username: user.username, password: user.password });
    await expect(theirs).toHaveURL(/\/agenda$/);

    // The administrator sets a new password from the edit form.
    const { usuarios } = (await (await page.request.get('/api/usuarios')).json()) as { usuarios: Usuario[] };
    const id = usuarios.find((item) => item.username === user.username)!._id;
    await page.goto(`/editarusuario/${id}`);
    await expect(form.getByLabel('Nombre de usuario', { exact: true })).toHaveValue(user.username);
    await form.getByLabel('Nueva contraseña', { exact: true }).fill(user.next);
    await form.getByLabel('Repetí la nueva contraseña', { exact: true }).fill('otra-cosa-9');
    await form.getByRole('button', { name: 'ACTUALIZAR' }).click();
    await acknowledge(page, 'Las contraseñas no coinciden.');
    await form.getByLabel('Repetí la nueva contraseña', { exact: true }).fill(user.next);
    const put = page.waitForRequest(
      (request) => request.url().endsWith('/api/usuario') && request.method() === 'PUT',
    );
    await form.getByRole('button', { name: 'ACTUALIZAR' }).click();
    expect((await put).postDataJSON()).toMatchObject({ id, contraseña: user.next });
    await acknowledge(page, 'Actualizado con exito!');
    await expect(form.getByLabel('Nueva contraseña', { exact: true })).toHaveValue('');

    // Their session has ended; the old password no longer works, the new one does.
    expect((await theirs.request.get('/api/session')).status()).toBe(401);
    await theirs.goto('/agenda');
    await expect(theirs).toHaveURL(/\/login$/);
    await theirs.getByLabel('Usuario', { exact: true }).fill(user.username);
    await theirs.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await theirs.getByRole('button', { name: 'Login' }).click();
    await acknowledge(theirs, 'Usuario o contraseña incorrectos');
    await logIn(theirs, { username: user.username, password: user.next });
    await expect(theirs).toHaveURL(/\/agenda$/);
    await other.close();

    // Saving the user again without typing a password keeps it (contraseña is not sent).
    const again = page.waitForRequest(
      (request) => request.url().endsWith('/api/usuario') && request.method() === 'PUT',
    );
    await form.getByLabel('Apellido', { exact: true }).fill('Paz Gómez');
    await form.getByRole('button', { name: 'ACTUALIZAR' }).click();
    expect(Object.keys((await again).postDataJSON() as object)).not.toContain('contraseña');
    await acknowledge(page, 'Actualizado con exito!');
    const probe = await browser.newContext();
    const check = await probe.request.post('/api/login', {
      data: { username: user.username, contraseña: user.next },
    });
    expect(check.status()).toBe(200);
    await probe.close();

    expect((await page.request.delete(`/api/usuario/${id}`)).status()).toBe(200);
  });
});
