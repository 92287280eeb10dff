/**
 * Audience and advertising measurement (DESIGN §14, issue #34), from the browser's side: one read
 * per page view, an ad's `vista` only after a second at half on screen, its click through the
 * portal to the advertiser, and the newsroom's report showing what was counted.
 *
 * It writes ads, so it runs in the workflow chain (playwright.config.ts), after the journeys that
 * compare the demo's ads. The browsers here present Desktop Chrome's user agent (a headless one
 * would be filtered as a robot, and counted only as `filtradas`) with a word of their own: the
 * server's limits are per reader (a hash of address and agent), and the other journeys, on the
 * same address with the same agent, must not spend this one's.
 */
import {
  devices,
  request as playwright,
  type APIRequestContext,
  type Page,
  type Request,
} from '@playwright/test';
import { AD_EVENT_BEACON_PATH, READ_BEACON_PATH, type Publi } from '@portal/contracts';
import { E2E_PORT } from '../support/environment';
import { ADMIN, signIn } from '../support/staff';
import { expect, test } from '../support/test';

const PORTAL = `http://localhost:${E2E_PORT}`;

test.use({ userAgent: `${devices['Desktop Chrome'].userAgent} Lector/audiencia` });

/** A calendar day in Argentina, as YYYY-MM-DD. */
const argentinaToday = () => new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);

/** The beacons a page sends to `path`, with their JSON bodies, as they leave the browser. */
function watchBeacons(page: Page, path: string) {
  const sent: { request: Request; body: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      sent.push({ request, body: JSON.parse(request.postData() ?? '{}') as Record<string, unknown> });
    }
  });
  return sent;
}

async function staffSession(): Promise<APIRequestContext> {
  const context = await playwright.newContext({ baseURL: PORTAL, extraHTTPHeaders: { Origin: PORTAL } });
  const login = await context.post('/api/login', {
    data: { username: ADMIN.username, contraseña: ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

test.describe('reads', () => {
  test('a first load and an in-site navigation send one read each, with no cookie and no storage', async ({
    page,
    context,
  }) => {
    const reads = watchBeacons(page, READ_BEACON_PATH);
    await page.goto('/');
    await expect.poll(() => reads.length).toBe(1);
    expect(reads[0]!.request.headers()['content-type']).toMatch(/^text\/plain/);
    expect(reads[0]!.body).toEqual({ ruta: '/' });

    // In-site: the footer's link, through the shell's router (no document request).
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    // The footer is below the home's galleries, which load as the reader comes near them: once
    // scrolled there, the link is clicked where it stays (not where it was a frame before).
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacidad' });
    await privacy.scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Galerías', exact: true })).toBeVisible();
    await privacy.click();
    await expect(page).toHaveURL(/\/privacidad$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeVisible();
    await expect.poll(() => reads.length).toBe(2);
    expect(reads[1]!.body).toEqual({ ruta: '/privacidad' });
    expect(documents).toEqual([]);

    // Nothing more arrives for the same two views (StrictMode, re-renders, a late answer).
    await page.waitForTimeout(1_500);
    expect(reads).toHaveLength(2);
    for (const { request } of reads) {
      const response = await request.response();
      expect(response?.status()).toBe(204);
      expect(response?.headers()['set-cookie']).toBeUndefined();
    }
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  });

  test('a page opened in a background tab is counted once it is shown', async ({ page }) => {
    const reads = watchBeacons(page, READ_BEACON_PATH);
    // What the browser says of a tab behind another, before the page's own code runs.
    await page.addInitScript(() => {
      let state: DocumentVisibilityState = 'hidden';
      Object.defineProperty(document, 'visibilityState', { get: () => state, configurable: true });
      (window as unknown as { showTab: () => void }).showTab = () => {
        state = 'visible';
        document.dispatchEvent(new Event('visibilitychange'));
      };
    });
    await page.goto('/colaboradores');
    await page.waitForTimeout(1_000);
    expect(reads).toHaveLength(0);
    await page.evaluate(() => (window as unknown as { showTab: () => void }).showTab());
    await expect.poll(() => reads.length).toBe(1);
    expect(reads[0]!.body).toMatchObject({ ruta: '/colaboradores' });
  });
});

test.describe('server-rendered', () => {
  test("'Lo más leído' comes in the HTML of the home and the article, and is not asked for again", async ({
    page,
    request,
  }) => {
    const { docs } = (await (await request.get('/api/noticias/1/1')).json()) as { docs: { _id: string }[] };
    const trouble: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') trouble.push(message.text());
    });
    page.on('pageerror', (error) => trouble.push(error.message));
    // Layout shifts that moved the block or anything in it, from the first paint on.
    await page.addInitScript(() => {
      const moved: string[] = ((window as unknown as { blockShifts: string[] }).blockShifts = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          sources: { node?: Node | null }[];
          value: number;
        }[]) {
          for (const { node } of entry.sources) {
            const element = node instanceof Element ? node : node?.parentElement;
            if (element?.closest('section[aria-labelledby="lo-mas-leido"]')) moved.push(String(entry.value));
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Three readers of the first article: it is the most read of the day, yet its own page leaves
    // it out of the block (asking for six, showing five).
    const article = docs[0]!._id;
    for (const reader of [1, 2, 3]) {
      const read = await request.post('/api/lecturas', {
        headers: {
          'Content-Type': 'text/plain',
          'User-Agent': `${devices['Desktop Chrome'].userAgent} Lector/${reader}`,
          Origin: PORTAL,
        },
        data: JSON.stringify({ ruta: `/noticia/${article}` }),
      });
      expect(read.status()).toBe(204);
    }
    // Written within the server's one-second batch; asked only then, as the list is kept 30 s.
    await page.waitForTimeout(2_000);
    await expect
      .poll(async () => {
        const answer = await request.get('/api/mas-leidas/24h/6');
        return ((await answer.json()) as { mas_leidas: { _id: string }[] }).mas_leidas.map(({ _id }) => _id);
      })
      .toContain(article);
    for (const [path, limit] of [
      ['/', 5],
      [`/noticia/${article}`, 6],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<h2 id="lo-mas-leido"');
      expect(html, path).toContain(`"/api/mas-leidas/24h/${limit}"`); // its answer, handed over

      const asked: string[] = [];
      page.on('request', (r) => r.url().includes('/api/mas-leidas/') && asked.push(r.url()));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: 'Lo más leído' })).toBeVisible();
      await page.waitForTimeout(1_000);
      expect(asked, path).toEqual([]);
      if (limit === 6) {
        const block = page.locator('section[aria-labelledby="lo-mas-leido"]');
        await expect(block.locator(`a[href^="/noticia/${article}"]`)).toHaveCount(0);
      }
      expect(
        await page.evaluate(() => (window as unknown as { blockShifts: string[] }).blockShifts),
        path,
      ).toEqual([]);
    }
    expect(trouble).toEqual([]);
  });

  test('/privacidad is a public page of its own, with its head, linked from the footer', async ({
    request,
  }) => {
    const response = await request.get('/privacidad');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Privacidad[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Qué cuenta Santiago Noticias de sus lectores/);
    expect(html).toContain('data-ssr-section="news"');
    expect(html).not.toContain('data-ssr-fallback');
    expect(html).toContain('No usamos cookies para contar');
    expect(html).toMatch(/<a[^>]*href="\/privacidad"[^>]*>Privacidad<\/a>/);
  });
});

test.describe('ads', () => {
  let staff: APIRequestContext;
  const created: string[] = [];
  let seen: Publi;
  let unseen: Publi;

  test.beforeAll(async () => {
    staff = await staffSession();
    const { publis } = (await (await staff.get('/api/publis')).json()) as { publis: Publi[] };
    const foto = publis[0]!.foto;
    const create = async (nombre_cliente: string, inicio: number) => {
      const answer = await staff.post('/api/publi', {
        data: {
          nombre_cliente,
          ingreso: '2020-01-01',
          egreso: '2099-12-31',
          // There is no internet here: the advertiser's page is one of the portal's own.
          link: `${PORTAL}/colaboradores`,
          foto,
          colocar_en: [{ inicio, noticias: 0, agenda: 0, galeria: 0 }],
        },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      const id = ((await answer.json()) as { id: string }).id;
      created.push(id);
      const { publis: now } = (await (await staff.get('/api/publis')).json()) as { publis: Publi[] };
      return now.find((ad) => ad._id === id)!;
    };
    // The first slot of the home's sidebar, and the last, four ads (a thousand pixels) below it.
    seen = await create(`Anunciante visto ${Date.now().toString(36)}`, 1);
    unseen = await create(`Anunciante no visto ${Date.now().toString(36)}`, 8);
  });

  test.afterAll(async () => {
    for (const id of created) await staff.delete(`/api/publi/${id}`);
    await staff.dispose();
  });

  test('an ad on screen for a second sends one vista; one never on screen, none; both are servidas once', async ({
    page,
  }) => {
    // A short window: the ad in its middle leaves less than half of either neighbour on screen.
    await page.setViewportSize({ width: 1400, height: 400 });
    const events = watchBeacons(page, AD_EVENT_BEACON_PATH);
    const of = (ad: Publi, tipo: string) =>
      events.filter(({ body }) => body.publi === ad._id && body.tipo === tipo).length;
    await page.goto('/');
    const seenAd = page.locator(`[data-ad="${seen._id}"]`);
    const unseenAd = page.locator(`[data-ad="${unseen._id}"]`);
    await expect(seenAd).toHaveAttribute('href', `/publi/${seen._id}/clic`);

    await expect.poll(() => of(seen, 'servida')).toBe(1);
    await expect.poll(() => of(unseen, 'servida')).toBe(1);
    expect(of(seen, 'vista')).toBe(0);

    // On screen for less than a second, then away: still no vista.
    await seenAd.evaluate((ad) => ad.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(500);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(1_200);
    expect(of(seen, 'vista')).toBe(0);

    // On screen for a second: one vista.
    await seenAd.evaluate((ad) => ad.scrollIntoView({ block: 'center' }));
    await expect.poll(() => of(seen, 'vista'), { timeout: 5_000 }).toBe(1);
    expect(await unseenAd.evaluate((ad) => ad.getBoundingClientRect().top > window.innerHeight)).toBe(true);

    // Back and forth again in the same page view: nothing more is counted.
    await page.evaluate(() => window.scrollTo(0, 0));
    await seenAd.evaluate((ad) => ad.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(1_500);
    expect(of(seen, 'vista')).toBe(1);
    expect(of(seen, 'servida')).toBe(1);
    expect(of(unseen, 'vista')).toBe(0);
    expect(of(unseen, 'servida')).toBe(1);
    for (const { request } of events) expect((await request.response())?.status()).toBe(204);

    // The figures the advertiser gets, once the server's one-second batch is written.
    const day = argentinaToday();
    const stats = async (ad: Publi) =>
      (
        (await (await staff.get(`/api/publis/${ad._id}/estadisticas?desde=${day}&hasta=${day}`)).json()) as {
          total: { servidas: number; vistas: number; clics: number };
        }
      ).total;
    await expect.poll(() => stats(seen)).toMatchObject({ servidas: 1, vistas: 1 });
    expect(await stats(unseen)).toMatchObject({ servidas: 1, vistas: 0 });
  });

  test("a click on an ad lands on the advertiser's URL, through the portal's counter", async ({ page }) => {
    await page.goto('/');
    const ad = page.locator(`[data-ad="${seen._id}"]`);
    await ad.scrollIntoViewIfNeeded();
    const clicks: string[] = [];
    page.context().on('request', (request) => {
      if (request.url().includes('/clic')) clicks.push(new URL(request.url()).pathname);
    });
    const [advertiser] = await Promise.all([page.waitForEvent('popup'), ad.click()]);
    await expect(advertiser).toHaveURL(`${PORTAL}/colaboradores`);
    expect(clicks).toEqual([`/publi/${seen._id}/clic`]);

    // Without JavaScript too: the link is the server's 302 (and an unknown ad is no redirect).
    const direct = await page.request.get(`/publi/${seen._id}/clic`, { maxRedirects: 0 });
    expect(direct.status()).toBe(302);
    expect(direct.headers()['location']).toBe(`${PORTAL}/colaboradores`);
    const unknown = await page.request.get('/publi/0123456789abcdef01234567/clic', { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
  });

  test("the ad's figures screen shows them, and downloads the advertiser's CSV", async ({ page }) => {
    await signIn(page, ADMIN, { to: '/publicidad' });
    await page.getByRole('link', { name: `CIFRAS ${seen.nombre_cliente}` }).click();
    await expect(page).toHaveURL(new RegExp(`/estadisticaspublicidad/${seen._id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Cifras: ${seen.nombre_cliente}`);
    const totals = page.getByRole('definition');
    // Served in each of the two journeys' page views, seen in the first, clicked in the second.
    await expect(totals.nth(0)).toContainText(/^2\D/);
    await expect(totals.nth(1)).not.toContainText(/^0\D/);
    await expect(totals.nth(2)).not.toContainText(/^0\D/);
    await expect(page.locator('canvas').first()).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = await (await download.createReadStream()).toArray();
    const csv = Buffer.concat(text).toString('utf8');
    expect(csv.split(/\r?\n/)[0]).toMatch(/servidas/i);
  });
});

test.describe('the newsroom', () => {
  test('the Audiencia screen shows the views counted; the back office sends no read', async ({ page }) => {
    const day = argentinaToday();
    const staff = await staffSession();
    const report = async () =>
      (await (await staff.get(`/api/audiencia?desde=${day}&hasta=${day}`)).json()) as {
        dias: { vistas: number }[];
        paginas: { ruta: string; titulo: string | null; vistas: number }[];
      };
    const { docs } = (await (await staff.get('/api/noticias/1/1')).json()) as {
      docs: { _id: string; titulo: string }[];
    };
    const article = docs[0]!;
    const before = (await report()).dias[0]!.vistas;

    // A reader opens an article and reads it again: two views.
    const reads = watchBeacons(page, READ_BEACON_PATH);
    await page.goto(`/noticia/${article._id}`);
    await expect.poll(() => reads.length).toBe(1);
    await page.reload();
    await expect.poll(() => reads.length).toBe(2);
    expect(reads.map(({ body }) => body.ruta)).toEqual([
      `/noticia/${article._id}`,
      `/noticia/${article._id}`,
    ]);
    // Counted within the server's one-second batch.
    await expect.poll(async () => (await report()).dias[0]!.vistas).toBeGreaterThanOrEqual(before + 2);

    await signIn(page, ADMIN, { to: '/admin' });
    await page
      .getByRole('navigation', { name: 'Administración' })
      .getByRole('link', { name: 'AUDIENCIA' })
      .click();
    await expect(page).toHaveURL(/\/audiencia$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Audiencia' })).toBeVisible();
    const totals = page.getByRole('definition');
    await expect(totals.first()).toBeVisible();
    const shownViews = Number(((await totals.first().textContent()) ?? '').replace(/\D/g, ''));
    expect(shownViews).toBeGreaterThanOrEqual(before + 2);

    const mostRead = page.getByRole('table', { name: 'Lo más leído' });
    const row = mostRead.getByRole('row').filter({ hasText: article.titulo });
    await expect(row).toBeVisible();
    const counted = (await report()).paginas.find((p) => p.ruta === `/noticia/${article._id}`)!;
    expect(counted.vistas).toBeGreaterThanOrEqual(2);
    await expect(row.getByRole('cell').nth(1)).toHaveText(counted.vistas.toLocaleString('es-AR'));
    await expect(page.locator('canvas').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fuentes' })).toBeVisible();

    // Two reads were the article's; the back office's screens sent none.
    expect(reads).toHaveLength(2);
    await staff.dispose();
  });
});
