import { TAKEN_OVER_ATTRIBUTE } from '@portal/contracts';
import { expect, test, type Page } from '../support/test';
import { E2E_REMOTE_PORTS } from '../support/environment';
import { settle, watchCspViolations } from '../support/page-guards';

// Issue #10 item 3: the portal's documents carry a Content-Security-Policy that allows the
// remotes' origins and, inline, only a public page's bootstrap by its answer's nonce (issue #32),
// and the product works under it: no page reports a
// violation, public or back office (Milkdown, PhotoSwipe, Embla, image placeholders and previews,
// remote manifests and chunks from other origins, the federation runtime).

const ADMIN = { username: 'admin', password: 'admin-portal' };

interface Ids {
  news: string;
  event: string;
  album: string;
}

async function seededIds(page: Page): Promise<Ids> {
  const news = (await (await page.request.get('/api/noticias/1/1')).json()) as { docs: { _id: string }[] };
  const events = (await (await page.request.get('/api/eventos/1/1')).json()) as {
    eventos: { docs: { _id: string }[] };
  };
  const albums = (await (await page.request.get('/api/albums/1/1')).json()) as {
    albums: { docs: { _id: string }[] };
  };
  return { news: news.docs[0]!._id, event: events.eventos.docs[0]!._id, album: albums.albums.docs[0]!._id };
}

test('the shell’s document carries the policy with the configured remotes’ origins', async ({ request }) => {
  for (const path of ['/', '/noticias/10/1', '/admin']) {
    const response = await request.get(path);
    const policy = response.headers()['content-security-policy'] ?? '';
    for (const port of Object.values(E2E_REMOTE_PORTS)) {
      expect(policy, path).toContain(`http://localhost:${port}`);
    }
    expect(policy, path).toMatch(/script-src 'self' [^;]*;/);
    expect(policy, path).not.toContain('unsafe-inline');
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(response.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(response.headers()['x-frame-options'], path).toBe('DENY');
  }
});

test('a script that found its way into a section’s HTML does not run: the policy allows only its answer’s bootstrap', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  // A nonce of an earlier answer of the same page, as an attacker who read one would copy it.
  const earlier = await (await page.request.get('/noticias/10/1')).text();
  const oldNonce = /<script nonce="([^"]+)">/.exec(earlier)?.[1];
  expect(oldNonce).toBeTruthy();
  // The document as the portal served it, its headers included, with scripts put into the
  // section's server HTML, as a compromised release or an unsanitized text would put them.
  await page.route(
    (url) => url.pathname === '/noticias/10/1',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<div[^>]*data-ssr-section="news"[^>]*>)/,
        `$1<script>window.__injected = "ran"</script><script nonce="${oldNonce}">window.__replayed = "ran"</script>`,
      );
      expect(html).toContain('window.__injected');
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto('/noticias/10/1');
  await expect
    .poll(() => violations.filter(({ directive }) => directive === 'script-src-elem').length)
    .toBe(2);
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  expect(await page.evaluate(() => (window as { __replayed?: string }).__replayed)).toBeUndefined();
  // The portal's own bootstrap, under this answer's nonce, asked for the loader file, which ran:
  // the code took the chrome over.
  await page.mouse.wheel(0, 100);
  await expect(page.locator('#root')).toHaveAttribute(TAKEN_OVER_ATTRIBUTE, '');
});

test('the portal and the remotes’ origins compress text files and revalidate them', async ({ request }) => {
  // The back office's document is the shell's index.html as built, its entry script in it (a
  // server-rendered page starts the same script after its load, from the loader file).
  const html = await request.get('/admin');
  const script = /<script[^>]* src="([^"]+)"/.exec(await html.text())?.[1];
  expect(script).toBeTruthy();
  const manifest = `http://localhost:${E2E_REMOTE_PORTS.news}/mf-manifest.json`;
  for (const url of [script!, manifest]) {
    const first = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.status(), url).toBe(200);
    expect(first.headers()['content-encoding'], url).toBe('gzip');
    expect(first.headers()['vary'], url).toContain('Accept-Encoding');
    expect(first.headers()['x-content-type-options'], url).toBe('nosniff');
    const etag = first.headers()['etag']!;
    const again = await request.get(url, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
    expect(again.status(), url).toBe(304);
  }
  // The remotes are read cross-origin by the portal's pages, without credentials.
  const remote = await request.get(manifest, { headers: { Origin: 'http://localhost:1' } });
  expect(remote.headers()['access-control-allow-origin']).toBe('*');
  expect(remote.headers()['access-control-allow-credentials']).toBeUndefined();
});

test('no public page reports a policy violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchCspViolations(page);
  const ids = await seededIds(page);
  for (const path of [
    '/',
    '/noticias/10/1',
    '/noticias/Santiago del Estero/10/1',
    '/noticias/b/santiago/10/1',
    `/noticia/${ids.news}`,
    '/agenda/9/1',
    `/evento/${ids.event}`,
    '/albums/9/1',
    '/colaboradores',
    '/noticia/0123456789abcdef01234567',
  ]) {
    await page.goto(path);
    await settle(page);
  }
  // PhotoSwipe: the album's gallery opened on its first photo.
  await page.goto(`/album/${ids.album}`);
  await page
    .getByRole('link', { name: /^Ampliar la foto 1 de/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /^Galería: / })).toBeVisible();
  await settle(page);
  expect(violations).toEqual([]);
});

test('no back-office screen reports a policy violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchCspViolations(page);
  const ids = await seededIds(page);
  await page.goto('/login');
  await page.getByLabel('Usuario', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await settle(page);
  const session = (await (await page.request.get('/api/session')).json()) as { usuario: { _id: string } };
  for (const path of [
    '/nuevanoticia',
    `/editarnoticia/${ids.news}`,
    '/galeria',
    '/nuevoalbum',
    `/editaralbum/${ids.album}`,
    '/agenda',
    '/nuevoevento',
    `/editarevento/${ids.event}`,
    '/usuarios',
    '/nuevousuario',
    '/publicidad',
    '/nuevapublicidad',
    '/nuevobanner',
    `/cuenta/${session.usuario._id}`,
  ]) {
    await page.goto(path);
    await settle(page);
  }
  // Milkdown's editor takes typing under the policy.
  await page.goto('/nuevanoticia');
  const editor = page.locator('.ProseMirror').first();
  await editor.click();
  await page.keyboard.type('Texto escrito bajo la política de seguridad.');
  await expect(editor).toContainText('Texto escrito bajo la política de seguridad.');
  expect(violations).toEqual([]);
});
