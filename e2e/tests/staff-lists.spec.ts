import { expect, test, type Page } from '../support/test';
import * as staff from '../support/staff';
import type {
  Banner,
  StaffAlbumsListResponse,
  StaffEventsListResponse,
  StaffNewsListResponse,
} from '@portal/contracts';

const { ADMIN } = staff;
const logIn = (page: Page, to?: string) => staff.signIn(page, ADMIN, { to });

// The back office's lists over the whole table (issue #15, items 2, 7 and 8): paging, BUSCAR and
// sorting are the server's, so an old item can be found, corrected or taken down; the delete
// question names the item and warns about the central banner.

const table = (page: Page, name: string) => page.getByRole('table', { name });
const rows = (page: Page, name: string) => table(page, name).locator('tbody tr');
const rowWith = (page: Page, tableName: string, text: string) =>
  table(page, tableName).getByRole('row').filter({ hasText: text });
const range = (page: Page) => page.getByRole('navigation', { name: 'Paginación' });

/** Any staff list call, as the browser's session makes it. */
async function staffGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test('news list: the 50th newest is found with BUSCAR and reached by paging', async ({ page }) => {
  await logIn(page);
  const { noticias } = await staffGet<StaffNewsListResponse>(page, '/api/redaccion/noticias/10/5');
  const total = noticias.totalDocs;
  expect(total, 'the demo has more news than the original list showed').toBeGreaterThan(50);
  const old = noticias.docs[9]!; // the 50th newest

  const news = table(page, 'Noticias');
  await expect(rows(page, 'Noticias')).toHaveCount(10);
  await expect(range(page)).toContainText(`1-10 de ${total}`);
  await expect(rowWith(page, 'Noticias', old.titulo)).toHaveCount(0);

  // BUSCAR asks the server, which looks over every news item.
  const search = page.getByLabel('BUSCAR');
  await search.fill(old.titulo.toUpperCase());
  await expect(rowWith(page, 'Noticias', old.titulo)).toBeVisible();
  await expect(rowWith(page, 'Noticias', old.titulo).getByRole('link', { name: /^EDITAR/ })).toHaveAttribute(
    'href',
    `/editarnoticia/${old._id}`,
  );
  await search.fill('zzzz-nada-coincide');
  await expect(news.getByText('No hay registros para mostrar.')).toBeVisible();
  await expect(range(page)).toContainText('0-0 de 0');
  await search.fill('');
  await expect(range(page)).toContainText(`1-10 de ${total}`);

  // The arrows page the server's list: page 5 of 10 holds the 50th newest.
  for (let n = 1; n < 5; n++) await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(range(page)).toContainText(`41-50 de ${total}`);
  await expect(rowWith(page, 'Noticias', old.titulo)).toBeVisible();
  await page.getByRole('button', { name: 'Primera página' }).click();
  await expect(range(page)).toContainText(`1-10 de ${total}`);

  // 'Filas por página' is the server's page size; 'Todos' is its largest page (100).
  await page.getByLabel('Filas por página').selectOption('20');
  await expect(rows(page, 'Noticias')).toHaveCount(20);
  await expect(range(page)).toContainText(`1-20 de ${total}`);
  await page.getByLabel('Filas por página').selectOption('Todos');
  await expect(rows(page, 'Noticias')).toHaveCount(Math.min(total, 100));
  await expect(range(page)).toContainText(`1-${Math.min(total, 100)} de ${total}`);
  await expect(rowWith(page, 'Noticias', old.titulo)).toBeVisible();

  // 'Estas Seguro?' names the news item it would delete; Cancelar keeps it.
  await rowWith(page, 'Noticias', old.titulo)
    .getByRole('button', { name: /^BORRAR/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Estas Seguro?' });
  await expect(confirm).toContainText(`«${old.titulo}»`);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowWith(page, 'Noticias', old.titulo)).toBeVisible();
});

test('events list: the delete question warns that the central banner links to the event', async ({
  page,
}) => {
  await logIn(page);
  const { banners } = (await (await page.request.get('/api/get-banner')).json()) as { banners: Banner[] };
  const banner = banners[0]!;
  const { eventos } = await staffGet<StaffEventsListResponse>(page, '/api/redaccion/eventos/100/1');
  const [linked, other] = eventos.docs;
  // The journey links the banner itself (other journeys change it) and puts the link back after.
  const setLink = async (link_evento: string) =>
    expect((await page.request.put(`/api/edit-link/${banner._id}`, { data: { link_evento } })).status()).toBe(
      200,
    );
  await setLink(`/evento/${linked!._id}`);

  await page.goto('/agenda');
  const search = page.getByLabel('BUSCAR');
  await search.fill(linked!.titulo);
  const row = rowWith(page, 'Eventos', linked!.titulo);
  await row.getByRole('button', { name: /^BORRAR/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Estas Seguro?' });
  await expect(confirm).toContainText(`«${linked!.titulo}»`);
  await expect(confirm).toContainText('El banner central enlaza a este evento');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();

  await search.fill(other!.titulo);
  await rowWith(page, 'Eventos', other!.titulo)
    .getByRole('button', { name: /^BORRAR/ })
    .click();
  await expect(confirm).toContainText(`«${other!.titulo}»`);
  await expect(confirm).not.toContainText('banner');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await setLink(banner.url);
});

test('events list: the province filter and the Fecha sort are the server’s, over every event', async ({
  page,
}) => {
  await logIn(page, '/agenda');
  const list = table(page, 'Eventos');
  await expect(rows(page, 'Eventos')).toHaveCount(10);

  const { eventos: all } = await staffGet<StaffEventsListResponse>(page, '/api/redaccion/eventos/100/1');
  const province = all.docs[all.docs.length - 1]!.provincia;
  const inProvince = all.docs.filter((event) => event.provincia === province).length;
  await page.getByRole('button', { name: /^Provincia:/ }).click();
  await page
    .getByRole('group', { name: 'Filtrar por provincia' })
    .getByRole('button', { name: province })
    .click();
  await expect(range(page)).toContainText(`de ${inProvince}`);
  for (const text of await list.locator('tbody tr td:nth-child(3)').allInnerTexts()) {
    expect(text).toBe(province);
  }
  await page
    .getByRole('group', { name: 'Filtrar por provincia' })
    .getByRole('button', { name: 'Todas' })
    .click();
  await expect(range(page)).toContainText(`de ${all.totalDocs}`);

  // Fecha ascending: the first page holds the oldest events of the whole agenda.
  await list.getByRole('button', { name: 'Fecha' }).click();
  const oldest = [...all.docs].sort((a, b) => a.fecha.localeCompare(b.fecha))[0]!;
  const shown = oldest.fecha.split('-').reverse().join('-');
  await expect(list.locator('tbody tr').first().locator('td:nth-child(4)')).toHaveText(shown);
});

test('albums list: the newest created album comes first', async ({ page }) => {
  await logIn(page);
  // A parallel journey may create and delete an album between the API's answer and the screen's:
  // both are read again until they describe the same list.
  await expect(async () => {
    const { albums } = await staffGet<StaffAlbumsListResponse>(page, '/api/redaccion/albums/1/1');
    await page.goto('/galeria');
    await expect(rows(page, 'Álbumes').first()).toContainText(albums.docs[0]!.nombre, { timeout: 3_000 });
    await expect(range(page)).toContainText(`de ${albums.totalDocs}`, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
});

test('users list: BUSCAR and the Usuario sort are the server’s; one’s own row stays hidden', async ({
  page,
}) => {
  await logIn(page, '/usuarios');
  const list = table(page, 'Usuarios');
  await expect(list.getByRole('cell', { name: 'redactor', exact: true })).toBeVisible();
  await expect(list.getByRole('cell', { name: 'admin', exact: true })).toHaveCount(0);

  await page.getByLabel('BUSCAR').fill('FOTÓGRAFO');
  await expect(rows(page, 'Usuarios')).toHaveCount(1);
  await expect(list.getByRole('cell', { name: 'fotografo', exact: true })).toBeVisible();
  await page.getByLabel('BUSCAR').fill('admin');
  await expect(list.getByText('No hay registros para mostrar.')).toBeVisible();
  await page.getByLabel('BUSCAR').fill('');

  await page.getByLabel('Filas por página').selectOption('Todos');
  const usernames = () => list.locator('tbody tr td:nth-child(4)').allInnerTexts();
  await list.getByRole('button', { name: 'Usuario' }).click();
  await expect(list.getByRole('columnheader', { name: 'Usuario' })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(usernames).toEqual([...(await usernames())].sort((a, b) => a.localeCompare(b)));
  await list.getByRole('button', { name: 'Usuario' }).click();
  await expect(list.getByRole('columnheader', { name: 'Usuario' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect.poll(usernames).toEqual([...(await usernames())].sort((a, b) => b.localeCompare(a)));
});
