import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, showIntent, test, type Browser, type Page } from '../support/test';
import { ADMIN, signIn } from '../support/staff';
import { E2E_REMOTE_PORTS } from '../support/environment';
import { watchXss } from '../support/page-guards';
import { startPortal } from '../support/processes';
import { buildAgenda, serveFolder, temporaryFolder } from '../support/remote-builds';
import { screenshotAtWidths } from '../support/screenshots';

// Issue 19, items 6 and 7: a section team releases from 'Secciones' — a new build of mf-agenda
// registered, given to 100 % of visitors as a candidate, made active, rolled back; then a release
// whose chunks 404 at 100 %: visitors still get the agenda (the active release) and the failure
// is counted on the screen.

const REDACTOR = { username: 'redactor', password: 'demo-portal' };

/** Ports of this spec's own processes, clear of the shared ones and of the other specs'. */
const PORTS = {
  candidate: E2E_REMOTE_PORTS.news + 25,
  broken: E2E_REMOTE_PORTS.news + 26,
  portal: E2E_REMOTE_PORTS.news + 27,
};

const agendaHeading = (page: Page) =>
  page.locator('[data-remote-section="agenda"]').getByRole('heading', { level: 1 });

/**
 * What a new visitor sees on /agenda/9/1 (a fresh browser context each time: no cookie, no
 * cached module): the registry's change is live on the next page load within seconds.
 */
async function expectVisitorAgenda(browser: Browser, base: string, heading: string | RegExp) {
  await expect(async () => {
    const context = await browser.newContext();
    try {
      const visitor = await context.newPage();
      await visitor.goto(`${base}/agenda/9/1`);
      // The visitor touches the page: its code runs (a release that fails in the browser falls back).
      await showIntent(visitor);
      await expect(agendaHeading(visitor)).toHaveText(heading, { timeout: 8_000 });
      await expect(visitor.getByRole('alert')).toHaveCount(0);
    } finally {
      await context.close();
    }
  }).toPass({ timeout: 30_000 });
}

test('Secciones: a new agenda release at 100 %, activated, rolled back; a broken one falls back and is counted', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const candidate = temporaryFolder('mf-agenda-candidate');
  const broken = temporaryFolder('mf-agenda-broken');
  const data = temporaryFolder('portal-releases');
  mkdirSync(path.join(data.dir, 'media'));

  await buildAgenda(candidate.dir, { AGENDA_TITLE: 'Agenda candidata' });
  // The same build with every hashed chunk deleted: its manifest and entry answer, its code 404s.
  cpSync(candidate.dir, broken.dir, { recursive: true });
  const chunks = readdirSync(broken.dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.[0-9a-f]{8}\.(js|css)$/.test(file),
  );
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) rmSync(path.join(broken.dir, chunk));

  const candidateOrigin = await serveFolder(candidate.dir, PORTS.candidate);
  const brokenOrigin = await serveFolder(broken.dir, PORTS.broken);
  // A portal of its own (own database): the shared one keeps serving the agenda the other specs read.
  const portal = await startPortal({
    port: PORTS.portal,
    databaseUrl: `file:${path.join(data.dir, 'portal.db')}`,
    mediaDir: path.join(data.dir, 'media'),
    remotePorts: E2E_REMOTE_PORTS,
    // The release builds' own origins (issue 23 item 4: no other origin is accepted).
    remoteOrigins: [candidateOrigin.url, brokenOrigin.url],
  });
  try {
    await expectVisitorAgenda(browser, portal.url, /^Agenda: /);

    await signIn(page, ADMIN, { base: portal.url });
    await page
      .getByRole('navigation', { name: 'Administración' })
      .getByRole('link', { name: 'SECCIONES' })
      .click();
    await expect(page).toHaveURL(/\/secciones$/);
    await expect(page.getByRole('heading', { name: 'Secciones', level: 1 })).toBeVisible();
    for (const name of ['Noticias', 'Agenda', 'Galería', 'Administración']) {
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    }
    const agenda = page.getByRole('region', { name: 'Agenda', exact: true });
    const active = agenda.getByRole('region', { name: 'Versión activa' });
    const candidatePanel = agenda.getByRole('region', { name: 'Candidata' });
    await expect(active).toContainText('Configuración del servidor');
    await expect(candidatePanel).toContainText('Sin candidata');

    // Nueva versión: another section's manifest is refused with the server's words.
    const addRelease = async (url: string, etiqueta: string) => {
      const form = agenda.getByRole('form', { name: 'Nueva versión de Agenda' });
      if (!(await form.isVisible())) await agenda.getByRole('button', { name: 'Nueva versión' }).click();
      await form.getByLabel('URL del manifiesto').fill(url);
      await form.getByLabel('Etiqueta').fill(etiqueta);
      await form.getByRole('button', { name: 'Registrar versión' }).click();
      return form;
    };
    const refused = await addRelease(
      `http://localhost:${E2E_REMOTE_PORTS.news}/mf-manifest.json`,
      'Equivocada',
    );
    await expect(refused.getByRole('alert')).toHaveText(
      'El manifiesto es de la sección Noticias, no de la sección Agenda.',
    );
    await refused.scrollIntoViewIfNeeded();
    await screenshotAtWidths(page, 'admin-secciones-nueva-version', [390, 1400]);

    await addRelease(`${candidateOrigin.url}/mf-manifest.json`, 'Agenda candidata');
    await expect(agenda.getByRole('status')).toContainText('Versión registrada.');
    const history = agenda.getByRole('table', { name: 'Historial de Agenda' });
    const candidateRow = history.getByRole('row', { name: /Agenda candidata/ });
    await expect(candidateRow).toContainText('1.0.0');
    await expect(candidateRow).toContainText('Sin fallas');

    // Candidate at 100 %: every visitor's next load gets it.
    await agenda.getByRole('button', { name: 'Probar Agenda candidata como candidata' }).click();
    await expect(candidatePanel).toContainText('Agenda candidata');
    await candidatePanel.getByRole('button', { name: '100 %' }).click();
    await expect(candidatePanel.getByRole('button', { name: '100 %' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(candidatePanel).toContainText('La recibe el 100 % de los visitantes');
    await expectVisitorAgenda(browser, portal.url, 'Agenda candidata: Próximos eventos');

    // Made active for everyone, behind the confirmation.
    await candidatePanel.getByRole('button', { name: 'Activar para todos' }).click();
    const confirm = page.getByRole('dialog', { name: 'Estas Seguro?' });
    await confirm.getByRole('button', { name: 'Activar' }).click();
    await expect(active).toContainText('Agenda candidata');
    await expect(active).toContainText('por admin');
    await expect(candidatePanel).toContainText('Sin candidata');

    // Rollback: 'Activar' the earlier release in the history.
    await history.getByRole('button', { name: 'Activar Configuración del servidor' }).click();
    await confirm.getByRole('button', { name: 'Activar' }).click();
    await expect(active).toContainText('Configuración del servidor');
    await expectVisitorAgenda(browser, portal.url, /^Agenda: /);

    // A release whose chunks 404, at 100 %: the agenda still loads, from the active release.
    await addRelease(`${brokenOrigin.url}/mf-manifest.json`, 'Agenda rota');
    await agenda.getByRole('button', { name: 'Probar Agenda rota como candidata' }).click();
    await candidatePanel.getByRole('button', { name: '100 %' }).click();
    await expect(candidatePanel).toContainText('La recibe el 100 % de los visitantes');
    await expectVisitorAgenda(browser, portal.url, /^Agenda: /);

    // The visitor's browser reported it: counted on the broken release, and on no other.
    const brokenRow = history.getByRole('row', { name: /Agenda rota/ });
    await expect(async () => {
      await page.reload();
      await expect(brokenRow.getByRole('cell', { name: /^\d+ fallas? \(/ })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(candidatePanel).not.toContainText('Sin fallas');
    await expect(history.getByRole('row', { name: /Configuración del servidor/ })).toContainText(
      'Sin fallas',
    );

    await screenshotAtWidths(page, 'admin-secciones', [390, 1400]);

    // Archived (issue 23 item 15): out of the history and of every visitor's reach; back on demand.
    await candidatePanel.getByRole('button', { name: 'Quitar candidata' }).click();
    await expect(candidatePanel).toContainText('Sin candidata');
    await history.getByRole('button', { name: 'Archivar Agenda rota' }).click();
    await expect(agenda.getByRole('status')).toContainText('Versión archivada: “Agenda rota”.');
    await expect(brokenRow).toHaveCount(0);
    const showArchived = page.getByRole('checkbox', { name: /Mostrar versiones archivadas/ });
    await showArchived.check();
    await expect(brokenRow).toContainText('Archivada');
    await expect(history.getByRole('button', { name: 'Probar Agenda rota como candidata' })).toHaveCount(0);
    await expect(history.getByRole('button', { name: 'Activar Agenda rota' })).toHaveCount(0);
    await screenshotAtWidths(page, 'admin-secciones-archivadas', [390, 1400]);
    await history.getByRole('button', { name: 'Desarchivar Agenda rota' }).click();
    await expect(agenda.getByRole('status')).toContainText('Versión desarchivada: “Agenda rota”.');
    await showArchived.uncheck();
    await expect(brokenRow).toBeVisible();
  } finally {
    await portal.stop();
    await candidateOrigin.stop();
    await brokenOrigin.stop();
    candidate.remove();
    broken.remove();
    data.remove();
  }
});

test('Secciones is only for the secciones privilege: others get the forbidden screen', async ({ page }) => {
  await signIn(page, REDACTOR);
  await expect(
    page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'SECCIONES' }),
  ).toHaveCount(0);
  await page.goto('/secciones');
  await expect(page.getByRole('alert')).toHaveText(/No tenés permiso para ver esta sección\./);
  await expect(page.getByRole('heading', { name: 'Secciones' })).toHaveCount(0);
});

test.describe('an etiqueta with markup', () => {
  // The rendering itself is checked, not only the CSP in front of it (as stored-xss.spec.ts does).
  test.use({ bypassCSP: true });

  test('is shown as text in the history and in the confirmation', async ({ page }) => {
    const xss = await watchXss(page);
    const etiqueta = `XSS-etiqueta<img src=x onerror=__xss('etiqueta')>`;
    await signIn(page, ADMIN, { to: '/secciones' });
    const agenda = page.getByRole('region', { name: 'Agenda', exact: true });
    await agenda.getByRole('button', { name: 'Nueva versión' }).click();
    const form = agenda.getByRole('form', { name: 'Nueva versión de Agenda' });
    await form
      .getByLabel('URL del manifiesto')
      .fill(`http://localhost:${E2E_REMOTE_PORTS.agenda}/mf-manifest.json`);
    await form.getByLabel('Etiqueta').fill(etiqueta);
    await form.getByRole('button', { name: 'Registrar versión' }).click();
    await expect(agenda.getByRole('status')).toContainText('Versión registrada.');
    const history = agenda.getByRole('table', { name: 'Historial de Agenda' });
    await expect(history.getByText(etiqueta, { exact: true })).toBeVisible();
    // Only asked, never confirmed: the shared portal keeps its agenda.
    await history.getByRole('button', { name: `Activar ${etiqueta}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Estas Seguro?' });
    await expect(confirm).toContainText(etiqueta);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(xss.labels).toEqual([]);
    expect(xss.dialogs).toEqual([]);
  });
});
