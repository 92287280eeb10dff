import { expect, test, type Page } from '../support/test';
import type { MediaListResponse, NoticiaListItem } from '@portal/contracts';
import { acknowledge, signIn, uploadNewsPicture } from '../support/staff';
import { screenshotAtWidths } from '../support/screenshots';

// Issue #35: what a reader sees of the newsroom's work on an article. A cover picked from the
// media library brings its caption and credit, shown under it; a story edited after it went out
// says 'Actualizado: …'.

/** '28 de noviembre de 2026, 09:41': the date in lower case, and Argentina's time. */
const DATE_AND_TIME =
  /\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}, \d{2}:\d{2}$/;

/** A save this long after publication is an update (contracts' editedAfterPublication: 60 s). */
const UPDATE_AFTER_MS = 61_000;

const fileOf = (url: string) => url.split('/').at(-1)!;

/** A picture of its own in the media library, with the texts the Medios screen saves. */
async function pictureInTheLibrary(page: Page, alt: string, credito: string): Promise<string> {
  const headers = { Origin: new URL(page.url()).origin };
  const url = await uploadNewsPicture(page, 'puente.png', (x, y) => [60, (x * 3) % 256, (y * 4) % 256]);
  const listed = (await (
    await page.request.get(`/api/medios/1/1?q=${encodeURIComponent(fileOf(url))}`)
  ).json()) as MediaListResponse;
  const medio = listed.medios.docs.find((doc) => doc.url === url)!;
  const edit = await page.request.put(`/api/medios/${medio._id}`, { headers, data: { alt, credito } });
  expect(edit.status(), await edit.text()).toBe(200);
  return url;
}

test('a cover picked from Medios shows its caption and credit under it; a later edit says Actualizado', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, undefined, { to: '/nuevanoticia' });
  const stamp = Date.now().toString(36);
  const caption = `El puente carretero sobre el río Dulce al atardecer ${stamp}`;
  const credit = `Foto: Prensa provincial ${stamp}`;
  const cover = await pictureInTheLibrary(page, caption, credit);

  const title = `Habilitaron el puente carretero ${stamp}`;
  await page.getByLabel('Titulo', { exact: true }).fill(title);
  await page.getByLabel('Descripción').fill('El tránsito vuelve a cruzar el río Dulce desde esta mañana.');
  await page.getByRole('combobox', { name: 'Provincia' }).selectOption('Santiago del Estero');
  await page.getByRole('textbox', { name: 'Texto' }).click();
  await page.keyboard.type('El puente fue habilitado esta mañana.');
  await page.getByRole('button', { name: 'Elegir de Medios' }).click();
  const picker = page.getByRole('dialog', { name: 'Elegir de Medios' });
  await picker.getByRole('searchbox', { name: 'Buscar en Medios' }).fill(stamp);
  await picker.getByRole('button', { name: 'BUSCAR' }).click();
  await picker.getByRole('button', { name: `Elegir ${caption}` }).click();
  await expect(picker).toBeHidden();
  // The library's texts fill the cover's fields.
  await expect(page.getByLabel('Qué muestra la foto (alt)')).toHaveValue(caption);
  await expect(page.getByLabel('Crédito de la foto')).toHaveValue(credit);
  await page.getByRole('button', { name: 'SUBIR' }).click();
  await acknowledge(page, 'Articulo creado!');

  // Found by its title: a parallel journey may have published a newer story meanwhile.
  const [created] = (
    (await (await request.get(`/api/noticia/b/${encodeURIComponent(title)}/1/1`)).json()) as {
      noticia: { docs: NoticiaListItem[] };
    }
  ).noticia.docs;
  expect(created).toMatchObject({ titulo: title, img_portada: cover });

  // The public article: the caption and the credit under the cover, no 'Actualizado' yet.
  await page.goto(`/noticia/${created!._id}`);
  const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
  const figure = article.getByRole('figure');
  const picture = figure.getByRole('img', { name: caption });
  const figcaption = figure.locator('figcaption');
  await expect(figcaption).toHaveText(`${caption}${credit}`);
  await expect(figcaption.getByText(credit, { exact: true })).toBeVisible();
  const [pictureBox, captionBox] = [(await picture.boundingBox())!, (await figcaption.boundingBox())!];
  expect(captionBox.y).toBeGreaterThanOrEqual(pictureBox.y + pictureBox.height - 1);
  await expect(article.getByText(/^Actualizado/)).toHaveCount(0);

  // An edit more than a minute after it went out is an update, which readers are told of.
  await page.waitForTimeout(Math.max(0, Date.parse(created!.created_at) + UPDATE_AFTER_MS - Date.now()));
  await page.goto(`/editarnoticia/${created!._id}`);
  await page.getByLabel('Descripción').fill('El tránsito vuelve a cruzar el río Dulce, en ambas manos.');
  await page.getByRole('button', { name: 'ACTUALIZAR' }).click();
  await acknowledge(page, 'Actualizado con exito!', { timeout: 20_000 });

  const html = await (await request.get(`/noticia/${created!._id}`)).text();
  expect(html).toContain('Actualizado: <time');
  await page.goto(`/noticia/${created!._id}`);
  const updated = article.getByText(/^Actualizado: /);
  await expect(updated).toHaveText(DATE_AND_TIME);
  const published = article.locator(`time[datetime="${created!.created_at}"]`);
  await expect(published).toHaveText(DATE_AND_TIME);
  await expect(figcaption).toHaveText(`${caption}${credit}`);
  await screenshotAtWidths(page, 'reader-article-updated', [390, 1366]);
});
