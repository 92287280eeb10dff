import { expect, type Page } from './test';
import { E2E_PORT } from './environment';
import { pngFromPixels } from './png';

/** The demo administrator (`pnpm start` seeds it locally; the e2e portal too). */
export const ADMIN = { username: 'admin', password: 'admin-portal' };

/**
 * Signs `page` in through the login form as a staff member does. It must land on `landing` when
 * given (the account's first screen), else anywhere but the login page.
 */
export async function logIn(
  page: Page,
  { username, password }: { username: string; password: string } = ADMIN,
  { landing, base = '' }: { landing?: RegExp; base?: string } = {},
) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Usuario', { exact: true }).fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  if (landing) await expect(page).toHaveURL(landing);
  else await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * Signs `page` in without the login screen: the same `POST /api/login` the form sends, from the
 * portal's origin, so the browser context gets the same HttpOnly session cookie. Then opens `to`
 * (the back office's news list unless told) and checks that it was not sent to /login.
 * For journeys that are not about the login screen: loading it costs seconds a journey, and the
 * screen itself is covered by admin-access.spec.ts.
 */
export async function signIn(
  page: Page,
  { username, password }: { username: string; password: string } = ADMIN,
  { to = '/admin', base = `http://localhost:${E2E_PORT}` }: { to?: string; base?: string } = {},
) {
  const answer = await page.request.post(`${base}/api/login`, {
    headers: { Origin: new URL(base).origin },
    data: { username, contraseña: password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await page.goto(`${base}${to}`);
  await expect(page).toHaveURL(`${base}${to}`);
}

/**
 * Waits for the back office's message dialog named `name` (by its whole name with `exact`) and
 * closes it with OK.
 */
export async function acknowledge(
  page: Page,
  name: string | RegExp,
  { timeout = 10_000, exact = false }: { timeout?: number; exact?: boolean } = {},
) {
  const shown = page.getByRole('dialog', { name, exact });
  await expect(shown).toBeVisible({ timeout });
  await shown.getByRole('button', { name: 'OK' }).click();
  await expect(shown).toBeHidden();
}

/**
 * A landscape picture of its own (960×540, its colours from `pixel`) uploaded to the news
 * folder as the signed-in page; answers its /media/ URL.
 */
export async function uploadNewsPicture(
  page: Page,
  name: string,
  pixel: (x: number, y: number) => [number, number, number],
): Promise<string> {
  const upload = await page.request.post('/api/upload-image', {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      folder: 'noticias',
      file: { name, mimeType: 'image/png', buffer: pngFromPixels(960, 540, pixel) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return ((await upload.json()) as { url: string }).url;
}

/** A cover the demo content already has (the API takes /media/ paths). */
export async function anyCover(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/noticias/1/1')).json()) as {
    docs: { img_portada: string }[];
  };
  return list.docs[0]!.img_portada;
}

/** Writes a news item through the API (as the signed-in page); answers its id. */
export async function writeNews(page: Page, fields: Record<string, unknown>): Promise<string> {
  const answer = await page.request.post('/api/crearnoticia', {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      provincia: 'Salta',
      img_portada: await anyCover(page),
      descripcion: 'Resumen para la redacción.',
      texto: '<p>Primer párrafo de la nota.</p>',
      ...fields,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { id: string }).id;
}
