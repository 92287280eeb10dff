import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { goInSite } from '../support/in-site-navigation';
import { keepScreenshot } from '../support/screenshots';

// Public spec, "Agenda list" and "Event detail": what a visitor sees on /agenda and /evento.

/** The accordion's entries in the spec's order, names shown with their accents (#35). */
const SPEC_FILTERS = [
  'Todas',
  'Buenos Aires',
  'Capital Federal',
  'Catamarca',
  'Córdoba',
  'La Rioja',
  'Salta',
  'Santa Fe',
  'Santiago del Estero',
  'Tucumán',
  'Jujuy',
  'Chaco',
  'Chubut',
  'Corrientes',
  'Entre Ríos',
  'Formosa',
  'La Pampa',
  'Mendoza',
  'Misiones',
  'Neuquén',
  'Río Negro',
  'San Juan',
  'San Luis',
  'Santa Cruz',
  'Tierra del Fuego',
];

const SPANISH_MONTHS =
  /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)$/;

const SCREENSHOTS = path.join(import.meta.dirname, '../screenshots');

const main = (page: Page) => page.getByRole('main');
const eventCards = (page: Page) => main(page).getByRole('article');

/** Delays the agenda's API answers, so the loading state stays on screen long enough to be seen. */
async function slowDownAgendaApi(page: Page) {
  await page.route('**/api/eventos/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
}

test('the agenda lists upcoming events with flyer, day, Spanish month, province and + INFO', async ({
  page,
}) => {
  await page.goto('/agenda/9/1');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Agenda: Próximos eventos');
  await expect(eventCards(page)).toHaveCount(9);

  const first = eventCards(page).first();
  await expect(first.locator('img').first()).toHaveAttribute('src', /.+/);
  await expect(first.locator('time span').first()).toHaveText(/^\d{1,2}$/);
  await expect(first.locator('time span').nth(1)).toHaveText(SPANISH_MONTHS);
  await expect(first.getByRole('link', { name: '+ INFO' })).toHaveAttribute(
    'href',
    /^\/evento\/[0-9a-f]{24}\/[a-z0-9-]+$/,
  );
  await expect(first.getByRole('heading')).not.toBeEmpty();
  // Each event's title one level below the page's h1, as a screen reader's outline expects.
  await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty();
  const levels = await main(page)
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(
    levels.every((level, index) => index === 0 || level <= levels[index - 1]! + 1),
    String(levels),
  ).toBe(true);
});

test('filtering the agenda by a province from the accordion keeps the page size', async ({ page }) => {
  await page.goto('/agenda/9/1');
  const filter = main(page).getByRole('navigation', { name: 'Filtrar la agenda por provincia' });
  // A <details>: its <summary> is the accordion's button, the browser's own.
  const accordion = filter.locator('details');
  const toggle = filter.locator('summary').filter({ hasText: 'Provincias' });
  const filters = filter.getByRole('list');
  await expect(accordion).not.toHaveAttribute('open');
  await expect(filters).toBeHidden();

  await toggle.click();
  await expect(accordion).toHaveAttribute('open', '');
  await expect(filters).toBeVisible();
  await expect(filters.getByRole('link')).toHaveText(SPEC_FILTERS);

  await filters.getByRole('link', { name: 'Salta', exact: true }).click();
  await expect(page).toHaveURL(/\/agenda\/Salta\/9\/1$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Agenda: Salta');
  await expect(filters).toBeHidden();
  // The province's events arrive after its heading: count them once the first is there.
  await expect(eventCards(page).first().getByText('Salta', { exact: true })).toBeVisible();
  const count = await eventCards(page).count();
  expect(count).toBeGreaterThan(0);
  for (let n = 0; n < count; n++) {
    await expect(eventCards(page).nth(n).getByText('Salta', { exact: true })).toBeVisible();
  }

  // Back to every province from the same accordion.
  await toggle.click();
  await filters.getByRole('link', { name: 'Todas' }).click();
  await expect(page).toHaveURL(/\/agenda\/9\/1$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Agenda: Próximos eventos');
});

test('a province typed in the address shows its canonical name', async ({ page }) => {
  await page.goto('/agenda/santiago-del-estero/12/1');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Agenda: Santiago del Estero');
  await expect(eventCards(page).first()).toContainText('Santiago del Estero');
});

test('paging forward and back, with the arrows disabled at the ends', async ({ page }) => {
  await page.goto('/agenda/9/1');
  const paging = main(page).getByRole('navigation', { name: 'Paginación' });
  await expect(paging.getByLabel('Página anterior')).toHaveAttribute('aria-disabled', 'true');
  await expect(paging.locator('[aria-current="page"]')).toHaveText('1');
  const firstOfPageOne = await eventCards(page).first().getByRole('heading').textContent();

  await paging.getByRole('link', { name: 'Página siguiente' }).click();
  await expect(page).toHaveURL(/\/agenda\/9\/2$/);
  await expect(paging.locator('[aria-current="page"]')).toHaveText('2');
  await expect(eventCards(page).first().getByRole('heading')).not.toHaveText(firstOfPageOne ?? '');

  // 20 demo events: the third page of 9 is the last one.
  await paging.getByRole('link', { name: 'Página siguiente' }).click();
  await expect(page).toHaveURL(/\/agenda\/9\/3$/);
  await expect(paging.getByLabel('Página siguiente')).toHaveAttribute('aria-disabled', 'true');
  await expect(paging.getByRole('link', { name: 'Página siguiente' })).toHaveCount(0);

  await paging.getByRole('link', { name: 'Página anterior' }).click();
  await paging.getByRole('link', { name: 'Página anterior' }).click();
  await expect(page).toHaveURL(/\/agenda\/9\/1$/);
  await expect(eventCards(page).first().getByRole('heading')).toHaveText(firstOfPageOne ?? '');
});

test("shows 'CARGANDO...' while loading and 'No hay eventos' for a province without events", async ({
  page,
}) => {
  await slowDownAgendaApi(page);
  await goInSite(page, '/agenda/Tierra del Fuego/9/1');
  await expect(main(page).getByText('CARGANDO...')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Agenda: Tierra del Fuego');
  await expect(main(page).getByText('No hay eventos')).toBeVisible();
  await expect(main(page).getByText('CARGANDO...')).toBeHidden();
  await expect(eventCards(page)).toHaveCount(0);
});

test('the event detail shows its labelled facts, share buttons, related events and ads', async ({ page }) => {
  await page.goto('/agenda/9/1');
  const card = eventCards(page).first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: '+ INFO' }).click();
  // The canonical URL (DESIGN §12): its id, then its slug.
  await expect(page).toHaveURL(/\/evento\/[0-9a-f]{24}\/[a-z0-9-]+$/);

  const article = main(page).getByRole('article').first();
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(article.getByRole('img', { name: `Flyer de ${title}` })).toBeVisible();
  for (const label of ['Fecha', 'Lugar', 'Horario']) {
    await expect(article.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(article.locator('dd').first()).toHaveText(
    /^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo) \d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/,
  );
  for (const network of ['Facebook', 'WhatsApp']) {
    await expect(article.getByRole('link', { name: `Compartir en ${network}` })).toBeVisible();
  }
  await expect(article.getByRole('link', { name: /Compartir en X/ })).toBeVisible();
  // The rich body: at least one real paragraph.
  await expect(
    article
      .locator('p')
      .filter({ hasText: /.{20,}/ })
      .first(),
  ).toBeVisible();

  const related = main(page).getByRole('region', { name: 'Te puede interesar' });
  await expect(related.getByRole('article')).toHaveCount(6);
  await expect(related.getByRole('link', { name: 'VER MÁS' })).toHaveAttribute('href', '/agenda/12/1');
  await expect(page.getByRole('complementary', { name: 'Publicidad' })).toBeVisible();

  await related.getByRole('link', { name: 'VER MÁS' }).click();
  await expect(page).toHaveURL(/\/agenda\/12\/1$/);
  await expect(eventCards(page)).toHaveCount(12);
});

test("the event page: breadcrumb Inicio › Agenda › title, and the title in a phone's first screen", async ({
  page,
  request,
}) => {
  const events = (
    (await (await request.get('/api/eventos/1/1')).json()) as {
      eventos: { docs: { _id: string; titulo: string }[] };
    }
  ).eventos;
  const event = events.docs[0]!;
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1400, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/evento/${event._id}`);
    const title = main(page).getByRole('heading', { level: 1 });
    await expect(title).toHaveText(event.titulo);
    const breadcrumb = main(page).getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['Inicio', 'Agenda', event.titulo]);
    await expect(breadcrumb.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Agenda' })).toHaveAttribute('href', '/agenda/12/1');
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(event.titulo);
    // The whole title is on the first screen, above the flyer on a phone.
    const box = (await title.boundingBox())!;
    expect(box.y + box.height, `title bottom at ${viewport.width} px`).toBeLessThanOrEqual(viewport.height);
    const flyer = (await main(page)
      .getByRole('img', { name: `Flyer de ${event.titulo}` })
      .boundingBox())!;
    if (viewport.width < 768) expect(box.y + box.height).toBeLessThanOrEqual(flyer.y);
  }
});

test('an unknown event shows a Spanish not-found page', async ({ page }) => {
  await page.goto('/evento/0123456789abcdef01234567');
  await expect(main(page).getByRole('heading', { name: 'Evento no encontrado' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Ver la agenda' })).toHaveAttribute(
    'href',
    '/agenda/12/1',
  );
});

for (const width of [375, 768, 992, 1400]) {
  test(`agenda screenshots at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/agenda/9/1');
    await expect(eventCards(page)).toHaveCount(9);
    await main(page).locator('summary').filter({ hasText: 'Provincias' }).click();
    await keepScreenshot(page, { path: path.join(SCREENSHOTS, `agenda-list-${width}.png`), fullPage: true });

    await eventCards(page).first().getByRole('link', { name: '+ INFO' }).click();
    await expect(
      main(page).getByRole('region', { name: 'Te puede interesar' }).getByRole('article'),
    ).toHaveCount(6);
    await keepScreenshot(page, { path: path.join(SCREENSHOTS, `event-detail-${width}.png`), fullPage: true });
  });
}
