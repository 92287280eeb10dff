import { expect, test, type Page } from '../support/test';
import * as staff from '../support/staff';
import { pngFromPixels } from '../support/png';

const { ADMIN } = staff;
const logIn = (page: Page, to?: string) => staff.signIn(page, ADMIN, { to });

// Responsive images (issue #9): an image uploaded through the back office keeps 400, 800 and
// 1600 px wide copies made in the browser, the portal serves them, and the public page offers
// them in a srcset. (This file is in the `staff` project: its name ends in back-office.spec.ts.)

/** A smooth RGB PNG (a gradient), which the back office turns into a JPEG under 200 000 bytes. */
const gradientPng = (width: number, height: number) =>
  pngFromPixels(width, height, (x, y) => [(x * 255) / width, (y * 255) / height, 160]);

/** What the portal serves at `url`, decoded by the browser: status, type and pixel size. */
function servedImage(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const response = await fetch(address);
    const blob = await response.blob();
    const bitmap = await createImageBitmap(blob).catch(() => null);
    const size = bitmap ? { width: bitmap.width, height: bitmap.height } : null;
    bitmap?.close();
    return { status: response.status, type: response.headers.get('Content-Type'), size };
  }, url);
}

const copyOf = (url: string, width: number) => url.replace(/(\.[a-z0-9]+)$/i, `.w${width}$1`);

test('an uploaded cover keeps 400/800/1600 px copies, served and offered in the public srcset', async ({
  page,
}) => {
  // The browser makes three copies of a 2400 px picture: slow on a busy two-core machine.
  test.setTimeout(150_000);
  await logIn(page, '/nuevanoticia');
  // The form settles once its data has come (categories, a kept local copy): a file chosen before
  // that was shown in the input but not held by the form ('Elegí una imagen de portada.' on SUBIR).
  await page.waitForLoadState('networkidle');
  const title = `Nuevo acueducto para Loreto ${Date.now().toString(36).slice(-5)}`;
  await page.getByLabel('Titulo', { exact: true }).fill(title);
  await page.getByLabel('Descripción').fill('La obra llevará agua potable a tres barrios de la ciudad.');
  await page.getByRole('textbox', { name: 'Texto' }).click();
  await page.keyboard.type('Las obras comienzan el mes próximo.');
  await page
    .getByLabel('Portada')
    .setInputFiles({ name: 'acueducto.png', mimeType: 'image/png', buffer: gradientPng(2400, 1350) });

  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/upload-image')) uploads.push(request.method());
  });
  // What was typed and chosen is still in the form when it is sent (else SUBIR sends nothing).
  await expect(page.getByLabel('Titulo', { exact: true })).toHaveValue(title);
  await expect
    .poll(() => page.getByLabel('Portada').evaluate((input: HTMLInputElement) => input.files?.length))
    .toBe(1);
  const upload = page.waitForResponse('**/api/upload-image', { timeout: 90_000 });
  await page.getByRole('button', { name: 'SUBIR' }).click();
  const uploadResponse = await upload;
  expect(uploadResponse.status()).toBe(200);
  const { url } = (await uploadResponse.json()) as { url: string };
  await expect(page.getByRole('dialog', { name: 'Articulo creado!' })).toBeVisible({ timeout: 20_000 });
  // The original and its copies went up in one request (the server stores all or nothing).
  expect(uploads).toEqual(['POST']);

  // Each copy is its own narrower picture: the fallback would answer the 2400 px original.
  const original = await servedImage(page, url);
  expect(original).toEqual({ status: 200, type: 'image/jpeg', size: { width: 2400, height: 1350 } });
  for (const width of [400, 800, 1600]) {
    const copy = await servedImage(page, copyOf(url, width));
    expect(copy, `copy ${width}`).toEqual({
      status: 200,
      type: 'image/jpeg',
      size: { width, height: Math.round((1350 * width) / 2400) },
    });
  }

  // The public page offers the copies; the browser picks one for the column's width.
  const news = (await (await page.request.get('/api/noticias/10/1')).json()) as {
    docs: { _id: string; titulo: string }[];
  };
  const id = news.docs.find((item) => item.titulo === title)!._id;
  await page.goto(`/noticia/${id}`);
  const cover = page.getByRole('img', { name: title });
  await expect(cover).toHaveAttribute('src', url);
  await expect(cover).toHaveAttribute(
    'srcset',
    `${copyOf(url, 400)} 400w, ${copyOf(url, 800)} 800w, ${copyOf(url, 1600)} 1600w`,
  );
  await expect(cover).toHaveAttribute('sizes', /876px/);
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
    .toMatch(/\.w(400|800|1600)\.jpg$/);

  // Deleting the news item puts it in the trash with its cover (DESIGN §11); purging it there
  // releases the cover, copies included.
  const origin = { Origin: new URL(page.url()).origin };
  expect((await page.request.delete(`/api/noticia/${id}`, { headers: origin })).status()).toBe(200);
  expect((await page.request.get(url)).status()).toBe(200);
  expect((await page.request.delete(`/api/papelera/${id}`, { headers: origin })).status()).toBe(200);
  for (const address of [url, copyOf(url, 400), copyOf(url, 1600)]) {
    expect((await page.request.get(address)).status(), address).toBe(404);
  }
});
