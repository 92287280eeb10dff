import { expect, test, type Page } from '../support/test';
import { E2E_DATABASE_URL, E2E_MEDIA_DIR, E2E_PORT, E2E_REMOTE_PORTS } from '../support/environment';
import { startPortal, startRemoteOrigin } from '../support/processes';

async function expectShellChrome(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Santiago Noticias' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Santiago del Estero, Argentina.');
}

test('the home shows the shell chrome with the news and gallery remotes', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => remoteRequests.push(request.url()));
  await page.goto('/');
  await expectShellChrome(page);
  await expect(page.getByRole('heading', { name: 'Más noticias' })).toBeVisible();
  // The galleries load as the reader comes near them (the server-rendered home is long).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-remote-section="gallery"]')).not.toBeEmpty();
  // A section's code is loaded only when a visitor goes there.
  const agendaOrigin = `http://localhost:${E2E_REMOTE_PORTS.agenda}/`;
  const adminOrigin = `http://localhost:${E2E_REMOTE_PORTS.admin}/`;
  expect(remoteRequests.filter((url) => url.startsWith(agendaOrigin) || url.startsWith(adminOrigin))).toEqual(
    [],
  );

  await page
    .getByRole('navigation', { name: 'Secciones', exact: true })
    .getByRole('link', { name: 'Agenda' })
    .click();
  await expect(page).toHaveURL(/\/agenda\/9\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Agenda/ })).toBeVisible();
  expect(remoteRequests.some((url) => url.startsWith(agendaOrigin))).toBe(true);
});

for (const [route, remote] of [
  ['/noticias/7/1', 'news'],
  ['/agenda/9/1', 'agenda'],
  ['/albums/9/1', 'gallery'],
  ['/login', 'admin'],
] as const) {
  test(`${route} is rendered by the ${remote} remote`, async ({ page }) => {
    await page.goto(route);
    const section = page.locator(`[data-remote-section="${remote}"]`);
    await expect(section.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('a remote whose server is stopped shows a Spanish message and the rest keeps working', async ({
  page,
}) => {
  // Two more processes start (a remote origin and a second portal): seconds on a busy machine.
  test.setTimeout(90_000);
  const agendaPort = E2E_REMOTE_PORTS.news + 98;
  const agenda = await startRemoteOrigin('mf-agenda', agendaPort, `http://localhost:${E2E_PORT + 19}`);
  const portal = await startPortal({
    port: E2E_PORT + 19,
    databaseUrl: E2E_DATABASE_URL,
    mediaDir: E2E_MEDIA_DIR,
    remotePorts: { ...E2E_REMOTE_PORTS, agenda: agendaPort },
  });
  try {
    await page.goto(`${portal.url}/agenda/9/1`);
    await expect(page.locator('[data-remote-section="agenda"]').getByRole('heading').first()).toBeVisible();

    await agenda.stop();
    // The server could not have the section rendered: the page goes out anyway, the section left
    // to the browser (DESIGN §10). Another page than the one loaded above, whose document the
    // answer cache keeps (pages/document-cache.ts).
    const document = await page.request.get(`${portal.url}/agenda/8/1`);
    expect(document.status()).toBe(200);
    expect(await document.text()).toMatch(/data-ssr-section="agenda" data-ssr-fallback=""/);
    await page.goto(`${portal.url}/agenda/8/1`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('No pudimos cargar esta sección.');
    await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expectShellChrome(page);

    // The other sections still work from the same page.
    await page
      .getByRole('navigation', { name: 'Secciones', exact: true })
      .getByRole('link', { name: 'Galería' })
      .click();
    await expect(page.locator('[data-remote-section="gallery"]').getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await agenda.stop();
    await portal.stop();
  }
});
