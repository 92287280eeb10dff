/**
 * Every public page carries its own head in the server's HTML (DESIGN §10, §4; issue #32): the
 * running Node entry over a libSQL file with the demo content, the built shell, and the four
 * built sections on their own origins with their real render endpoints. Each page's title,
 * description, canonical URL, robots, Open Graph and Twitter tags and its own feeds come in its
 * section's fragment; absolute URLs are on SITE_URL, never on the address the request came to.
 * Every page names the site's feed (issue #35).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SITE_DESCRIPTION,
  findProvince,
  foldText,
  provinceDisplayName,
  slugify,
  type Album,
  type EventoListItem,
  type NoticiaListItem,
  type Page,
} from '@portal/contracts';
import { REPO_ROOT, startNodeServer, type RunningServer } from '../node/server.ts';
import { freePort, sectionsBuilt, startBuiltSections } from '../../test-support/built-sections.ts';
import { canonicalOf, feedsOf, headOf, jsonLdOf, metaContent, titleOf } from '../../test-support/html.ts';

const SITE_URL = 'https://portal.example';

let dir: string;
let portal: RunningServer;
let sections: Awaited<ReturnType<typeof startBuiltSections>>;
const seeded = {} as { news: NoticiaListItem; event: EventoListItem; album: Album };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-page-heads-'));
  process.env.SITE_URL = SITE_URL;
  // A cold section renderer on a loaded machine must not turn a page into a fallback.
  process.env.SSR_BUDGET_MS = '5000';
  const port = await freePort();
  sections = await startBuiltSections(`http://127.0.0.1:${port}`);
  portal = await startNodeServer({
    port,
    databaseUrl: `file:${join(dir, 'portal.db')}`,
    mediaDir: join(dir, 'media'),
    shellDir: join(REPO_ROOT, 'shell/dist'),
    remotes: sections.manifests,
    adminPassword: 'clave-de-cabeceras-1',
    orphanCleanup: false,
    quiet: true,
  });
  const read = async <T>(path: string) => (await (await fetch(portal.url + path)).json()) as T;
  seeded.news = (await read<Page<NoticiaListItem>>('/api/noticias/1/1')).docs[0]!;
  seeded.event = (await read<{ eventos: Page<EventoListItem> }>('/api/eventos/1/1')).eventos.docs[0]!;
  const albumId = (await read<{ albums: Page<Album> }>('/api/albums/1/1')).albums.docs[0]!._id;
  seeded.album = (await read<{ album: Album[] }>(`/api/album/${albumId}`)).album[0]!;
}, 120_000);

afterAll(async () => {
  await portal?.close();
  await sections?.close();
  delete process.env.SITE_URL;
  delete process.env.SSR_BUDGET_MS;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The document at `path` as a crawler gets it (no redirect followed). */
async function load(path: string) {
  const response = await fetch(portal.url + path, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, location: response.headers.get('Location'), html, head: headOf(html) };
}

/** A page's head holds each of its tags once, and its section was rendered on the server. */
function expectOneHead(html: string) {
  const head = headOf(html);
  expect(head.match(/<title>/g)).toHaveLength(1);
  expect(head.match(/<meta name="description"/g)).toHaveLength(1);
  expect(head.match(/<link rel="canonical"/g)?.length ?? 0).toBeLessThanOrEqual(1);
  expect(head.match(/<meta name="robots"/g)?.length ?? 0).toBeLessThanOrEqual(1);
  expect(html).toContain('data-ssr-section=');
  expect(html).not.toContain('data-ssr-fallback');
}

const SITE_FEED = { title: 'Santiago Noticias', href: '/rss.xml' };

/**
 * The page's largest picture is preloaded once, the head's first hint: right after the viewport
 * (its `imagesizes` read at the phone's width) and before the stylesheets the head holds inline.
 */
function expectPicturePreloadedFirst(html: string, picture: string) {
  const head = headOf(html);
  const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toContain(`href="${picture}"`);
  expect(preloads[0]).toMatch(/ imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high"/);
  const at = head.indexOf(preloads[0]!);
  expect(at).toBeGreaterThan(head.indexOf('<meta name="viewport"'));
  expect(at).toBeLessThan(head.indexOf('<style'));
}

/**
 * The page names the site's feed and then `own` (issue #35), each a feed that answers: RSS whose
 * channel has the title the link gives.
 */
async function expectFeeds(html: string, ...own: { title: string; href: string }[]) {
  const feeds = feedsOf(html);
  expect(feeds).toEqual([SITE_FEED, ...own]);
  for (const { title, href } of feeds) {
    const response = await fetch(portal.url + href!, { redirect: 'manual' });
    expect(response.status, href).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/rss\+xml/);
    expect(/<channel>\s*<title>([^<]*)<\/title>/.exec(await response.text())?.[1], href).toBe(
      title?.replaceAll('&', '&amp;'),
    );
  }
}

/** The Open Graph and Twitter card of a page of the site (a list, an album…). */
function expectCard(html: string, { title, url }: { title: string; url: string }) {
  expect(metaContent(html, 'og:site_name')).toBe('Santiago Noticias');
  expect(metaContent(html, 'og:locale')).toBe('es_AR');
  expect(metaContent(html, 'og:type')).toBe('website');
  expect(metaContent(html, 'og:title')).toBe(title);
  expect(metaContent(html, 'og:url')).toBe(url);
  expect(metaContent(html, 'og:description')).toBe(metaContent(html, 'description'));
  expect(metaContent(html, 'twitter:title')).toBe(title);
  expect(metaContent(html, 'twitter:description')).toBe(metaContent(html, 'description'));
  expect(metaContent(html, 'twitter:card')).toMatch(/^summary(_large_image)?$/);
  expect(metaContent(html, 'robots')).toBeUndefined();
}

describe.skipIf(!sectionsBuilt)('the head of every public page, from its section', () => {
  it('the home: the site itself, its first featured story as its picture', async () => {
    const { status, html } = await load('/');
    expect(status).toBe(200);
    expectOneHead(html);
    expect(titleOf(html)).toBe('Santiago Noticias');
    expect(metaContent(html, 'description')).toBe(SITE_DESCRIPTION);
    expect(canonicalOf(html)).toBe(`${SITE_URL}/`);
    expectCard(html, { title: 'Santiago Noticias', url: `${SITE_URL}/` });
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${SITE_URL}/media/`));
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expectPicturePreloadedFirst(html, metaContent(html, 'og:image')!.slice(SITE_URL.length));
    await expectFeeds(html);
  });

  it('the news of every province: Más noticias', async () => {
    const { status, html } = await load('/noticias/10/1');
    expect(status).toBe(200);
    expectOneHead(html);
    expect(titleOf(html)).toBe('Más noticias | Santiago Noticias');
    expect(metaContent(html, 'description')).toBe(
      'Las últimas noticias de Santiago del Estero y de las provincias argentinas.',
    );
    expect(canonicalOf(html)).toBe(`${SITE_URL}/noticias/10/1`);
    expectCard(html, { title: 'Más noticias', url: `${SITE_URL}/noticias/10/1` });
    await expectFeeds(html);
  });

  it('a province’s news: named after the province, with its feed', async () => {
    const province = provinceDisplayName(findProvince(seeded.news.provincia)!);
    const path = `/noticias/${encodeURIComponent(seeded.news.provincia)}/10/1`;
    const { status, html } = await load(path);
    expect(status).toBe(200);
    expectOneHead(html);
    expect(titleOf(html)).toBe(`Noticias de ${province} | Santiago Noticias`);
    expect(metaContent(html, 'description')).toBe(`Las últimas noticias de ${province}.`);
    expectCard(html, { title: `Noticias de ${province}`, url: SITE_URL + path });
    await expectFeeds(html, {
      title: `Santiago Noticias: ${province}`,
      href: `/rss/${foldText(seeded.news.provincia).replaceAll(' ', '-')}.xml`,
    });
  });

  it('a category’s and a tag’s news: named after them, with their feeds', async () => {
    const category = await load('/categoria/deportes/10/1');
    expect(category.status).toBe(200);
    expectOneHead(category.html);
    expect(titleOf(category.html)).toBe('Deportes | Santiago Noticias');
    expect(metaContent(category.html, 'description')).toBe('Las noticias de la categoría Deportes.');
    expectCard(category.html, { title: 'Deportes', url: `${SITE_URL}/categoria/deportes/10/1` });
    await expectFeeds(category.html, {
      title: 'Santiago Noticias: Deportes',
      href: '/categoria/deportes/rss.xml',
    });

    const tag = await load('/tema/turismo/10/1');
    expect(tag.status).toBe(200);
    expectOneHead(tag.html);
    expect(titleOf(tag.html)).toBe('Tema: Turismo | Santiago Noticias');
    expect(metaContent(tag.html, 'description')).toBe('Las noticias sobre Turismo.');
    expectCard(tag.html, { title: 'Tema: Turismo', url: `${SITE_URL}/tema/turismo/10/1` });
    await expectFeeds(tag.html, { title: 'Santiago Noticias: Turismo', href: '/tema/turismo/rss.xml' });

    // An unknown category is a 404 page that names no feed of its own.
    const unknown = await load('/categoria/no-existe/10/1');
    expect(unknown.status).toBe(404);
    await expectFeeds(unknown.html);
  });

  it('a search: named after the search, kept out of search engines', async () => {
    const { status, html } = await load('/noticias/b/santiago/10/1');
    expect(status).toBe(200);
    expectOneHead(html);
    expect(titleOf(html)).toBe('Resultados de: santiago | Santiago Noticias');
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(metaContent(html, 'description')).toBe('Las noticias que mencionan «santiago».');
    expect(metaContent(html, 'og:title')).toBe('Resultados de: santiago');
  });

  it('an article: everything the crawler pages had, from the section’s fragment', async () => {
    const { news } = seeded;
    const canonical = `${SITE_URL}/noticia/${news._id}/${slugify(news.titulo)}`;
    const { status, html, head } = await load(`/noticia/${news._id}`);
    expect(status).toBe(200);
    expectOneHead(html);
    expect(titleOf(html)).toBe(`${news.seo_titulo || news.titulo} | Santiago Noticias`);
    expect(metaContent(html, 'description')).toBeTruthy();
    expect(canonicalOf(html)).toBe(canonical);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:url')).toBe(canonical);
    expect(metaContent(html, 'og:image')).toBe(`${SITE_URL}${news.img_portada}`);
    expect(metaContent(html, 'article:published_time')).toBe(news.created_at);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLdOf(html)).toMatchObject({ '@type': 'NewsArticle', datePublished: news.created_at });
    expect(head).toContain(`<link rel="preload" as="image" href="${news.img_portada}"`);
    expectPicturePreloadedFirst(html, news.img_portada);
    await expectFeeds(html);
  });

  it('an article at a wrong slug moves for good to its canonical URL; an unknown one is a 404', async () => {
    const { news } = seeded;
    const moved = await load(`/noticia/${news._id}/un-titulo-viejo?x=1`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`/noticia/${news._id}/${slugify(news.titulo)}?x=1`);

    const missing = await load('/noticia/0123456789abcdef01234567');
    expect(missing.status).toBe(404);
    expectOneHead(missing.html);
    expect(titleOf(missing.html)).toBe('Noticia no encontrada | Santiago Noticias');
    expect(metaContent(missing.html, 'robots')).toBe('noindex');
    expect(canonicalOf(missing.html)).toBeUndefined();
  });

  it('the agenda, of every province and of one', async () => {
    const all = await load('/agenda/9/1');
    expect(all.status).toBe(200);
    expectOneHead(all.html);
    expect(titleOf(all.html)).toBe('Agenda: Próximos eventos | Santiago Noticias');
    expectCard(all.html, { title: 'Agenda: Próximos eventos', url: `${SITE_URL}/agenda/9/1` });

    const one = await load('/agenda/Salta/9/1');
    expect(one.status).toBe(200);
    expectOneHead(one.html);
    expect(titleOf(one.html)).toBe('Agenda: Salta | Santiago Noticias');
    expect(metaContent(one.html, 'description')).toBe(
      'Los próximos eventos en Salta: fechas, lugares y horarios.',
    );
    await expectFeeds(one.html);
  });

  it('an event: its title, card and Event data; an unknown one is a 404', async () => {
    const { event } = seeded;
    const canonical = `${SITE_URL}/evento/${event._id}/${slugify(event.titulo)}`;
    const { status, html, head } = await load(`/evento/${event._id}`);
    expect(status).toBe(200);
    expectOneHead(html);
    expect(titleOf(html)).toBe(`${event.titulo} | Santiago Noticias`);
    expect(canonicalOf(html)).toBe(canonical);
    expect(metaContent(html, 'og:image')).toBe(`${SITE_URL}${event.flayer}`);
    expect(jsonLdOf(html)).toMatchObject({ '@type': 'Event', name: event.titulo, url: canonical });
    expect(head).toContain(`<link rel="preload" as="image" href="${event.flayer}"`);
    expectPicturePreloadedFirst(html, event.flayer);

    const missing = await load('/evento/0123456789abcdef01234567');
    expect(missing.status).toBe(404);
    expect(titleOf(missing.html)).toBe('Evento no encontrado | Santiago Noticias');
    expect(metaContent(missing.html, 'robots')).toBe('noindex');
  });

  it('the albums, and an album: its name, its first photo as its picture', async () => {
    const list = await load('/albums/9/1');
    expect(list.status).toBe(200);
    expectOneHead(list.html);
    expect(titleOf(list.html)).toBe('Galerías | Santiago Noticias');
    expectCard(list.html, { title: 'Galerías', url: `${SITE_URL}/albums/9/1` });

    const { album } = seeded;
    const { status, html } = await load(`/album/${album._id}`);
    expect(status).toBe(200);
    expectOneHead(html);
    expect(titleOf(html)).toBe(`${album.nombre} | Santiago Noticias`);
    expect(metaContent(html, 'description')).toContain(`Fotos de ${album.nombre}`);
    expectCard(html, { title: album.nombre, url: `${SITE_URL}/album/${album._id}` });
    expect(metaContent(html, 'og:image')).toBe(`${SITE_URL}${album.fotos[0]}`);
    expect(metaContent(html, 'twitter:image')).toBe(`${SITE_URL}${album.fotos[0]}`);
    await expectFeeds(html);
  });

  it('the collaborators', async () => {
    const { status, html } = await load('/colaboradores');
    expect(status).toBe(200);
    expectOneHead(html);
    expect(titleOf(html)).toBe('Colaboradores | Santiago Noticias');
    expectCard(html, { title: 'Colaboradores', url: `${SITE_URL}/colaboradores` });
  });

  it('a page that does not exist, and a list page past its end: 404, noindex, no canonical, the site’s feed', async () => {
    const missing = await load('/no-existe/esta-pagina');
    expect(missing.status).toBe(404);
    expect(titleOf(missing.html)).toBe('Página no encontrada | Santiago Noticias');
    expect(metaContent(missing.html, 'robots')).toBe('noindex');
    expect(canonicalOf(missing.html)).toBeUndefined();
    expect(missing.head.match(/<title>/g)).toHaveLength(1);
    await expectFeeds(missing.html);

    const past = await load('/noticias/10/9999');
    expect(past.status).toBe(404);
    expectOneHead(past.html);
    expect(metaContent(past.html, 'robots')).toBe('noindex');
    expect(canonicalOf(past.html)).toBeUndefined();
    await expectFeeds(past.html);
  });
});
