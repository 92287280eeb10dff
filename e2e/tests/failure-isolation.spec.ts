import { expect, test, type Page } from '../support/test';
import { E2E_DATABASE_URL, E2E_MEDIA_DIR, E2E_REMOTE_PORTS } from '../support/environment';
import { startPortal } from '../support/processes';
import { buildAgenda, extraPorts, serveFolder, temporaryFolder } from '../support/remote-builds';

// Issue 9, item 2: a section whose manifest is unreachable, whose code fails to load or which
// throws while rendering shows a Spanish message with 'Reintentar' in its own area only; the rest
// of the page keeps working, and 'Reintentar' brings the section back once the cause is gone.

const origin = (remote: keyof typeof E2E_REMOTE_PORTS) => `http://localhost:${E2E_REMOTE_PORTS[remote]}`;

const sectionError = (page: Page, remote: string) => page.locator(`[data-remote-error="${remote}"]`);

async function expectFailureInItsArea(page: Page, remote: string) {
  const failure = sectionError(page, remote);
  await expect(failure).toHaveAttribute('role', 'alert');
  await expect(failure).toContainText('No pudimos cargar esta sección.');
  // A reader is addressed formally (#35); the back office's box uses voseo.
  await expect(failure).toContainText('Revise su conexión e intente de nuevo en unos instantes.');
  await expect(failure.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(1);
  // The shell's chrome is untouched.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Santiago Noticias' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Santiago del Estero, Argentina.');
}

async function goToGalleryFromHeader(page: Page) {
  await page
    .getByRole('navigation', { name: 'Secciones', exact: true })
    .getByRole('link', { name: 'Galería' })
    .click();
  await expect(page).toHaveURL(/\/albums\/9\/1$/);
  await expect(
    page.locator('[data-remote-section="gallery"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('an unreachable manifest: the home keeps its news, the gallery block fails alone and recovers', async ({
  page,
}) => {
  const manifest = `${origin('gallery')}/mf-manifest.json`;
  await page.route(manifest, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  // The galleries load as the reader comes near them (the server-rendered home is long).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();

  await expectFailureInItsArea(page, 'gallery');
  await expect(page.getByRole('heading', { name: 'Más noticias' })).toBeVisible();
  await expect(page.locator('[data-remote-section="news"] article').first()).toBeVisible();

  await page.unroute(manifest);
  await sectionError(page, 'gallery').getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('region', { name: 'Galerías', exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('code that fails to load: the agenda fails alone, other sections open, and it recovers', async ({
  page,
}) => {
  // The manifest and entry answer; the module with the agenda list's code does not.
  const exposedCode = new RegExp(`^${origin('agenda')}/__federation_expose_AgendaListPage\\.[0-9a-f]+\\.js$`);
  await page.route(exposedCode, (route) => route.abort('failed'));
  await page.goto('/agenda/9/1');

  await expectFailureInItsArea(page, 'agenda');
  await goToGalleryFromHeader(page);

  await page.goBack();
  await expectFailureInItsArea(page, 'agenda');
  await page.unroute(exposedCode);
  await sectionError(page, 'agenda').getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.locator('[data-remote-section="agenda"]').getByRole('heading', { level: 1 })).toHaveText(
    /^Agenda: /,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a section that throws while rendering fails alone, and recovers on Reintentar', async ({ page }) => {
  test.setTimeout(180_000);
  // A failure-drill build of mf-agenda (PORTAL_FAILURE_DRILL=1): its sections throw while
  // window.__PORTAL_FAILURE_DRILL__ is true. Normal builds contain no such switch.
  const ports = extraPorts(2);
  const drill = temporaryFolder('mf-agenda-drill');
  await buildAgenda(drill.dir, { PORTAL_FAILURE_DRILL: '1' });
  const agenda = await serveFolder(drill.dir, ports.remote);
  const portal = await startPortal({
    port: ports.portal,
    databaseUrl: E2E_DATABASE_URL,
    mediaDir: E2E_MEDIA_DIR,
    remotePorts: { ...E2E_REMOTE_PORTS, agenda: ports.remote },
  });
  try {
    await page.addInitScript(() => {
      (window as unknown as Record<string, unknown>).__PORTAL_FAILURE_DRILL__ = true;
    });
    await page.goto(`${portal.url}/agenda/9/1`);
    await expectFailureInItsArea(page, 'agenda');
    await goToGalleryFromHeader(page);

    await page.goBack();
    await expectFailureInItsArea(page, 'agenda');
    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>).__PORTAL_FAILURE_DRILL__ = false;
    });
    await sectionError(page, 'agenda').getByRole('button', { name: 'Reintentar' }).click();
    await expect(
      page.locator('[data-remote-section="agenda"]').getByRole('heading', { level: 1 }),
    ).toHaveText(/^Agenda: /);
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await portal.stop();
    await agenda.stop();
    drill.remove();
  }
});
