import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHranaServer, type RunningHranaServer } from '../../api-worker/scripts/hrana-server';
import { startFaultProxy, type FaultProxy } from '../../api-worker/test-support/fault-proxy';
import { E2E_DATA_DIR, E2E_PORT, E2E_REMOTE_PORTS } from '../support/environment';
import { startPortal, type Started } from '../support/processes';
import * as staff from '../support/staff';
import { expect, test } from '../support/test';

// DESIGN §13, as an editor lives it: a portal whose database (a libSQL server, as Turso is in
// production) sits behind a fault-injecting proxy. The save made while the database is away is
// refused in Spanish, nothing of it is stored, and the typed text is offered back afterwards.

const PORT = E2E_PORT + 20;
const base = `http://localhost:${PORT}`;
const AWAY = 'El servicio no está disponible en este momento. Intentá nuevamente en unos instantes.';

let dir: string;
let hrana: RunningHranaServer;
let proxy: FaultProxy;
let portal: Started;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-corte-'));
  hrana = await startHranaServer({ port: 0, databasePath: path.join(dir, 'portal.db') });
  proxy = await startFaultProxy({ host: '127.0.0.1', port: Number(new URL(hrana.url).port) });
  portal = await startPortal({
    port: PORT,
    databaseUrl: proxy.url,
    mediaDir: path.join(E2E_DATA_DIR, 'media-corte'),
    remotePorts: E2E_REMOTE_PORTS,
  });
});

test.afterAll(async () => {
  await portal?.stop();
  await proxy?.close();
  await hrana?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('an editor whose save fails while the database is away is told so, loses nothing, and finds the text offered back', async ({
  page,
}) => {
  await staff.signIn(page, staff.ADMIN, { base, to: '/admin' });
  const seeded = await page.request.get(`${base}/api/noticias/1/1`);
  const cover = ((await seeded.json()) as { docs: { img_portada: string }[] }).docs[0]!.img_portada;
  const draft = await page.request.post(`${base}/api/crearnoticia`, {
    headers: { Origin: base },
    data: {
      titulo: 'Tormenta en la capital',
      descripcion: 'Ráfagas de 90 km/h.',
      provincia: 'Santiago del Estero',
      img_portada: cover,
      texto: '<p>Primer parte del Servicio Meteorológico.</p>',
      estado: 'borrador',
    },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  const { id } = (await draft.json()) as { id: string };

  await page.goto(`${base}/editarnoticia/${id}`);
  const title = page.getByLabel('Titulo', { exact: true });
  await expect(title).toHaveValue('Tormenta en la capital', { timeout: 30_000 });
  await title.fill('Tormenta en la capital: 40 familias evacuadas');

  // The database goes away; the save is refused in Spanish, and the form keeps what was typed.
  proxy.refuse();
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await staff.acknowledge(page, AWAY, { timeout: 30_000 });
  await expect(title).toHaveValue('Tormenta en la capital: 40 familias evacuadas');

  // Back: the stored item is as it was (nothing half-written), and the screen opened again offers
  // the typed text back.
  proxy.heal();
  await expect
    .poll(async () => (await page.request.get(`${base}/api/health`)).status(), { timeout: 20_000 })
    .toBe(200);
  const stored = await page.request.get(`${base}/api/redaccion/noticia/${id}`);
  expect(((await stored.json()) as { noticia: [{ titulo: string }] }).noticia[0].titulo).toBe(
    'Tormenta en la capital',
  );
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const offer = page.getByRole('region', { name: 'Copia sin guardar' });
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await offer.getByRole('button', { name: 'Recuperar' }).click();
  await expect(title).toHaveValue('Tormenta en la capital: 40 familias evacuadas');
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await staff.acknowledge(page, 'Borrador guardado.', { timeout: 30_000 });
  const saved = await page.request.get(`${base}/api/redaccion/noticia/${id}`);
  expect(((await saved.json()) as { noticia: [{ titulo: string }] }).noticia[0].titulo).toBe(
    'Tormenta en la capital: 40 familias evacuadas',
  );
});
