import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test';
import {
  TAKEN_OVER_ATTRIBUTE,
  type EventoListItem,
  type NoticiaListItem,
  type Page as ResultPage,
} from '@portal/contracts';

interface AlbumListItem {
  _id: string;
  nombre: string;
}

// Issue #24 (DESIGN §10): every public page's first response is the page itself, rendered by its
// section's release, and the browser takes it over without asking for its data again.

interface Seeded {
  news: NoticiaListItem;
  event: EventoListItem;
  album: AlbumListItem;
}

async function seeded(request: APIRequestContext): Promise<Seeded> {
  const news = ((await (await request.get('/api/noticias/1/1')).json()) as ResultPage<NoticiaListItem>)
    .docs[0]!;
  const events = (await (await request.get('/api/eventos/1/1')).json()) as {
    eventos: ResultPage<EventoListItem>;
  };
  const albums = (await (await request.get('/api/albums/1/1')).json()) as {
    albums: ResultPage<AlbumListItem>;
  };
  return { news, event: events.eventos.docs[0]!, album: albums.albums.docs[0]! };
}

/** The text of an HTML document with its tags removed (what a reader without scripts gets). */
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');

test('each public page arrives as HTML with its section rendered by the release the visitor gets', async ({
  request,
}) => {
  const { news, event, album } = await seeded(request);
  const releases = (await (await request.get('/remotes.json')).json()) as {
    releases: Record<string, { id: string }>;
  };
  const pages: [string, string, string][] = [
    ['/', 'news', news.titulo],
    ['/noticias/10/1', 'news', news.titulo],
    [`/noticias/${news.provincia}/10/1`, 'news', news.titulo],
    ['/noticias/b/noticias/10/1', 'news', 'Resultados'],
    [`/noticia/${news._id}`, 'news', news.titulo],
    ['/agenda/9/1', 'agenda', 'Agenda'],
    [`/evento/${event._id}`, 'agenda', event.titulo],
    ['/albums/9/1', 'gallery', album.nombre],
    [`/album/${album._id}`, 'gallery', album.nombre],
    ['/colaboradores', 'gallery', 'Colaboradores'],
  ];
  for (const [path, remote, text] of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(
      `data-ssr-section="${remote}" data-release="${releases.releases[remote]!.id}"`,
    );
    expect(html, path).not.toContain('data-ssr-fallback');
    expect(textOf(html), path).toContain(text);
    // The page's answers travel in the document. The code starts after the page's load from the
    // shell's loader file, given the list of its elements, which the document's one inline
    // script, its last element, asks for: allowed by this answer's nonce, and nothing else is.
    expect(html, path).toContain('<script type="application/json" id="datos-iniciales">');
    expect(html, path).toContain('<script type="application/json" id="portal-codigo">');
    const inline = [
      ...html.matchAll(/<script(?![^>]*(?:type="application\/(?:json|ld\+json)"|src=))([^>]*)>/g),
    ].map(([, attributes]) => attributes);
    const nonce = /<script nonce="([A-Za-z0-9+/]{22}==)">[^<]*<\/script>$/.exec(html)?.[1];
    expect(inline, path).toEqual([` nonce="${nonce}"`]);
    expect([...html.matchAll(/<script[^>]* src="([^"]+)"/g)], path).toEqual([]);
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(scriptSrc, path).toMatch(
      new RegExp(`^'self'( http://localhost:\\d+)+ 'nonce-${nonce?.replace(/\+/g, '\\+')}'$`),
    );
    expect(html, path).not.toContain('Este sitio necesita JavaScript');
  }
  const missing = await request.get('/noticia/0123456789abcdef01234567');
  expect(missing.status()).toBe(404);
  expect(textOf(await missing.text())).toContain('Noticia no encontrada');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader gets the whole article, the lists with working pages, and the breadcrumbs', async ({
    page,
    request,
  }) => {
    const { news } = await seeded(request);
    const detail = (await (await request.get(`/api/noticia/${news._id}`)).json()) as {
      noticia: [{ texto: string }];
    };
    await page.goto(`/noticia/${news._id}`);
    await expect(page.getByRole('heading', { level: 1, name: news.titulo })).toBeVisible();
    const firstParagraph = textOf(detail.noticia[0].texto)
      .trim()
      .split(/\s{2,}/)[0]!
      .slice(0, 60);
    const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(article).toContainText(firstParagraph);
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Inicio');
    const cover = article.locator('img[fetchpriority="high"]');
    await expect(cover).toHaveAttribute('srcset', /w400/);
    await expect(cover).toHaveAttribute('width', '960');

    await page.goto('/noticias/10/1');
    await expect(page.getByRole('article')).toHaveCount(10);
    // Every card's picture, not its placeholder: the lazy ones are given in a <noscript>.
    const pictures = page.getByRole('article').locator('img:visible');
    await expect(pictures).toHaveCount(10);
    for (const src of await pictures.evaluateAll((images) =>
      images.map((image) => image.getAttribute('src')),
    )) {
      expect(src).toMatch(/^\/media\//);
    }
    await page
      .getByRole('navigation', { name: 'Paginación' })
      .getByRole('link', { name: 'Página siguiente' })
      .click();
    await expect(page).toHaveURL(/\/noticias\/10\/2$/);
    await expect(page.getByRole('article')).toHaveCount(10);

    // The search box is a plain GET form: /buscar?q= answers with the results page.
    const search = page.getByRole('banner').getByRole('search');
    await search.getByRole('searchbox').fill('Santiago');
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/noticias\/b\/Santiago\/10\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Resultados');
  });
});

async function collectBrowserTrouble(page: Page) {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') trouble.push(message.text());
  });
  page.on('pageerror', (error) => trouble.push(error.message));
  return trouble;
}

test('the browser takes a server-rendered page over: no second request for its data, no warning', async ({
  page,
  request,
}) => {
  const { news } = await seeded(request);
  for (const [path, data] of [
    [`/noticia/${news._id}`, `/api/noticia/${news._id}`],
    ['/noticias/10/1', '/api/noticias/10/1'],
    ['/agenda/9/1', '/api/eventos/9/1'],
    ['/albums/9/1', '/api/albums/9/1'],
  ] as const) {
    const trouble = await collectBrowserTrouble(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(path);
    const section = page.locator('[data-ssr-section][data-release]');
    await expect(section).toHaveCount(1);
    // Hydrated: the section's links are the router's (a click navigates without a document load).
    await expect
      .poll(
        () => section.evaluate((element, attribute) => element.hasAttribute(attribute), TAKEN_OVER_ATTRIBUTE),
        {
          message: path,
        },
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(
      asked.filter((pathname) => pathname === encodeURI(data)),
      path,
    ).toEqual([]);
    expect(trouble, path).toEqual([]);
    page.removeAllListeners('request');
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

/** The document's `<title>` as the server wrote it (decoded as a browser reads it). */
async function serverTitle(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  return (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => entities[name]!,
  );
}

test('the tab keeps the server’s title once the page is taken over, and follows the reader in the site', async ({
  page,
  request,
}) => {
  // Thirteen pages, each loaded and taken over, then the same in the site: minutes on a busy CI machine.
  test.setTimeout(180_000);
  const { news, event, album } = await seeded(request);
  // Every title the page's code writes (usePageTitle), in order.
  await page.addInitScript(() => {
    const title = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
    const written: string[] = ((window as unknown as { titles: string[] }).titles = []);
    Object.defineProperty(document, 'title', {
      get: () => title.get!.call(document),
      set: (value: string) => {
        written.push(value);
        title.set!.call(document, value);
      },
    });
  });
  const lastWritten = () =>
    page.evaluate(() => (window as unknown as { titles: string[] }).titles.at(-1) ?? null);
  for (const path of [
    '/',
    '/noticias/10/1',
    `/noticias/${encodeURIComponent(news.provincia)}/10/1`,
    '/categoria/deportes/10/1',
    '/tema/turismo/10/1',
    '/noticias/b/santiago/10/1',
    `/noticia/${news._id}`,
    '/agenda/9/1',
    `/evento/${event._id}`,
    '/albums/9/1',
    `/album/${album._id}`,
    '/colaboradores',
    '/no-existe/esta-pagina',
  ]) {
    const expected = await serverTitle(request, path);
    expect(expected, path).toMatch(/Santiago Noticias$/);
    await page.goto(path);
    await expect.poll(lastWritten, { message: path }).toBe(expected);
    await expect(page, path).toHaveTitle(expected);
  }
  // In the site, without a document load: from the home to 'Más noticias', then to an article.
  await page.goto('/');
  await page.getByRole('link', { name: 'VER MÁS' }).first().click();
  await expect(page).toHaveURL(/\/noticias\/10\/1$/);
  await expect.poll(lastWritten).toBe(await serverTitle(request, '/noticias/10/1'));
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/noticia\//);
  const articlePath = new URL(page.url()).pathname;
  await expect.poll(lastWritten).toBe(await serverTitle(request, articlePath));
});

test.describe('a tap before the page is taken over', () => {
  /**
   * A phone on a slow link: the shell's entry arrives `delayMs` late, so the server's HTML is on
   * screen, its buttons without handlers, when the reader taps. Pages of a context of their own
   * (the `page` fixture would wait for the take-over).
   */
  async function slowPhone(
    browser: Browser,
    path: string,
    {
      delayMs = 2_500,
      reducedMotion = 'no-preference',
    }: { delayMs?: number; reducedMotion?: 'reduce' | 'no-preference' } = {},
  ) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      reducedMotion,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.route(/\/main\.[^/]*js$|\/main\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    return { page, problems, close: () => context.close() };
  }

  /** Whether the shell has taken the page's chrome over yet (it marks the root element). */
  const takenOver = (page: Page) =>
    page.evaluate(
      (attribute) => document.getElementById('root')!.hasAttribute(attribute),
      TAKEN_OVER_ATTRIBUTE,
    );

  test('is answered at once: the phone menu is a popover the browser opens', async ({ browser }) => {
    const { page, problems, close } = await slowPhone(browser, '/');
    const menu = page.getByRole('button', { name: 'Abrir menú' });
    await expect(menu).toBeVisible();
    expect(await takenOver(page)).toBe(false);
    await menu.click();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeVisible({ timeout: 15_000 });
    expect(problems).toEqual([]);
    await close();
  });

  test('a carousel dot pressed before the code came is pressed again once its section is taken over', async ({
    browser,
  }) => {
    // Reduced motion: the carousel does not turn by itself, only the replayed press moves it.
    const { page, problems, close } = await slowPhone(browser, '/', { reducedMotion: 'reduce' });
    const slides = page.getByRole('group', { name: /^\d+ de \d+$/ });
    await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    expect(await takenOver(page)).toBe(false);
    // The document's bootstrap notes the press (the loader may not have come yet) and asks for
    // the loader at once; the loader presses it again once the carousel is the code's.
    const lastDot = page.getByRole('button', { name: `Ir a la noticia ${count}` });
    await expect(lastDot).toBeVisible();
    await lastDot.click();
    const section = page.locator('[data-ssr-section="news"]');
    expect(await section.evaluate((element, name) => element.hasAttribute(name), TAKEN_OVER_ATTRIBUTE)).toBe(
      false,
    );
    await expect(section).toHaveAttribute(TAKEN_OVER_ATTRIBUTE, '', { timeout: 20_000 });
    await expect(lastDot).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('group', { name: `${count} de ${count}` })).toBeInViewport({ ratio: 0.9 });
    await expect(slides.first()).not.toBeInViewport();
    expect(problems).toEqual([]);
    await close();
  });

  test('a press on the page after a carousel dot, both before the loader came, keeps the dot pressed again', async ({
    browser,
  }) => {
    const { page, problems, close } = await slowPhone(browser, '/', { reducedMotion: 'reduce' });
    // The loader comes late too: the bootstrap alone notes both presses.
    let releaseLoader = () => {};
    const loaderHeld = new Promise<void>((resolve) => (releaseLoader = resolve));
    await page.route(/\/arranque\.js$/, async (route) => {
      await loaderHeld;
      await route.continue();
    });
    const slides = page.getByRole('group', { name: /^\d+ de \d+$/ });
    await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
    const count = await slides.count();
    const lastDot = page.getByRole('button', { name: `Ir a la noticia ${count}` });
    await lastDot.click();
    // Then the reader taps the date line, which is no button: nothing to press again for it.
    await page
      .getByText(/\d{1,2} DE [A-ZÁÉÍÓÚ]+/)
      .first()
      .click();
    expect(await page.evaluate(() => document.querySelector('script[src="/arranque.js"]') !== null)).toBe(
      true,
    );
    releaseLoader();
    const section = page.locator('[data-ssr-section="news"]');
    await expect(section).toHaveAttribute(TAKEN_OVER_ATTRIBUTE, '', { timeout: 20_000 });
    await expect(lastDot).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('group', { name: `${count} de ${count}` })).toBeInViewport({ ratio: 0.9 });
    expect(problems).toEqual([]);
    await close();
  });

  test("is answered at once in a section: an album's photo is a link to the photo itself", async ({
    browser,
    request,
  }) => {
    const { album } = await seeded(request);
    const { album: detail } = (await (await request.get(`/api/album/${album._id}`)).json()) as {
      album: [{ fotos: string[] }];
    };
    const firstPhoto = detail[0].fotos[0]!;
    const { page, problems, close } = await slowPhone(browser, `/album/${album._id}`);
    const first = page.getByRole('link', { name: /^Ampliar la foto 1 de \d+$/ });
    await expect(first).toBeVisible();
    expect(await takenOver(page)).toBe(false);
    expect(problems).toEqual([]);
    // Chromium's own page for an image then styles itself inline, which the media's policy refuses.
    const [photo] = await Promise.all([page.waitForResponse(firstPhoto), first.click()]);
    expect(photo.headers()['content-type']).toMatch(/^image\//);
    await expect(page).toHaveURL(new RegExp(`${firstPhoto}$`));
    await close();
  });
});
