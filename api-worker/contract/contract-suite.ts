/**
 * The HTTP contract of docs/api.md checked against a running portal: the same requests and
 * expectations for the Node entry and for the worker under `wrangler dev`, so that both
 * runtimes behave as one. Each call is checked for its status, its shape (the schemas of
 * @portal/contracts) and its caching; the crawler pages and feeds for their documents.
 */
import {
  remotesAnswerSchema,
  albumDetailResponseSchema,
  albumsListResponseSchema,
  apiErrorSchema,
  bannersResponseSchema,
  createNewsResponseSchema,
  eventDetailResponseSchema,
  eventsByProvinceResponseSchema,
  eventsListResponseSchema,
  loginResponseSchema,
  moreNewsResponseSchema,
  newsDetailResponseSchema,
  newsListResponseSchema,
  newsSearchResponseSchema,
  publisResponseSchema,
  remotesManifestSchema,
  sessionResponseSchema,
  staffEventsListResponseSchema,
  staffNewsListResponseSchema,
  uploadImageResponseSchema,
  weatherResponseSchema,
} from '@portal/contracts';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parseXml, type ParsedRss, type ParsedSitemapIndex, type ParsedUrlSet } from '../test-support/xml.ts';
import { canonicalOf, jsonLdOf, metaContent, titleOf } from '../test-support/html.ts';
import { isWorkerRoute } from '../src/worker-routes.ts';
import { CONTRACT_ADMIN_PASSWORD, PLACEHOLDER_SHELL, type ContractTarget } from './targets.ts';

/** Public answers may be kept by shared caches and served stale while revalidating. */
const EDGE_CACHEABLE = /\bpublic\b.*\bs-maxage=\d+.*\bstale-while-revalidate=\d+/;
/** A server-rendered document: kept by shared caches, revalidated by browsers (pages/document-cache.ts). */
const DOCUMENT_CACHEABLE = /^public, max-age=0, s-maxage=\d+, must-revalidate$/;

export function describeContract(runtime: string, start: () => Promise<ContractTarget>) {
  describe(`HTTP contract on ${runtime}`, () => defineChecks(start));
}

/** nosniff, the referrer policy and no framing, on every answer. */
function expectSecurityHeaders(response: Response, path: string) {
  expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('X-Frame-Options'), path).toBe('DENY');
}

function defineChecks(start: () => Promise<ContractTarget>) {
  let target: ContractTarget;
  /** Every call of the app's paths the suite made, and whether the app had a route for it. */
  const made: Promise<{ key: string; routed: boolean }>[] = [];
  const call = async (path: string, init?: RequestInit) => {
    const response = await fetch(target.url + path, { redirect: 'manual', ...init });
    const pathname = new URL(target.url + path).pathname;
    if (isWorkerRoute(pathname)) {
      const key = `${init?.method ?? 'GET'} ${pathname}`;
      made.push(routedBy(response.clone()).then((routed) => ({ key, routed })));
    }
    return response;
  };

  /** GET → 200, the body by its contract schema (strict), publicly cacheable with an ETag. */
  async function getPublic<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
    const response = await call(path);
    const body: unknown = await response.json();
    expect(response.status, `${path}: ${JSON.stringify(body).slice(0, 200)}`).toBe(200);
    expect(response.headers.get('Cache-Control'), path).toMatch(EDGE_CACHEABLE);
    expect(response.headers.get('ETag'), path).toMatch(/^"[^"]+"$/);
    const parsed = schema.safeParse(body);
    expect(parsed.error?.issues ?? [], path).toEqual([]);
    return parsed.data as z.output<S>;
  }

  async function expectError(path: string, status: number, init?: RequestInit) {
    const response = await call(path, init);
    const body: unknown = await response.json();
    expect(response.status, `${init?.method ?? 'GET'} ${path}`).toBe(status);
    expect(apiErrorSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
  }

  beforeAll(async () => {
    target = await start();
  }, 120_000);
  afterAll(async () => {
    await target?.close();
  });

  // Ids of the seeded demo, read from the lists.
  const seeded = { newsId: '', newsCover: '', eventId: '', albumId: '' };

  describe('public API', () => {
    it('answers health and remotes.json', async () => {
      const health = await call('/api/health');
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ ok: true });
      const remotes = await call('/remotes.json');
      // The four URLs as before, plus `releases` (issue #19): which release each one is.
      const answer = remotesAnswerSchema.strict().parse(await remotes.json());
      expect(remotesManifestSchema.parse(answer)).toBeTruthy();
      expect(Object.keys(answer.releases ?? {}).sort()).toEqual(['admin', 'agenda', 'gallery', 'news']);
    });

    it('answers the news calls', async () => {
      const page = await getPublic('/api/noticias/10/1', newsListResponseSchema);
      expect(page.docs).toHaveLength(10);
      expect(page.totalDocs).toBeGreaterThanOrEqual(60);
      seeded.newsId = page.docs[0]!._id;
      seeded.newsCover = page.docs[0]!.img_portada;
      const province = await getPublic('/api/noticias/Santiago del Estero/7/1', newsListResponseSchema);
      expect(province.docs.every((n) => n.provincia === 'Santiago del Estero')).toBe(true);
      expect((await getPublic('/api/noticias/santiago-del-estero/7/1', newsListResponseSchema)).docs).toEqual(
        province.docs,
      );
      expect(await getPublic('/api/masnoticias', moreNewsResponseSchema)).toHaveLength(9);
      const detail = await getPublic(`/api/noticia/${seeded.newsId}`, newsDetailResponseSchema);
      expect(detail.noticia[0]._id).toBe(seeded.newsId);
      expect(detail.noticia[0].texto).toContain('<p>');
      const search = await getPublic(
        `/api/noticia/b/${encodeURIComponent(page.docs[0]!.titulo.split(' ')[0]!)}/10/1`,
        newsSearchResponseSchema,
      );
      expect(search.noticia.docs.length).toBeGreaterThan(0);
      await expectError('/api/noticia/000000000000000000000000', 404);
      await expectError('/api/noticias/0/1', 400);
      await expectError('/api/noticias/10/x', 400);
    });

    it('answers the events calls', async () => {
      const { eventos } = await getPublic('/api/eventos/9/1', eventsListResponseSchema);
      expect(eventos.totalDocs).toBe(20);
      seeded.eventId = eventos.docs[0]!._id;
      const province = eventos.docs[0]!.provincia;
      const byProvince = await getPublic(`/api/eventos/${province}/9/1`, eventsByProvinceResponseSchema);
      expect(byProvince.docs.every((e) => e.provincia === province)).toBe(true);
      const detail = await getPublic(`/api/evento/${seeded.eventId}`, eventDetailResponseSchema);
      expect(detail.evento[0]._id).toBe(seeded.eventId);
      await expectError('/api/evento/000000000000000000000000', 404);
    });

    it('answers the albums, ads and banner calls', async () => {
      const { albums } = await getPublic('/api/albums/9/1', albumsListResponseSchema);
      expect(albums.totalDocs).toBe(12);
      seeded.albumId = albums.docs[0]!._id;
      const detail = await getPublic(`/api/album/${seeded.albumId}`, albumDetailResponseSchema);
      expect(detail.album[0].fotos.length).toBeGreaterThanOrEqual(5);
      await expectError('/api/album/000000000000000000000000', 404);
      expect((await getPublic('/api/publis', publisResponseSchema)).publis.length).toBeGreaterThan(0);
      expect((await getPublic('/api/get-banner', bannersResponseSchema)).banners).toHaveLength(1);
    });

    it('serves seeded images from the media store (R2 on workerd), immutable', async () => {
      const image = await call(seeded.newsCover);
      expect(image.status).toBe(200);
      expect(image.headers.get('Content-Type')).toBe('image/jpeg');
      expect(image.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(new Uint8Array(await image.arrayBuffer()).subarray(0, 3)).toEqual(
        new Uint8Array([0xff, 0xd8, 0xff]),
      );
      expect((await call('/media/noticias/no-existe.jpg')).status).toBe(404);
    });

    it('answers /api/clima with temp null, cached a minute, when no weather service is configured', async () => {
      const response = await call('/api/clima');
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe(
        'public, max-age=60, s-maxage=60, stale-while-revalidate=60',
      );
      expect(weatherResponseSchema.strict().parse(await response.json())).toEqual({
        temp: null,
        ciudad: 'Santiago del Estero',
      });
    });

    it('revalidates a public answer with its ETag (304)', async () => {
      const first = await call('/api/noticias/5/1');
      const etag = first.headers.get('ETag')!;
      const again = await call('/api/noticias/5/1', { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    });
  });

  describe('the shell and the pages for crawlers', () => {
    it('serves the shell for client routes (SPA fallback)', async () => {
      for (const path of ['/', '/noticias/7/1', '/agenda/9/1', `/album/${seeded.albumId}`, '/admin']) {
        const response = await call(path);
        expect(response.status, path).toBe(200);
        expect(await response.text(), path).toBe(PLACEHOLDER_SHELL);
      }
    });

    it('gives the shell, the crawler pages and the API their security headers', async () => {
      const documents = ['/', '/noticias/7/1', '/admin', `/noticia/${seeded.newsId}`, '/evento/no-es-un-id'];
      for (const path of documents) {
        const response = await call(path);
        expectSecurityHeaders(response, path);
        const policy = response.headers.get('Content-Security-Policy') ?? '';
        // The remotes of the configuration (the defaults here); no inline script runs.
        expect(policy, path).toMatch(
          /(?:^|; )script-src 'self' http:\/\/localhost:3001 [^;]*http:\/\/localhost:3004;/,
        );
        expect(policy, path).toContain("frame-ancestors 'none'");
        expect(policy, path).not.toContain('unsafe-inline');
      }
      for (const path of ['/api/health', '/api/noticias/5/1', '/remotes.json', '/api/no-existe']) {
        const response = await call(path);
        expectSecurityHeaders(response, path);
        expect(response.headers.get('Content-Security-Policy'), path).toMatch(/^default-src 'none'/);
      }
      // The shell's other files: the Node handler, or on Workers the platform with the rules of
      // shell/public/_headers.
      const script = await call('/main.0123abcd.js');
      expect(script.status).toBe(200);
      expect(script.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(script.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    });

    it('answers /noticia/:id with the item’s title, Open Graph, Twitter and NewsArticle', async () => {
      const response = await call(`/noticia/${seeded.newsId}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html; charset=utf-8$/i);
      expect(response.headers.get('Cache-Control')).toMatch(DOCUMENT_CACHEABLE);
      const html = await response.text();
      const { noticia } = newsDetailResponseSchema.parse(
        await (await call(`/api/noticia/${seeded.newsId}`)).json(),
      );
      const news = noticia[0];
      // Canonical on the slug (DESIGN §12), whichever URL was asked.
      const url = `${target.url}/noticia/${news._id}/${news.slug}`;
      expect(titleOf(html)).toBe(`${news.titulo} | Santiago Noticias`);
      expect(canonicalOf(html)).toBe(url);
      expect(metaContent(html, 'og:title')).toBe(news.titulo);
      expect(metaContent(html, 'og:type')).toBe('article');
      expect(metaContent(html, 'og:url')).toBe(url);
      expect(metaContent(html, 'og:image')).toBe(target.url + news.img_portada);
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(jsonLdOf(html)).toMatchObject({
        '@type': 'NewsArticle',
        headline: news.titulo,
        datePublished: news.created_at,
        author: [{ '@type': 'Person', name: news.editor }],
      });
      expect(html).toContain('<div id="root" data-shell="contrato"></div>');
    });

    it('answers /evento/:id with the event’s meta and Event data', async () => {
      const html = await (await call(`/evento/${seeded.eventId}`)).text();
      const { evento } = eventDetailResponseSchema.parse(
        await (await call(`/api/evento/${seeded.eventId}`)).json(),
      );
      expect(metaContent(html, 'og:title')).toBe(evento[0].titulo);
      expect(metaContent(html, 'og:type')).toBe('website');
      expect(jsonLdOf(html)).toMatchObject({
        '@type': 'Event',
        name: evento[0].titulo,
        location: { '@type': 'Place' },
      });
      expect((jsonLdOf(html) as { startDate: string }).startDate.startsWith(evento[0].fecha)).toBe(true);
    });

    it('answers unknown paths and albums with a 404 carrying the shell, never a soft 404', async () => {
      for (const path of [
        '/no-existe',
        '/noticias',
        '/noticias/santiago/7/1/extra',
        '/album/000000000000000000000000',
        '/album/no-es-un-id',
        '/admin/otra-cosa',
      ]) {
        const response = await call(path);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('Content-Type'), path).toMatch(/^text\/html/);
        expect(response.headers.get('X-Robots-Tag'), path).toBe('noindex');
        expectSecurityHeaders(response, path);
        expect(response.headers.get('Content-Security-Policy'), path).toContain("frame-ancestors 'none'");
        // The same document as any route: the shell shows its Spanish "not found" page.
        expect(await response.text(), path).toBe(PLACEHOLDER_SHELL);
        const conditional = await call(path, { headers: { 'If-None-Match': '*' } });
        expect(conditional.status, path).toBe(404);
        await conditional.body?.cancel();
      }
      for (const path of [
        '/colaboradores',
        '/login',
        `/editarnoticia/${seeded.newsId}`,
        '/noticias/b/año/10/1',
      ]) {
        const response = await call(path);
        expect(response.status, path).toBe(200);
        await response.body?.cancel();
      }
    });

    it('answers unknown items with a 404 carrying the shell', async () => {
      for (const path of ['/noticia/000000000000000000000000', '/evento/no-es-un-id']) {
        const response = await call(path);
        expect(response.status, path).toBe(404);
        const html = await response.text();
        expect(titleOf(html)).toBe('Santiago Noticias');
        expect(html).toContain('data-shell="contrato"');
      }
    });
  });

  describe('feeds, sitemaps and robots.txt', () => {
    async function getDocument(path: string, contentType: string) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Type'), path).toBe(contentType);
      expect(response.headers.get('Cache-Control'), path).toMatch(EDGE_CACHEABLE);
      return response.text();
    }

    it('/rss.xml: the 50 newest news', async () => {
      const { rss } = parseXml<ParsedRss>(
        await getDocument('/rss.xml', 'application/rss+xml; charset=utf-8'),
      );
      expect(rss.channel.item).toHaveLength(50);
      const newest = newsDetailResponseSchema.parse(
        await (await call(`/api/noticia/${seeded.newsId}`)).json(),
      ).noticia[0];
      expect(rss.channel.item![0]!.link).toBe(`${target.url}/noticia/${seeded.newsId}/${newest.slug}`);
      expect(rss.channel.item![0]!.enclosure['@url']).toBe(target.url + seeded.newsCover);
      // Each enclosure gives its cover's real byte length and type, as the media store serves it.
      for (const item of rss.channel.item!.slice(0, 3)) {
        const cover = await call(new URL(item.enclosure['@url']).pathname);
        expect(cover.status).toBe(200);
        const bytes = (await cover.arrayBuffer()).byteLength;
        expect(bytes).toBeGreaterThan(0);
        expect(item.enclosure['@length']).toBe(String(bytes));
        expect(item.enclosure['@type']).toBe(cover.headers.get('Content-Type'));
      }
    });

    it('/rss/{province}.xml: one province; unknown is a 404', async () => {
      const { rss } = parseXml<ParsedRss>(
        await getDocument('/rss/santiago-del-estero.xml', 'application/rss+xml; charset=utf-8'),
      );
      expect(rss.channel.item!.length).toBeGreaterThan(0);
      expect(rss.channel.item!.every((item) => item.category === 'Santiago del Estero')).toBe(true);
      await expectError('/rss/narnia.xml', 404);
    });

    it('/sitemap.xml and its sitemaps', async () => {
      const xml = 'application/xml; charset=utf-8';
      const { sitemapindex } = parseXml<ParsedSitemapIndex>(await getDocument('/sitemap.xml', xml));
      expect(sitemapindex.sitemap).toHaveLength(4);
      const counts: Record<string, number> = {};
      for (const { loc } of sitemapindex.sitemap) {
        expect(loc.startsWith(`${target.url}/sitemap-`)).toBe(true);
        const { urlset } = parseXml<ParsedUrlSet>(await getDocument(loc.slice(target.url.length), xml));
        counts[loc.slice(target.url.length)] = urlset.url?.length ?? 0;
      }
      expect(counts['/sitemap-news.xml']).toBeGreaterThanOrEqual(60);
      expect(counts['/sitemap-events.xml']).toBe(20);
      expect(counts['/sitemap-albums.xml']).toBe(12);
      // The demo has five news within the last 48 hours.
      expect(counts['/sitemap-google-news.xml']).toBeGreaterThanOrEqual(5);
    });

    it('/robots.txt', async () => {
      const text = await getDocument('/robots.txt', 'text/plain; charset=utf-8');
      expect(text).toContain('Allow: /\n');
      expect(text).not.toContain('Disallow');
      expect(text).toContain(`Sitemap: ${target.url}/sitemap.xml\n`);
    });
  });

  describe('staff', () => {
    let cookie = '';

    it('logs in, reads the session and is refused without it', async () => {
      await expectError('/api/session', 401);
      await expectError('/api/login', 400, jsonBody('POST', { username: 'admin', contraseña: 'incorrecta' }));
      const login = await call(
        '/api/login',
        jsonBody('POST', { username: 'admin', contraseña: CONTRACT_ADMIN_PASSWORD }),
      );
      expect(login.status).toBe(200);
      loginResponseSchema.parse(await login.json());
      cookie = sessionCookieOf(login);
      // docs/security.md: HttpOnly, SameSite=Lax, the whole site; Secure only over https (this is http).
      const [session = '', device = ''] = login.headers.getSetCookie();
      const attributes = session.split(/;\s*/).slice(1);
      expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
      expect(attributes).not.toContain('Secure');
      // The device cookie (issue 23 item 2): only for the login, never to other sites.
      expect(device.startsWith('portal_dispositivo=')).toBe(true);
      expect(device.split(/;\s*/).slice(1)).toEqual(
        expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/api/login']),
      );
      const answer = await call('/api/session', { headers: { Cookie: cookie } });
      expect(answer.status).toBe(200);
      expect(sessionResponseSchema.parse(await answer.json()).usuario.username).toBe('admin');
    });

    it('refuses an unsafe call from another origin', async () => {
      await expectError('/api/crearnoticia', 403, {
        ...jsonBody('POST', {}),
        headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: 'https://otro.example' },
      });
    });

    it('uploads an image (R2 on workerd) and publishes a news item with it; public reads are fresh at once', async () => {
      const listBefore = await call('/api/noticias/5/1');
      const etagBefore = listBefore.headers.get('ETag')!;
      // An answer the write does not change: only the content version can change its ETag.
      const robotsBefore = (await call('/robots.txt')).headers.get('ETag')!;

      const picture = testJpeg();
      const form = new FormData();
      form.append('file', new Blob([picture], { type: 'image/jpeg' }), 'foto.jpg');
      form.append('folder', 'noticias');
      const upload = await call('/api/upload-image', {
        method: 'POST',
        body: form,
        headers: { Cookie: cookie },
      });
      const uploaded = uploadImageResponseSchema.parse(await upload.json());
      expect(upload.status).toBe(200);
      const image = await call(new URL(uploaded.url, target.url).pathname);
      expect(image.status).toBe(200);
      expect(image.headers.get('Content-Type')).toBe('image/jpeg');
      expect(new Uint8Array(await image.arrayBuffer())).toEqual(picture);

      const created = await call('/api/crearnoticia', {
        ...jsonBody('POST', {
          titulo: 'Contrato: ambos entornos responden igual',
          descripcion: 'Una noticia escrita por la prueba de contrato.',
          texto: '<p>Cuerpo <script>alert(1)</script>de la noticia.</p>',
          provincia: 'Santiago del Estero',
          img_portada: uploaded.url,
        }),
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
      });
      expect(created.status).toBe(200);
      const { id } = createNewsResponseSchema.parse(await created.json());

      const list = await call('/api/noticias/5/1');
      expect(list.headers.get('ETag')).not.toBe(etagBefore);
      expect(newsListResponseSchema.parse(await list.json()).docs[0]!._id).toBe(id);
      const conditional = await call('/api/noticias/5/1', { headers: { 'If-None-Match': etagBefore } });
      expect(conditional.status).toBe(200);
      const robots = await call('/robots.txt', { headers: { 'If-None-Match': robotsBefore } });
      expect(robots.status).toBe(200);
      expect(robots.headers.get('ETag')).not.toBe(robotsBefore);

      const detail = newsDetailResponseSchema.parse(await (await call(`/api/noticia/${id}`)).json());
      expect(detail.noticia[0].texto).not.toContain('<script');
      const page = await (await call(`/noticia/${id}`)).text();
      expect(metaContent(page, 'og:image')).toBe(new URL(uploaded.url, target.url).href);
    });

    it('keeps a draft out of every public answer until it is published; a stale If-Match gets 412', async () => {
      const created = await call('/api/crearnoticia', {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          titulo: 'Borrador del contrato',
          descripcion: 'Todavía no sale.',
          provincia: 'La Rioja',
          img_portada: '/media/noticias/borrador.jpg',
          estado: 'borrador',
        }),
      });
      expect(created.status).toBe(200);
      const { id } = createNewsResponseSchema.parse(await created.json());
      await expectError(`/api/noticia/${id}`, 404);
      expect((await call(`/noticia/${id}`)).status).toBe(404);
      const list = await getPublic('/api/noticias/La Rioja/100/1', newsListResponseSchema);
      expect(list.docs.map((n) => n._id)).not.toContain(id);
      expect(await (await call('/rss.xml')).text()).not.toContain(id);

      const staff = await call(`/api/redaccion/noticia/${id}`, { headers: { Cookie: cookie } });
      expect(staff.status).toBe(200);
      expect(staff.headers.get('ETag')).toBe('"1"');
      const save = (body: object, ifMatch: string) =>
        call('/api/noticia', {
          method: 'PUT',
          headers: { Cookie: cookie, 'Content-Type': 'application/json', 'If-Match': ifMatch },
          body: JSON.stringify({ id, ...body }),
        });
      expect((await save({ estado: 'publicada' }, '"1"')).status).toBe(200);
      const stale = await save({ titulo: 'Tarde' }, '"1"');
      expect(stale.status).toBe(412);
      // Who saved in between, when, and the item as it is now (to load it, or save on top of it).
      expect(await stale.json()).toMatchObject({
        msg: expect.stringMatching(
          / guardó esta noticia a las \d\d:\d\d \(hora de Argentina\) mientras la editabas\.$/,
        ),
        actualizado_por: expect.any(String),
        version: 2,
        noticia: { _id: id, estado: 'publicada', version: 2 },
      });
      // A save never takes it offline: back to draft only with despublicar.
      expect((await save({ estado: 'borrador' }, '"2"')).status).toBe(409);
      const published = newsDetailResponseSchema.parse(await (await call(`/api/noticia/${id}`)).json());
      expect(published.noticia[0].titulo).toBe('Borrador del contrato');
      const after = await getPublic('/api/noticias/La Rioja/100/1', newsListResponseSchema);
      expect(after.docs[0]!._id).toBe(id);
    });

    it('pages and searches the back office’s news list over every item', async () => {
      const staffGet = async (path: string) => {
        const response = await call(path, { headers: { Cookie: cookie } });
        expect(response.status, path).toBe(200);
        expect(response.headers.get('Cache-Control'), path).toBe('no-store');
        return response.json() as Promise<unknown>;
      };
      const { noticias } = staffNewsListResponseSchema.parse(await staffGet('/api/redaccion/noticias/10/5'));
      expect(noticias.totalDocs).toBeGreaterThan(50);
      const old = noticias.docs[9]!;
      const found = staffNewsListResponseSchema.parse(
        await staffGet(`/api/redaccion/noticias/10/1?q=${encodeURIComponent(old.titulo.toUpperCase())}`),
      );
      expect(found.noticias.docs.map((n) => n._id)).toContain(old._id);
      await expectError('/api/redaccion/noticias/10/1', 401);
    });

    it('deletes the event the central banner links to and clears the link in the same write', async () => {
      const [banner] = bannersResponseSchema.parse(await (await call('/api/get-banner')).json()).banners;
      const linked = /^\/evento\/([0-9a-f]{24})$/.exec(banner!.url)?.[1];
      expect(linked, banner!.url).toBeDefined();
      const deleted = await call(`/api/evento/${linked}`, {
        method: 'DELETE',
        headers: { Cookie: cookie },
      });
      expect(deleted.status).toBe(200);
      const after = bannersResponseSchema.parse(await (await call('/api/get-banner')).json()).banners;
      expect(after[0]!.url).toBe('');
      const agenda = staffEventsListResponseSchema.parse(
        await (await call('/api/redaccion/eventos/100/1', { headers: { Cookie: cookie } })).json(),
      );
      expect(agenda.eventos.docs.map((event) => event._id)).not.toContain(linked);
    });

    it.each([
      ['terraviva/noticias/', 'noticias'],
      ['terraviva/agenda/Festival del Folclore/', 'agenda'],
      ['terraviva/albums/Carnaval-2026-02-12/', 'albums'],
      ['terraviva/banners/', 'banners'],
      ['terraviva/banners-p', 'publicidad'],
    ])("takes the original client's upload folder %s as the section %s", async (folder, section) => {
      const form = new FormData();
      form.append('file', new Blob([testJpeg()], { type: 'image/jpeg' }), 'foto.jpg');
      form.append('folder', folder);
      const upload = await call('/api/upload-image', {
        method: 'POST',
        body: form,
        headers: { Cookie: cookie },
      });
      expect(upload.status).toBe(200);
      const { public_id, url } = uploadImageResponseSchema.parse(await upload.json());
      expect(public_id).toMatch(new RegExp(`^${section}/[0-9a-f]{24}\\.jpg$`));
      expect((await call(url)).status).toBe(200);
    });

    it.each(['terraviva/fotos/', 'terraviva/noticias/2026/', 'terraviva/albums/../../etc/'])(
      'refuses the upload folder %s with a Spanish message',
      async (folder) => {
        const form = new FormData();
        form.append('file', new Blob([testJpeg()], { type: 'image/jpeg' }), 'foto.jpg');
        form.append('folder', folder);
        await expectError('/api/upload-image', 400, {
          method: 'POST',
          body: form,
          headers: { Cookie: cookie },
        });
      },
    );

    it('logs out: the session ends', async () => {
      const logout = await call('/api/logout', { method: 'POST', headers: { Cookie: cookie } });
      expect(logout.status).toBe(200);
      await expectError('/api/session', 401, { headers: { Cookie: cookie } });
    });
  });

  describe('the API description', () => {
    let document: OpenApiDocument;
    const operations = () =>
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          path,
          method: method.toUpperCase(),
          operation,
        })),
      );

    it('GET /api/openapi.json is OpenAPI 3.1, with the session and the privileges of staff calls', async () => {
      const response = await call('/api/openapi.json');
      expect(response.status).toBe(200);
      document = (await response.json()) as OpenApiDocument;
      expect(document.openapi).toMatch(/^3\.1\./);
      expect(document.components?.securitySchemes?.['sesion']).toMatchObject({ in: 'cookie', name: 'sid' });
      const byKey = new Map(operations().map((o) => [`${o.method} ${o.path}`, o.operation]));
      expect(byKey.get('GET /api/session')?.security).toEqual([{ sesion: [] }]);
      expect(byKey.get('GET /api/noticias/{limit}/{page}')?.security).toBeUndefined();
      expect(byKey.get('DELETE /api/album/{id}')?.['x-privilegios']).toEqual(['galeria', 'usuarios']);
      for (const { method, path, operation } of operations()) {
        if (operation.security) expect(operation['x-privilegios'], `${method} ${path}`).toBeDefined();
      }
    });

    it("GET /api/docs renders it with Scalar, whose script is one of the portal's static files", async () => {
      const page = await call('/api/docs');
      expect(page.status).toBe(200);
      expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
      const html = await page.text();
      const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts).toEqual(['/api-docs/scalar.js']);
      expect(html).toContain('/api/openapi.json');
      const policy = page.headers.get('Content-Security-Policy') ?? '';
      expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
      // Served as any file of the shell (a stand-in here; the real one is checked in e2e/).
      const script = await call('/api-docs/scalar.js');
      expect(script.status).toBe(200);
      expect(script.headers.get('Content-Type')).toMatch(/^(text|application)\/javascript/);
      expect(await script.text()).toContain('Scalar');
    });

    it('describes no route that the app does not serve', async () => {
      const sample: Record<string, string> = {
        id: '0'.repeat(24),
        limit: '10',
        page: '1',
        prov: 'Tucuman',
        busq: 'a',
        file: 'tucuman.xml',
        key: 'x.jpg',
      };
      for (const { method, path, operation } of operations()) {
        const url = path.replaceAll(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(sample[name] ?? 'x'),
        );
        // No body: a staff call stops at its 401, a public write at its 415 (logout just logs out).
        const response = await call(url, { method });
        expect(await routedBy(response), `${method} ${path} → ${response.status}`).toBe(true);
        if (operation.security) expect(response.status, `${method} ${path}`).toBe(401);
      }
    });

    it('describes every route of the app that the suite has called', async () => {
      const templates = operations().map(({ method, path }) => ({
        method,
        // A media key and a page's path have slashes; every other param is one segment.
        pattern: new RegExp(
          `^${path
            .replaceAll('.', '\\.')
            .replaceAll('{key}', '.+')
            .replaceAll('{ruta}', '.*')
            .replaceAll(/\{\w+\}/g, '[^/]+')}/?$`,
        ),
      }));
      const routed = (await Promise.all(made)).filter(({ routed }) => routed).map(({ key }) => key);
      // The suite reaches the app's documents and images too, not only the API.
      expect(routed).toEqual(expect.arrayContaining(['GET /rss.xml', 'GET /robots.txt', 'GET /api/session']));
      expect(routed.some((key) => key.startsWith('GET /media/'))).toBe(true);
      const undescribed = routed.filter((key) => {
        const [method, path] = key.split(' ') as [string, string];
        return !templates.some(
          (t) => (t.method === method || (method === 'HEAD' && t.method === 'GET')) && t.pattern.test(path),
        );
      });
      expect([...new Set(undescribed)]).toEqual([]);
    });
  });
}

interface OpenApiOperation {
  security?: unknown;
  'x-privilegios'?: string[];
}

interface OpenApiDocument {
  openapi: string;
  components?: { securitySchemes?: Record<string, unknown> };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Whether the app had a route for the call: anything but its catch-all 404 'Recurso no encontrado.'. */
async function routedBy(response: Response): Promise<boolean> {
  if (response.status !== 404) return true;
  const body = await response.text();
  return !body.includes('Recurso no encontrado.');
}

function jsonBody(method: string, body: unknown): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/** `name=value` of the session cookie a login sets. */
function sessionCookieOf(response: Response): string {
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!setCookie) throw new Error('no session cookie');
  return setCookie.split(';')[0]!;
}

/** A real 8×8 JPEG (uploads are checked by content, not by name). */
function testJpeg(): Uint8Array<ArrayBuffer> {
  const width = 8;
  const height = 8;
  const data = Buffer.alloc(width * height * 4, 0x80);
  return Uint8Array.from(jpeg.encode({ data, width, height }, 80).data);
}
