import path from 'node:path';
import { expect, test, type Page, type Request } from '../support/test';
import * as staff from '../support/staff';
import type { Album, EventoListItem, NoticiaListItem, Page as ResultPage, Publi } from '@portal/contracts';
import { keepScreenshot, screenshotAtWidths } from '../support/screenshots';
import { pngFromPixels } from '../support/png';

const { ADMIN } = staff;
const logIn = (page: Page, account = ADMIN, to?: string) => staff.signIn(page, account, { to });
const acknowledge = (page: Page, name: string, timeout?: number) =>
  staff.acknowledge(page, name, { exact: true, timeout });

// Back office content screens (issue 7, docs/product/back-office.md §2, §4, §5, §8): news, albums, events,
// advertising and the central banner, as the newsroom uses them, against a portal with the seeded
// content and accounts. A call the journeys need that is not served fails them: never a skip.

const FOTOGRAFO = { username: 'fotografo', password: 'demo-portal' };

/** Full-page screenshots at a phone's and a desktop's width, taken from the top of the page. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtWidths(page, `back-office-${name}`, [375, 1400]);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** Closes the message dialog `name` after checking it is shown. */

/** Answers 'Estas Seguro?' with Cancelar first (nothing happens), then asks again and confirms. */
async function deleteRow(page: Page, row: ReturnType<Page['getByRole']>) {
  await row.getByRole('button', { name: /^BORRAR/ }).click();
  const confirm = dialog(page, 'Estas Seguro?');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^BORRAR/ }).click();
  await confirm.getByRole('button', { name: 'Borrar' }).click();
  await expect(row).toHaveCount(0);
}

// ---------------------------------------------------------------------------------------------
// Real image files, built here (no fixture files): RGB PNGs the browser decodes and compresses.

/** A colourful picture (a hue per `seed`), like a photo for the eye, small to build. */
const picture = (width: number, height: number, seed: number) =>
  pngFromPixels(width, height, (x, y) => [
    (seed * 47 + (x * 255) / width) % 256,
    (seed * 91 + (y * 255) / height) % 256,
    (seed * 13 + ((x + y) * 128) / (width + height)) % 256,
  ]);

const pngFile = (name: string, width: number, height: number, seed: number) => ({
  name,
  mimeType: 'image/png',
  buffer: picture(width, height, seed),
});

/** A calendar day in Argentina, `days` from today, as YYYY-MM-DD. */
function argentinaDay(days: number): string {
  return new Date(Date.now() - 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const stamp = () => Date.now().toString(36).slice(-5);
const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Administración' });
const table = (page: Page, name: string) => page.getByRole('table', { name });
const rowWith = (page: Page, tableName: string, text: string) =>
  table(page, tableName).getByRole('row').filter({ hasText: text });

// ---------------------------------------------------------------------------------------------

test.describe('back office: lists', () => {
  test('news list: columns, dates, VER/EDITAR/BORRAR, NUEVA + and BUSCAR', async ({ page, request }) => {
    // Every news item: the list pages and searches the whole table on the server (issue #15).
    const latest = (await (await request.get('/api/noticias/100/1')).json()) as ResultPage<NoticiaListItem>;
    await logIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('main')).toHaveAttribute('data-tone', 'dark'); // list screens are dark

    const news = table(page, 'Noticias');
    await expect(news.getByRole('columnheader')).toHaveText([
      'Portada',
      'Titulo',
      'Autor',
      'Provincia',
      'Creado',
      'Estado',
      'Acciones',
    ]);
    await expect(news.locator('tbody tr')).toHaveCount(10);
    await expect(page.getByText(`1-10 de ${latest.totalDocs}`)).toBeVisible();

    const first = latest.docs[0]!;
    const row = rowWith(page, 'Noticias', first.titulo);
    await expect(row).toContainText(first.editor);
    await expect(row).toContainText(first.provincia);
    // Creado as dd-mm-yyyy, the day in Argentina.
    const createdDay = new Date(Date.parse(first.created_at) - 3 * 3600_000).toISOString().slice(0, 10);
    await expect(row.getByRole('cell').nth(4)).toHaveText(createdDay.split('-').reverse().join('-'));
    const ver = row.getByRole('link', { name: /^VER/ });
    await expect(ver).toHaveAttribute('href', `/noticia/${first._id}`);
    await expect(ver).toHaveAttribute('target', '_blank');
    await expect(row.getByRole('link', { name: /^EDITAR/ })).toHaveAttribute(
      'href',
      `/editarnoticia/${first._id}`,
    );
    await expect(row.getByRole('button', { name: /^BORRAR/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'NUEVA +' })).toHaveAttribute('href', '/nuevanoticia');

    // BUSCAR: title or description, ignoring case and accents; clearing it shows every row again.
    const search = page.getByLabel('BUSCAR');
    const word = first.titulo.split(/\s+/).find((w) => w.length > 6)!;
    await search.fill(word.toUpperCase());
    const matching = latest.docs.filter((n) =>
      `${n.titulo} ${n.descripcion}`.toLowerCase().includes(word.toLowerCase()),
    ).length;
    await expect(news.locator('tbody tr')).toHaveCount(Math.min(10, matching));
    await expect(rowWith(page, 'Noticias', first.titulo)).toBeVisible();
    await search.fill('zzzz-nada-coincide');
    await expect(news.getByText('No hay registros para mostrar.')).toBeVisible();
    await search.fill('');
    await expect(news.locator('tbody tr')).toHaveCount(10);

    await page.getByLabel('Filas por página').selectOption('Todos');
    await expect(news.locator('tbody tr')).toHaveCount(Math.min(100, latest.totalDocs));
    await page.getByLabel('Filas por página').selectOption('10');
    await shoot(page, 'news-list');
  });

  test('albums list: Nombre, PH, Creado, BUSCAR on nombre or ph, BORRAR by privilege', async ({
    page,
    request,
  }) => {
    const { albums } = (await (await request.get('/api/albums/60/1')).json()) as {
      albums: ResultPage<Album>;
    };
    await logIn(page);
    await adminNav(page).getByRole('link', { name: 'GALERÍA' }).click();
    await expect(page).toHaveURL(/\/galeria$/);
    const list = table(page, 'Álbumes');
    await expect(list.getByRole('columnheader')).toHaveText([
      'Portada',
      'Nombre',
      'PH',
      'Creado',
      'Acciones',
    ]);
    await expect(list.locator('tbody tr')).toHaveCount(10);
    const album = albums.docs[0]!;
    const row = rowWith(page, 'Álbumes', album.nombre);
    await expect(row).toContainText(album.ph);
    await expect(row.getByRole('link', { name: /^VER/ })).toHaveAttribute('href', `/album/${album._id}`);
    await expect(row.getByRole('link', { name: /^EDITAR/ })).toHaveAttribute(
      'href',
      `/editaralbum/${album._id}`,
    );
    await expect(row.getByRole('button', { name: /^BORRAR/ })).toBeVisible(); // admin: galeria and usuarios
    await expect(page.getByRole('link', { name: 'NUEVA +' })).toHaveAttribute('href', '/nuevoalbum');

    await page.getByLabel('BUSCAR').fill(album.ph.toLowerCase());
    for (const text of await list.locator('tbody tr').allInnerTexts()) {
      expect(text.toLowerCase()).toContain(album.ph.toLowerCase());
    }
    await page.getByLabel('BUSCAR').fill('');
    await expect(list.locator('tbody tr')).toHaveCount(10);
    await shoot(page, 'albums-list');
  });

  test('a photographer (galeria only) sees no BORRAR, as the server refuses them', async ({ page }) => {
    await logIn(page, FOTOGRAFO, '/galeria');
    await expect(page).toHaveURL(/\/galeria$/);
    await expect(
      table(page, 'Álbumes')
        .getByRole('link', { name: /^EDITAR/ })
        .first(),
    ).toBeVisible();
    await expect(table(page, 'Álbumes').getByRole('button', { name: /^BORRAR/ })).toHaveCount(0);
    await page.goto('/nuevanoticia');
    // No noticias privilege: said inside the back office (issue #15), no longer a trip to /.
    await expect(page).toHaveURL(/\/nuevanoticia$/);
    await expect(page.getByRole('alert')).toContainText('No tenés permiso para ver esta sección.');
    await expect(adminNav(page)).toBeVisible();
  });

  test('events list: Fecha and Creado sortable, province accordion', async ({ page, request }) => {
    const { eventos } = (await (await request.get('/api/eventos/100/1')).json()) as {
      eventos: ResultPage<EventoListItem>;
    };
    await logIn(page);
    await adminNav(page).getByRole('link', { name: 'AGENDA' }).click();
    await expect(page).toHaveURL(/\/agenda$/);
    const list = table(page, 'Eventos');
    await expect(list.getByRole('columnheader')).toHaveText([
      'Flayer',
      'Titulo',
      'Provincia',
      'Fecha',
      'Creado',
      'Acciones',
    ]);
    await expect(page.getByRole('link', { name: 'NUEVO +' })).toHaveAttribute('href', '/nuevoevento');
    await page.getByLabel('Filas por página').selectOption('Todos');
    await expect(list.locator('tbody tr')).toHaveCount(eventos.docs.length);

    // Fecha sorts ascending, then descending (dates shown dd-mm-yyyy).
    const fechas = async () =>
      (await list.locator('tbody tr td:nth-child(4)').allInnerTexts()).map((d) =>
        d.split('-').reverse().join('-'),
      );
    await list.getByRole('button', { name: 'Fecha' }).click();
    const ascending = await fechas();
    expect(ascending).toEqual([...ascending].sort());
    await list.getByRole('button', { name: 'Fecha' }).click();
    const descending = await fechas();
    expect(descending).toEqual([...ascending].sort().reverse());
    await list.getByRole('button', { name: 'Creado' }).click();
    await expect(list.getByRole('columnheader', { name: 'Creado' })).toHaveAttribute('aria-sort', /ending$/);

    // The accordion: Todas plus the provinces; a choice keeps only that province's events.
    const toggle = page.getByRole('button', { name: /^Provincia:/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const choices = page.getByRole('group', { name: 'Filtrar por provincia' }).getByRole('button');
    await expect(choices).toHaveCount(25);
    await expect(choices.first()).toHaveText('Todas');
    await choices.filter({ hasText: /^Santiago del Estero$/ }).click();
    const expected = eventos.docs.filter((e) => e.provincia.includes('Santiago del Estero')).length;
    await expect(list.locator('tbody tr')).toHaveCount(expected);
    for (const province of await list.locator('tbody tr td:nth-child(3)').allInnerTexts()) {
      expect(province).toBe('Santiago del Estero');
    }
    await shoot(page, 'events-list');
    await choices.filter({ hasText: /^Todas$/ }).click();
    await expect(list.locator('tbody tr')).toHaveCount(eventos.docs.length);
  });

  test('advertising list: newest first, with EDITAR and BORRAR', async ({ page, request }) => {
    const { publis } = (await (await request.get('/api/publis')).json()) as { publis: Publi[] };
    const newest = [...publis].sort((a, b) => b.created_at.localeCompare(a.created_at));
    await logIn(page);
    await adminNav(page).getByRole('link', { name: 'PUBLICIDAD' }).click();
    const list = table(page, 'Publicidades');
    await expect(list.getByRole('columnheader')).toHaveText([
      'Imagen',
      'Cliente',
      'Ingreso',
      'Egreso',
      'Link',
      'Acciones',
    ]);
    await expect(list.locator('tbody tr').first()).toContainText(newest[0]!.nombre_cliente);
    await expect(list.locator('tbody tr').last()).toContainText(newest.at(-1)!.nombre_cliente);
    await expect(page.getByRole('link', { name: 'NUEVO +' })).toHaveAttribute('href', '/nuevapublicidad');
    // Expired ads stay listed, marked.
    const expired = publis.find((p) => p.egreso < argentinaDay(0))!;
    await expect(rowWith(page, 'Publicidades', expired.nombre_cliente)).toContainText('Vencida');
    await shoot(page, 'ads-list');
  });
});

test.describe('back office: forms and their warnings', () => {
  test('new news: defaults, the cover warning and the body editor with its link rule', async ({ page }) => {
    await logIn(page);
    await page.getByRole('link', { name: 'NUEVA +' }).click();
    await expect(page).toHaveURL(/\/nuevanoticia$/);
    await expect(page.getByRole('main')).toHaveAttribute('data-tone', 'light');
    await expect(page.getByRole('combobox', { name: 'Provincia' })).toHaveValue('Santiago del Estero');
    await expect(page.getByRole('combobox', { name: 'Provincia' }).locator('option')).toHaveCount(24);
    await page.getByLabel('Titulo', { exact: true }).fill('Nota sin portada');
    await page.getByLabel('Descripción').fill('Resumen');
    await page.getByRole('button', { name: 'SUBIR' }).click();
    await acknowledge(page, 'Elegí una imagen de portada.');

    // The body: a heading, bold text and a link; only http, https, mailto and tel are accepted.
    const body = page.getByRole('textbox', { name: 'Texto' });
    await body.click();
    await page.getByLabel('Estilo del párrafo').selectOption('h2');
    await page.keyboard.type('Un título');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Negrita' }).click();
    await page.keyboard.type('Importante');
    await page.getByRole('button', { name: 'Negrita' }).click();
    await page.keyboard.type(' y ');
    await page.getByRole('button', { name: 'Enlace' }).click();
    const linkDialog = dialog(page, 'Agregar enlace');
    await linkDialog.getByLabel('Dirección').fill('javascript:alert(1)');
    await linkDialog.getByLabel('Texto del enlace').fill('un enlace');
    await linkDialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(linkDialog.getByRole('alert')).toHaveText(
      'El enlace debe comenzar con http://, https://, mailto: o tel:',
    );
    await linkDialog.getByLabel('Dirección').fill('https://www.example.com/nota');
    await linkDialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(linkDialog).toBeHidden();
    await expect(body.locator('h2')).toHaveText('Un título');
    await expect(body.locator('strong')).toHaveText('Importante');
    await expect(body.getByRole('link', { name: 'un enlace' })).toHaveAttribute(
      'href',
      'https://www.example.com/nota',
    );

    // A pasted link with another scheme loses the link, keeps its text.
    await body.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p><a href="javascript:alert(1)">malicioso</a> <a href="tel:+543854000000">llamar</a></p>',
      );
      data.setData('text/plain', 'malicioso llamar');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(body).toContainText('malicioso');
    await expect(body.getByRole('link', { name: 'malicioso' })).toHaveCount(0);
    await expect(body.getByRole('link', { name: 'llamar' })).toHaveAttribute('href', 'tel:+543854000000');

    await page.getByLabel('Portada').setInputFiles(pngFile('portada.png', 1280, 720, 3));
    await expect(page.getByRole('img', { name: 'Vista previa: Portada' })).toHaveAttribute('src', /^blob:/);
    await shoot(page, 'news-new');
  });

  test('edit news: the saved item loads; the side tool compresses to 800×600 at most', async ({
    page,
    request,
  }) => {
    const latest = (await (await request.get('/api/noticias/1/1')).json()) as ResultPage<NoticiaListItem>;
    const item = latest.docs[0]!;
    await logIn(page);
    await rowWith(page, 'Noticias', item.titulo)
      .getByRole('link', { name: /^EDITAR/ })
      .click();
    await expect(page).toHaveURL(`/editarnoticia/${item._id}`);
    await expect(page.getByLabel('Titulo', { exact: true })).toHaveValue(item.titulo);
    await expect(page.getByLabel('Descripción')).toHaveValue(item.descripcion);
    await expect(page.getByRole('combobox', { name: 'Provincia' })).toHaveValue(item.provincia);
    await expect(page.getByRole('textbox', { name: 'Texto' }).locator('p').first()).not.toBeEmpty();
    await expect(page.getByRole('img', { name: 'Vista previa: Portada' })).toHaveAttribute(
      'src',
      item.img_portada,
    );
    await expect(page.getByRole('button', { name: 'ACTUALIZAR' })).toBeEnabled();

    await page.getByLabel('Imagen a comprimir').setInputFiles(pngFile('grande.png', 2400, 1600, 7));
    const compressed = page.getByRole('img', { name: 'Vista previa comprimida' });
    await expect(compressed).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('2400×1600')).toBeVisible();
    await expect(page.getByText(/^800×533 · /)).toBeVisible();
    expect(
      await compressed.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
    ).toEqual([800, 533]);
    await expect(page.getByRole('link', { name: 'Descargar' })).toHaveAttribute('download', 'grande.jpg');
    await shoot(page, 'news-edit');
  });

  test('new album: PH default, the three warnings, the 30-photo limit and the counter', async ({ page }) => {
    await logIn(page);
    await adminNav(page).getByRole('link', { name: 'GALERÍA' }).click();
    await page.getByRole('link', { name: 'NUEVA +' }).click();
    await expect(page).toHaveURL(/\/nuevoalbum$/);
    await expect(page.getByLabel('PH', { exact: true })).toHaveValue(
      (await page.getByRole('complementary').locator('p').first().textContent())!.trim(),
    );
    await page.getByLabel('PH', { exact: true }).fill('');
    const subir = page.getByRole('button', { name: 'SUBIR' });
    await subir.click();
    await acknowledge(page, 'Ingresá nombre del álbum!');
    await page.getByLabel('Nombre del álbum').fill('Carnaval');
    await subir.click();
    await acknowledge(page, 'Ingresá nombre del PH!');
    await page.getByLabel('PH', { exact: true }).fill('Prensa');
    await subir.click();
    await acknowledge(page, 'Ingresá fecha del álbum!');

    await expect(page.getByText('0/30')).toBeVisible();
    const many = Array.from({ length: 31 }, (_, i) => pngFile(`foto-${i + 1}.png`, 160, 120, i));
    await page.getByLabel('Agregar fotos').setInputFiles(many);
    const limit = dialog(page, '¡Límite alcanzado!');
    await expect(limit).toContainText('No puedes subir más de 30 imágenes.');
    await limit.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('30/30')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Fotos del álbum' }).getByRole('listitem')).toHaveCount(30);
    await expect(page.getByLabel('Agregar fotos')).toBeDisabled();
    await page.getByRole('button', { name: 'Eliminar foto-30.png' }).click();
    await expect(page.getByText('29/30')).toBeVisible();
    for (let n = 29; n > 12; n--) await page.getByRole('button', { name: `Eliminar foto-${n}.png` }).click();
    await expect(page.getByText('12/30')).toBeVisible();
    await shoot(page, 'album-new');
  });

  test('edit album and edit event: the saved items load', async ({ page, request }) => {
    // Two screens, each loaded and shot at two widths: past the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const { albums } = (await (await request.get('/api/albums/1/1')).json()) as { albums: ResultPage<Album> };
    const album = albums.docs[0]!;
    await logIn(page, ADMIN, '/galeria');
    await rowWith(page, 'Álbumes', album.nombre)
      .getByRole('link', { name: /^EDITAR/ })
      .click();
    await expect(page).toHaveURL(`/editaralbum/${album._id}`);
    await expect(page.getByLabel('Nombre del álbum')).toHaveValue(album.nombre);
    await expect(page.getByLabel('Fecha', { exact: true })).toHaveValue(album.fecha);
    await expect(page.getByLabel('PH', { exact: true })).toHaveValue(album.ph);
    const grid = page.getByRole('list', { name: 'Fotos del álbum' });
    await expect(grid.getByRole('listitem')).toHaveCount(album.fotos.length);
    await expect(grid.getByRole('listitem').first()).toContainText('Portada');
    await expect(page.getByText(`${album.fotos.length}/30`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'ACTUALIZAR' })).toBeEnabled();
    await shoot(page, 'album-edit-saved');

    const { eventos } = (await (await request.get('/api/eventos/1/1')).json()) as {
      eventos: ResultPage<EventoListItem>;
    };
    const event = eventos.docs[0]!;
    await page.goto('/agenda');
    await rowWith(page, 'Eventos', event.titulo)
      .getByRole('link', { name: /^EDITAR/ })
      .click();
    await expect(page).toHaveURL(`/editarevento/${event._id}`);
    await expect(page.getByLabel('Titulo', { exact: true })).toHaveValue(event.titulo);
    await expect(page.getByLabel('Fecha', { exact: true })).toHaveValue(event.fecha);
    await expect(page.getByLabel('Horario')).toHaveValue(event.horario);
    await expect(page.getByLabel('Dirección')).toHaveValue(event.direccion);
    await expect(page.getByRole('combobox', { name: 'Provincia' })).toHaveValue(event.provincia);
    await expect(page.getByRole('img', { name: 'Vista previa: Flayer' })).toHaveAttribute(
      'src',
      event.flayer,
    );
    await shoot(page, 'event-edit-saved');
  });

  test('new event: defaults and the cover warning', async ({ page }) => {
    await logIn(page, ADMIN, '/nuevoevento');
    await expect(page.getByRole('combobox', { name: 'Provincia' })).toHaveValue('Santiago del Estero');
    await page.getByLabel('Titulo', { exact: true }).fill('Evento sin flayer');
    await page.getByLabel('Fecha', { exact: true }).fill(argentinaDay(10));
    await page.getByLabel('Horario').fill('21:00 hs');
    await page.getByLabel('Dirección').fill('Plaza Libertad');
    await page.getByRole('button', { name: 'SUBIR' }).click();
    await acknowledge(page, 'Elegí una imagen de portada.');
    await page.getByLabel('Flayer').setInputFiles(pngFile('flayer.png', 800, 1000, 11));
    await shoot(page, 'event-new');
  });

  test('new advertisement: placements 0 to 8, nothing is sent otherwise', async ({ page }) => {
    const sent: Request[] = [];
    page.on('request', (request) => request.url().endsWith('/api/publi') && sent.push(request));
    await logIn(page, ADMIN, '/publicidad');
    await page.getByRole('link', { name: 'NUEVO +' }).click();
    await expect(page).toHaveURL(/\/nuevapublicidad$/);
    const slots = page.getByRole('group', { name: 'Ubicación' }).getByRole('spinbutton');
    await expect(slots).toHaveCount(4);
    for (const slot of await slots.all()) {
      await expect(slot).toHaveValue('0');
      await expect(slot).toHaveAttribute('min', '0');
      await expect(slot).toHaveAttribute('max', '8');
    }
    await page.getByLabel('Cliente').fill('Cliente de prueba');
    await page.getByLabel('Ingreso').fill(argentinaDay(0));
    await page.getByLabel('Egreso').fill(argentinaDay(30));
    await page.getByLabel('Noticias', { exact: true }).fill('9');
    await page.getByRole('button', { name: 'AGREGAR' }).click();
    expect(
      await page
        .getByLabel('Noticias', { exact: true })
        .evaluate((input: HTMLInputElement) => input.validationMessage),
    ).toBe('El valor debe ser 8 o menor.');
    await page.getByLabel('Noticias', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'AGREGAR' }).click();
    await acknowledge(page, 'Elegí una imagen para la publicidad.');
    expect(sent).toHaveLength(0);
    await page.getByLabel('Imagen', { exact: true }).setInputFiles(pngFile('aviso.png', 600, 500, 21));
    await shoot(page, 'ad-new');
  });

  test('central banner screen: current banners, link, upload and bank', async ({ page }) => {
    await logIn(page);
    await adminNav(page).getByRole('link', { name: 'BANNER CENTRAL' }).click();
    await expect(page).toHaveURL(/\/nuevobanner$/);
    await expect(page.getByRole('heading', { name: 'Banner central' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Banner completo actual' })).toHaveAttribute(
      'src',
      /\/media\//,
    );
    await expect(page.getByRole('img', { name: 'Banner móvil actual' })).toHaveAttribute('src', /\/media\//);
    await expect(page.getByLabel('Link del evento')).toHaveValue(/^\/evento\/[0-9a-f]{24}$/);
    await expect(page.getByRole('button', { name: 'GUARDAR LINK' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'SUBIR' })).toBeEnabled();
    await shoot(page, 'banner');
  });
});

// ---------------------------------------------------------------------------------------------
// Journeys that write.

test.describe('back office journeys', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page);
  });

  test('a news item with a cover is first on the home; then edited and deleted', async ({ page }) => {
    test.setTimeout(90_000);
    const title = `Inauguran el nuevo puente sobre el río Dulce ${stamp()}`;
    await page.getByRole('link', { name: 'NUEVA +' }).click();
    await page.getByLabel('Titulo', { exact: true }).fill(title);
    await page
      .getByLabel('Descripción')
      .fill('La obra une La Banda con la capital y beneficia a miles de vecinos.');
    await page.getByRole('combobox', { name: 'Provincia' }).selectOption('Tucuman');
    await page.getByRole('textbox', { name: 'Texto' }).click();
    await page.keyboard.type('El puente fue habilitado este lunes por la mañana.');
    await page.getByLabel('Portada').setInputFiles(pngFile('puente.png', 1600, 900, 5));
    await expect(page.getByRole('img', { name: 'Vista previa: Portada' })).toHaveAttribute('src', /^blob:/);

    const upload = page.waitForResponse('**/api/upload-image');
    const create = page.waitForRequest('**/api/crearnoticia');
    // The creation is held until the button is seen disabled: on a busy machine the whole send
    // could otherwise end before the check looks.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/crearnoticia', async (route) => {
      await held;
      await route.continue();
    });
    const subir = page.getByRole('button', { name: 'SUBIR' });
    await subir.click();
    await expect(subir).toBeDisabled(); // spinner while sending: it cannot be sent twice
    release();
    // The cover the server stored: a JPEG of about 200 000 bytes at most.
    const { url } = (await (await upload).json()) as { url: string };
    const stored = await page.request.get(url);
    expect(stored.headers()['content-type']).toBe('image/jpeg');
    expect((await stored.body()).length).toBeLessThan(220_000);
    const body = (await create).postDataJSON() as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['descripcion', 'img_portada', 'provincia', 'texto', 'titulo']);
    expect(body.texto).toBe('<p>El puente fue habilitado este lunes por la mañana.</p>');
    await acknowledge(page, 'Articulo creado!', 20_000);
    await expect(page).toHaveURL(/\/admin$/);
    // Newest first: only a story a parallel journey saved since can be above it.
    const row = rowWith(page, 'Noticias', title);
    await expect(row).toBeVisible();
    const id = (await row.getByRole('link', { name: /^VER/ }).getAttribute('href'))!.split('/').pop()!;

    // The public home shows it in the featured block, first after the editors' pinned stories
    // (and after any story a parallel journey published since).
    const { destacadas, fijadas } = (await (await page.request.get('/api/portada')).json()) as {
      destacadas: { _id: string; created_at: string }[];
      fijadas: string[];
    };
    const position = destacadas.findIndex((item) => item._id === id);
    expect(position).toBeGreaterThanOrEqual(fijadas.length);
    for (const newer of destacadas.slice(fijadas.length, position)) {
      expect(newer.created_at >= destacadas[position]!.created_at, newer._id).toBe(true);
    }
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Noticias destacadas' });
    await expect(featured.locator(`a[href^="/noticia/${id}"]`).first()).toBeAttached();
    await expect(featured.getByRole('heading', { name: title })).toHaveCount(1);
    await page.goto(`/noticia/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // Edit: ACTUALIZAR, 'Actualizado con exito!'.
    await page.goto(`/editarnoticia/${id}`);
    await page.getByLabel('Titulo', { exact: true }).fill(`${title} (actualizado)`);
    await page.getByRole('button', { name: 'ACTUALIZAR' }).click();
    await acknowledge(page, 'Actualizado con exito!', 20_000);
    await page.goto('/admin');
    await expect(rowWith(page, 'Noticias', `${title} (actualizado)`)).toBeVisible();

    // Delete after 'Estas Seguro?'.
    await deleteRow(page, rowWith(page, 'Noticias', title));
    expect((await page.request.get(`/api/noticia/${id}`)).status()).toBe(404);
  });

  test('an album of 12 photos uploads with progress bars and opens publicly; edit, then delete', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const name = `Fiesta de la Chacarera ${stamp()}`;
    // Slow the uploads a little so that the bars can be watched, as on a phone.
    await page.route('**/api/upload-image', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fallback();
    });
    await page.goto('/nuevoalbum');
    await page.getByLabel('Nombre del álbum').fill(name);
    await page.getByLabel('Fecha', { exact: true }).fill(argentinaDay(-1));
    const photos = Array.from({ length: 12 }, (_, i) => pngFile(`chacarera-${i + 1}.png`, 1200, 800, 30 + i));
    await page.getByLabel('Agregar fotos').setInputFiles(photos);
    await expect(page.getByText('12/30')).toBeVisible();

    const create = page.waitForRequest('**/api/crearalbum');
    await page.getByRole('button', { name: 'SUBIR' }).click();
    const whole = page.getByRole('progressbar', { name: 'Progreso del álbum' });
    await expect(whole).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /^Subida de chacarera-/ })).toHaveCount(12);
    await expect
      .poll(async () => Number(await whole.getAttribute('aria-valuenow')), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, {
      path: SCREENSHOT_DIR + '/back-office-album-uploading-1400.png',
      fullPage: true,
    });

    const sent = (await create).postDataJSON() as {
      nombre: string;
      fotos: string[];
      portada: string;
      ph: string;
    };
    expect(sent.nombre).toBe(name);
    expect(sent.fotos).toHaveLength(12);
    expect(sent.portada).toBe(sent.fotos[0]);
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    // After 1.5 s the screen starts over, empty.
    await expect(page.getByText('0/30')).toBeVisible({ timeout: 5_000 });
    await expect(page.getByLabel('Nombre del álbum')).toHaveValue('');

    await page.goto('/galeria');
    const row = rowWith(page, 'Álbumes', name);
    await expect(row).toContainText('12 fotos');
    const href = (await row.getByRole('link', { name: /^VER/ }).getAttribute('href'))!;
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('link', { name: 'Ampliar la foto 12 de 12' })).toBeVisible();

    // Edit: one photo out, two in; back to the list 1.5 s after 'Actualizado con exito!'.
    await page.goto(`/editaralbum/${href.split('/').pop()}`);
    const grid = page.getByRole('list', { name: 'Fotos del álbum' });
    await expect(grid.getByRole('listitem')).toHaveCount(12);
    await grid.getByRole('button', { name: 'Eliminar Foto 12' }).click();
    await page
      .getByLabel('Agregar fotos')
      .setInputFiles([pngFile('extra-1.png', 800, 600, 90), pngFile('extra-2.png', 800, 600, 91)]);
    await expect(page.getByText('13/30')).toBeVisible();
    await shoot(page, 'album-edit');
    await page.getByRole('button', { name: 'ACTUALIZAR' }).click();
    await expect(dialog(page, 'Actualizado con exito!')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/galeria$/, { timeout: 5_000 });
    await expect(rowWith(page, 'Álbumes', name)).toContainText('13 fotos');

    await deleteRow(page, rowWith(page, 'Álbumes', name));
  });

  test('when one photo fails no album is created and the uploaded ones are deleted again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    let uploads = 0;
    await page.route('**/api/upload-image', async (route) => {
      if (++uploads === 4) return route.fulfill({ status: 400, json: { msg: 'Archivo inválido.' } });
      await route.fallback();
    });
    const stored: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/upload-image') && response.status() === 200) {
        stored.push(((await response.json()) as { url: string }).url);
      }
    });
    const deleted: Request[] = [];
    const created: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/image') && request.method() === 'DELETE') deleted.push(request);
      if (request.url().endsWith('/api/crearalbum')) created.push(request);
    });

    await page.goto('/nuevoalbum');
    await page.getByLabel('Nombre del álbum').fill(`Álbum que falla ${stamp()}`);
    await page.getByLabel('Fecha', { exact: true }).fill(argentinaDay(0));
    await page
      .getByLabel('Agregar fotos')
      .setInputFiles(Array.from({ length: 6 }, (_, i) => pngFile(`falla-${i + 1}.png`, 640, 480, 60 + i)));
    await page.getByRole('button', { name: 'SUBIR' }).click();
    await acknowledge(page, 'Error al subir imágenes!', 60_000);
    expect(created).toHaveLength(0);
    expect(stored.length).toBeGreaterThan(0);
    await expect.poll(() => deleted.length).toBe(stored.length);
    for (const url of stored) expect((await page.request.get(url)).status()).toBe(404);
    await expect(page.getByRole('button', { name: 'SUBIR' })).toBeEnabled(); // free to try again
  });

  test('an ad in slot 1 of noticias shows on a news page, and goes once its egreso has passed', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const client = `Ferretería El Tornillo ${stamp()}`;
    await page.goto('/nuevapublicidad');
    await page.getByLabel('Cliente').fill(client);
    await page.getByLabel('Ingreso').fill(argentinaDay(-2));
    await page.getByLabel('Egreso').fill(argentinaDay(30));
    await page.getByLabel('Link').fill('https://www.example.com/tornillo');
    await page.getByLabel('Noticias', { exact: true }).fill('1');
    await page.getByLabel('Imagen', { exact: true }).setInputFiles(pngFile('tornillo.png', 600, 500, 44));
    const create = page.waitForRequest('**/api/publi');
    await page.getByRole('button', { name: 'AGREGAR' }).click();
    const sent = (await create).postDataJSON() as Record<string, unknown>;
    expect(sent.colocar_en).toEqual([{ inicio: 0, noticias: 1, agenda: 0, galeria: 0 }]);
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/publicidad$/, { timeout: 5_000 }); // after 1.5 s
    const row = rowWith(page, 'Publicidades', client);
    await expect(table(page, 'Publicidades').locator('tbody tr').first()).toContainText(client); // newest first
    const id = (await row.getByRole('link', { name: /^EDITAR/ }).getAttribute('href'))!.split('/').pop()!;

    const latest = (await (await request.get('/api/noticias/1/1')).json()) as ResultPage<NoticiaListItem>;
    const newsPage = `/noticia/${latest.docs[0]!._id}`;
    await page.goto(newsPage);
    const ads = page.getByRole('complementary', { name: 'Publicidad' });
    await expect(ads.locator(`[data-ad="${id}"]`)).toBeVisible();
    await expect(ads.getByRole('img', { name: client })).toBeVisible();

    // Egreso in the past: the ad is no longer shown (and the list marks it).
    await page.goto(`/editarpublicidad/${id}`);
    await expect(page.getByLabel('Cliente')).toHaveValue(client);
    await expect(page.getByLabel('Noticias', { exact: true })).toHaveValue('1');
    await shoot(page, 'ad-edit');
    await page.getByLabel('Ingreso').fill(argentinaDay(-10));
    await page.getByLabel('Egreso').fill(argentinaDay(-1));
    await page.getByRole('button', { name: 'EDITAR' }).click();
    await expect(dialog(page, 'Actualizado con exito!')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/publicidad$/, { timeout: 5_000 });
    await expect(rowWith(page, 'Publicidades', client)).toContainText('Vencida');
    await page.goto(newsPage);
    await expect(page.getByRole('complementary', { name: 'Publicidad' })).toBeVisible();
    await expect(page.locator(`[data-ad="${id}"]`)).toHaveCount(0);

    await page.goto('/publicidad');
    await deleteRow(page, rowWith(page, 'Publicidades', client));
  });

  test('a new central banner is uploaded, assigned and shown on the home', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/nuevobanner');
    await page.getByLabel('Imagen del banner').setInputFiles(pngFile('banner-nuevo.png', 1200, 120, 77));
    const uploaded = page.waitForResponse('**/api/upload-image');
    await page.getByRole('button', { name: 'SUBIR' }).click();
    const { url, public_id } = (await (await uploaded).json()) as { url: string; public_id: string };
    await acknowledge(page, 'Imagen subida correctamente', 20_000);

    const bank = page.getByRole('region', { name: /^Banco de imágenes/ });
    const item = bank.getByRole('listitem').filter({ has: page.locator(`img[src="${url}"]`) });
    await expect(bank.getByRole('listitem').first().locator('img')).toHaveAttribute('src', url); // newest first
    await item.getByRole('button', { name: 'Usar como completo' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('img', { name: 'Banner completo actual' })).toHaveAttribute('src', url);
    await expect(item.getByRole('button', { name: 'Completo actual' })).toBeDisabled();

    // The event link.
    await page.getByLabel('Link del evento').fill('/agenda/9/1');
    await page.getByRole('button', { name: 'GUARDAR LINK' }).click();
    await acknowledge(page, 'Link asignado correctamente.');
    await expect(page.getByLabel('Link del evento')).toHaveValue('/agenda/9/1');

    await page.goto('/');
    const banner = page.getByRole('link', { name: 'Publicidad destacada' });
    await expect(banner).toHaveAttribute('href', '/agenda/9/1');
    // For wide screens, the full banner's resized copies (400/800/1600 px).
    const copies = [400, 800, 1600].map((width) => `${url.replace(/(\.\w+)$/, `.w${width}$1`)} ${width}w`);
    await expect(banner.locator('source')).toHaveAttribute('srcset', copies.join(', '));

    // A bank image no banner uses can be deleted after its own question.
    await page.goto('/nuevobanner');
    await page.getByLabel('Imagen del banner').setInputFiles(pngFile('banner-descartado.png', 600, 130, 78));
    const second = page.waitForResponse('**/api/upload-image');
    await page.getByRole('button', { name: 'SUBIR' }).click();
    const spare = (await (await second).json()) as { url: string; public_id: string };
    await acknowledge(page, 'Imagen subida correctamente', 20_000);
    const spareItem = bank.getByRole('listitem').filter({ has: page.locator(`img[src="${spare.url}"]`) });
    await spareItem.getByRole('button', { name: 'Eliminar' }).click();
    const question = dialog(page, '¿Seguro que deseas eliminar esta imagen?');
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(spareItem).toHaveCount(0);
    expect((await page.request.get(spare.url)).status()).toBe(404);
    expect(public_id).not.toBe(spare.public_id);
  });

  test('an event with its flyer opens publicly; then edited and deleted', async ({ page }) => {
    test.setTimeout(90_000);
    const title = `Festival del Bombo ${stamp()}`;
    await page.goto('/nuevoevento');
    await page.getByLabel('Titulo', { exact: true }).fill(title);
    await page.getByLabel('Fecha', { exact: true }).fill(argentinaDay(12));
    await page.getByLabel('Horario').fill('20:00 hs');
    await page.getByLabel('Dirección').fill('Plaza Principal de Arraga');
    await page.getByRole('textbox', { name: 'Texto' }).click();
    await page.keyboard.type('Una noche de música y danzas.');
    await page.getByLabel('Flayer').setInputFiles(pngFile('bombo.png', 800, 1100, 55));
    // The picture is checked before the form takes it: SUBIR before that asks for one.
    await expect(page.getByRole('img', { name: 'Vista previa: Flayer' })).toHaveAttribute('src', /^blob:/);
    const create = page.waitForRequest('**/api/evento');
    await page.getByRole('button', { name: 'SUBIR' }).click();
    const sent = (await create).postDataJSON() as Record<string, string>;
    expect(sent.provincia).toBe('Santiago del Estero');
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/agenda$/);

    await page.getByLabel('Filas por página').selectOption('Todos');
    const row = rowWith(page, 'Eventos', title);
    const href = (await row.getByRole('link', { name: /^VER/ }).getAttribute('href'))!;
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await page.goto(`/editarevento/${href.split('/').pop()}`);
    await expect(page.getByLabel('Horario')).toHaveValue('20:00 hs');
    await page.getByLabel('Horario').fill('21:30 hs');
    await page.getByRole('button', { name: 'ACTUALIZAR' }).click();
    await acknowledge(page, 'Actualizado con exito!', 20_000);
    await shoot(page, 'event-edit');

    await page.goto('/agenda');
    await page.getByLabel('Filas por página').selectOption('Todos');
    await deleteRow(page, rowWith(page, 'Eventos', title));
  });
});
