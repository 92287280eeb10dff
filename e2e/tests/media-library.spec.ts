import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { acknowledge, signIn, uploadNewsPicture } from '../support/staff';
import type { MediaListResponse, NoticiaListItem } from '@portal/contracts';
import { keepScreenshot } from '../support/screenshots';

// Issue #26 item 5 (DESIGN §12): the media library. The Medios screen lists the seeded images;
// an edit of the alt text and focal point reaches the public page as object-position; the news
// form saves a cover picked from the library instead of uploading it again.

const shots = path.resolve(import.meta.dirname, '../test-results/media-library');

const fileOf = (url: string) => url.split('/').at(-1)!;

/**
 * A published story with a landscape cover of its own, the newest on the home: the newest story
 * of a full run may be another journey's, with a cover of a single pixel.
 */
async function storyWithOwnCover(
  page: Page,
): Promise<Pick<NoticiaListItem, '_id' | 'titulo' | 'img_portada'>> {
  const headers = { Origin: new URL(page.url()).origin };
  const url = await uploadNewsPicture(page, 'plaza.png', (x, y) => [(x * 7) % 256, (y * 5) % 256, 140]);
  const titulo = `La plaza del cabildo renovada ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/crearnoticia', {
    headers,
    data: {
      titulo,
      provincia: 'Santiago del Estero',
      img_portada: url,
      descripcion: 'Nuevos bancos, luces y árboles para la plaza.',
      texto: '<p>La obra terminó esta semana.</p>',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { _id: ((await created.json()) as { id: string }).id, titulo, img_portada: url };
}

test.describe('the media library', () => {
  test('lists the seeded images; an edit of alt text and focus reaches the public page', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signIn(page);
    const newest = await storyWithOwnCover(page);

    await page
      .getByRole('navigation', { name: 'Administración' })
      .getByRole('link', { name: 'MEDIOS' })
      .click();
    await expect(page).toHaveURL(/\/medios$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Medios' })).toBeVisible();
    const cards = page.getByTestId('medio');
    await expect(cards).toHaveCount(24);
    await expect(page.getByText(/^\d+ imágenes$/)).toBeVisible();
    // Each card says what the picture is, its size and where it is used.
    await expect(cards.first().getByText(/^\d+ × \d+ · \d+ kB$/)).toBeVisible();
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(page, { path: `${shots}/medios-${width}.png`, fullPage: true });
      await keepScreenshot(page, { path: `${shots}/medios-${width}-pantalla.png` });
    }
    await page.setViewportSize({ width: 1400, height: 900 });

    // Search by the cover's file name: its one record, used by the news item.
    await page.getByRole('searchbox', { name: 'Buscar imágenes' }).fill(fileOf(newest.img_portada));
    await page.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page.getByText('1 imagen', { exact: true })).toBeVisible();
    await expect(cards).toHaveCount(1);
    // The search is in the address: a reload keeps it, box included.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(fileOf(newest.img_portada));
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Buscar imágenes' })).toHaveValue(
      fileOf(newest.img_portada),
    );
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await card.getByText(/^\d+ usos?$/).click();
    await expect(card.getByText(newest.titulo)).toBeVisible();

    await card.getByRole('button', { name: /^Editar / }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar imagen' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Texto alternativo').fill('Vista de la plaza desde el cabildo');
    await dialog.getByLabel('Crédito').fill('Foto: Archivo del portal');
    const picker = dialog.getByTestId('focus-picker');
    // The dialog opens with a short animation: measure the picture once it has settled.
    await dialog.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
    // …and once the picture is loaded and laid out (its box moves until then).
    await expect(picker.locator('img')).toHaveJSProperty('complete', true);
    await picker.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const box = (await picker.locator('img').boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.8);
    await expect(picker).toHaveAttribute('aria-valuetext', 'horizontal 20 %, vertical 80 %');
    await keepScreenshot(page, { path: `${shots}/medios-editar-1400.png` });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await acknowledge(page, 'Imagen actualizada.');
    await expect(card.getByText('Vista de la plaza desde el cabildo')).toBeVisible();

    // The public article: its server HTML and the hydrated page crop the cover at the focus.
    const html = await (await request.get(`/noticia/${newest._id}`)).text();
    expect(html).toMatch(/<img[^>]*data-foco-x="0.2"[^>]*data-foco-y="0.8"/);
    await page.goto(`/noticia/${newest._id}`);
    const cover = page.locator(`article img[src="${newest.img_portada}"]`).first();
    await expect(cover).toHaveAttribute('data-foco-x', '0.2');
    await expect(cover).toHaveCSS('object-position', '20% 80%');
    // The home's cards too (the item is the newest).
    await page.goto('/');
    await expect(page.locator(`img[src="${newest.img_portada}"][data-foco-y="0.8"]`).first()).toHaveCSS(
      'object-position',
      '20% 80%',
    );
  });

  test('the news form saves a cover picked from Medios, without uploading it again', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, undefined, { to: '/nuevanoticia' });
    const title = `Portada elegida de la biblioteca de medios ${Date.now().toString(36)}`;
    await page.getByLabel('Titulo', { exact: true }).fill(title);
    await page.getByLabel('Descripción').fill('Una nota con una imagen que ya estaba en el portal.');
    await page.getByRole('combobox', { name: 'Provincia' }).selectOption('Salta');

    await page.getByRole('button', { name: 'Elegir de Medios' }).click();
    const picker = page.getByRole('dialog', { name: 'Elegir de Medios' });
    await expect(picker.getByRole('button', { name: /^Elegir / }).first()).toBeVisible();
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    await keepScreenshot(page, { path: `${shots}/elegir-de-medios-1400.png` });
    const first = picker.getByRole('button', { name: /^Elegir / }).first();
    const chosen = (await first.locator('img').getAttribute('src'))!;
    await first.click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('img', { name: 'Vista previa: Portada' })).toHaveAttribute('src', chosen);

    // A picture in the body, from the library, with its alt text required.
    await page.getByRole('textbox', { name: 'Texto' }).click();
    await page.keyboard.type('La plaza, como se ve hoy:');
    await page.getByRole('button', { name: 'Imagen' }).click();
    const insert = page.getByRole('dialog', { name: 'Insertar imagen' });
    const bodyPick = insert.getByRole('button', { name: /^Elegir / }).nth(1);
    const bodyImage = (await bodyPick.locator('img').getAttribute('src'))!;
    await bodyPick.click();
    const altDialog = page.getByRole('dialog', { name: 'Texto alternativo' });
    await altDialog.getByLabel('Texto alternativo').fill('');
    await altDialog.getByRole('button', { name: 'Insertar' }).click();
    await expect(altDialog.getByRole('alert')).toHaveText(
      'Escribí el texto alternativo: qué muestra la imagen.',
    );
    await altDialog.getByLabel('Texto alternativo').fill('Plaza central con sus palmeras');
    await altDialog.getByRole('button', { name: 'Insertar' }).click();
    await expect(altDialog).toBeHidden();
    await expect(
      page.getByRole('textbox', { name: 'Texto' }).locator(`img[src="${bodyImage}"]`),
    ).toHaveAttribute('alt', 'Plaza central con sus palmeras');

    let uploads = 0;
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/upload-image')) uploads += 1;
    });
    await page.getByRole('button', { name: 'SUBIR' }).click();
    await acknowledge(page, 'Articulo creado!');
    expect(uploads).toBe(0);

    // Found by its title: a parallel journey may have published a newer story meanwhile.
    const [created] = (
      (await (await request.get(`/api/noticia/b/${encodeURIComponent(title)}/1/1`)).json()) as {
        noticia: { docs: NoticiaListItem[] };
      }
    ).noticia.docs;
    expect(created).toMatchObject({ titulo: title, img_portada: chosen });
    // The body's picture is answered with the covers' responsive sizes.
    const detail = (await (await request.get(`/api/noticia/${created!._id}`)).json()) as {
      noticia: [{ texto: string }];
    };
    expect(detail.noticia[0].texto).toContain(
      `<img src="${bodyImage}" srcset="${bodyImage.replace(/(\.\w+)$/, '.w400$1')} 400w,`,
    );
    expect(detail.noticia[0].texto).toContain('alt="Plaza central con sus palmeras"');
    // The library now lists the item among the image's uses.
    const media = (await (
      await page.request.get(`/api/medios/10/1?q=${encodeURIComponent(fileOf(chosen).replace(/\.\w+$/, ''))}`)
    ).json()) as MediaListResponse;
    expect(media.medios.docs[0]!.usos.map((use) => use.recurso_id)).toContain(created!._id);
  });
});
