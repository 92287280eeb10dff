import { slugify } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { AppDatabase } from '../db/database.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createTestApp } from '../../test-support/create-test-app.ts';
import {
  insertAlbums,
  insertEvents,
  insertNews,
  minutesAfterEpoch,
  testId,
} from '../../test-support/content-fixtures.ts';
import { FEED_CACHE_CONTROL, RSS_CONTENT_TYPE, TEXT_CONTENT_TYPE, XML_CONTENT_TYPE } from './feeds.routes.ts';
import {
  parseXml,
  type ParsedRss,
  type ParsedSitemapIndex,
  type ParsedUrlSet,
} from '../../test-support/xml.ts';

const ORIGIN = 'https://portal.example';
let app: App;
let db: AppDatabase;
let media: MediaStore;
let close: () => void;
/** The stored size of the fixtures' default cover, /media/noticias/portada.jpg. */
const COVER_BYTES = 48_213;

beforeEach(async () => {
  ({ app, db, media, close } = await createTestApp());
  await media.put('noticias/portada.jpg', new Uint8Array(COVER_BYTES), 'image/jpeg');
});
afterEach(() => close());

async function get(path: string, contentType: string) {
  const response = await app.request(ORIGIN + path);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(response.headers.get('Content-Type')).toBe(contentType);
  expect(response.headers.get('Cache-Control')).toBe(FEED_CACHE_CONTROL);
  expect(response.headers.get('ETag')).toMatch(/^"[^"]+"$/);
  return text;
}

describe('GET /rss.xml', () => {
  it('lists the 50 newest news as RSS 2.0 items, newest first', async () => {
    const news = await insertNews(
      db,
      ...Array.from({ length: 55 }, (_, i) => ({
        _id: testId(1000 + i),
        titulo: `Noticia ${i}`,
        created_at: minutesAfterEpoch(i),
      })),
    );
    const { rss } = parseXml<ParsedRss>(await get('/rss.xml', RSS_CONTENT_TYPE));
    expect(rss['@version']).toBe('2.0');
    expect(rss.channel.title).toBe('Santiago Noticias');
    expect(rss.channel.link).toBe(`${ORIGIN}/`);
    expect(rss.channel.language).toBe('es-AR');
    expect(rss.channel['atom:link']).toEqual({
      '@href': `${ORIGIN}/rss.xml`,
      '@rel': 'self',
      '@type': 'application/rss+xml',
    });
    const items = rss.channel.item!;
    expect(items).toHaveLength(50);
    const newest = news.at(-1)!;
    expect(items[0]).toEqual({
      title: 'Noticia 54',
      link: `${ORIGIN}/noticia/${newest._id}/${slugify(newest.titulo)}`,
      guid: { '#text': `${ORIGIN}/noticia/${newest._id}/${slugify(newest.titulo)}`, '@isPermaLink': 'true' },
      pubDate: new Date(newest.created_at).toUTCString(),
      description: 'Un resumen.',
      category: 'Santiago del Estero',
      'dc:creator': 'Julián Paz',
      enclosure: {
        '@url': `${ORIGIN}/media/noticias/portada.jpg`,
        '@type': 'image/jpeg',
        '@length': String(COVER_BYTES),
      },
    });
    expect(items.at(-1)!.title).toBe('Noticia 5');
    // RFC 822 dates that read back as the same moment.
    expect(Date.parse(items[0]!.pubDate)).toBe(
      Date.parse(newest.created_at) - (Date.parse(newest.created_at) % 1000),
    );
  });

  it('stays well-formed whatever the newsroom wrote', async () => {
    const hostile = `Tom & "Jerry" <b>'x'</b> ]]> \u0007\u001b fin`;
    await media.put('noticias/a.png', new Uint8Array(321), 'image/png');
    await insertNews(db, { titulo: hostile, descripcion: hostile, img_portada: '/media/noticias/a.png' });
    const item = parseXml<ParsedRss>(await get('/rss.xml', RSS_CONTENT_TYPE)).rss.channel.item![0]!;
    expect(item.title).toBe(`Tom & "Jerry" <b>'x'</b> ]]>  fin`);
    expect(item.description).toBe(item.title);
    expect(item.enclosure['@type']).toBe('image/png');
    expect(item.enclosure['@length']).toBe('321');
  });

  it("gives each enclosure its cover's stored length and type; none for a missing file", async () => {
    await media.put('noticias/foto.webp', new Uint8Array(7_777), 'image/webp');
    await insertNews(
      db,
      { titulo: 'WebP', img_portada: '/media/noticias/foto.webp', created_at: minutesAfterEpoch(3) },
      { titulo: 'Sin archivo', img_portada: '/media/noticias/borrada.jpg', created_at: minutesAfterEpoch(2) },
      {
        titulo: 'Externa',
        img_portada: 'https://fotos.example/portada.png',
        created_at: minutesAfterEpoch(1),
      },
    );
    const items = parseXml<ParsedRss>(await get('/rss.xml', RSS_CONTENT_TYPE)).rss.channel.item!;
    const byTitle = new Map(items.map((item) => [item.title, item]));
    expect(byTitle.get('WebP')!.enclosure).toEqual({
      '@url': `${ORIGIN}/media/noticias/foto.webp`,
      '@type': 'image/webp',
      '@length': '7777',
    });
    expect(byTitle.get('Sin archivo')!.enclosure).toBeUndefined();
    // Elsewhere, the size cannot be known: 0, as the RSS profile asks.
    expect(byTitle.get('Externa')!.enclosure).toEqual({
      '@url': 'https://fotos.example/portada.png',
      '@type': 'image/png',
      '@length': '0',
    });
  });

  it('is an empty channel without news', async () => {
    const { rss } = parseXml<ParsedRss>(await get('/rss.xml', RSS_CONTENT_TYPE));
    expect(rss.channel.item).toBeUndefined();
  });
});

describe('GET /rss/{province}.xml', () => {
  it('lists only that province, however the name is written', async () => {
    await insertNews(
      db,
      { provincia: 'Santiago del Estero', titulo: 'En Santiago' },
      { provincia: 'Tucuman', titulo: 'En Tucumán' },
      { provincia: 'Tierra Del Fuego', titulo: 'En Ushuaia' },
    );
    for (const [path, title] of [
      ['/rss/santiago-del-estero.xml', 'En Santiago'],
      ['/rss/Santiago%20del%20Estero.xml', 'En Santiago'],
      ['/rss/tucum%C3%A1n.xml', 'En Tucumán'],
      ['/rss/tierra-del-fuego.xml', 'En Ushuaia'],
    ] as const) {
      const { channel } = parseXml<ParsedRss>(await get(path, RSS_CONTENT_TYPE)).rss;
      expect(
        channel.item!.map((item) => item.title),
        path,
      ).toEqual([title]);
    }
    const { channel } = parseXml<ParsedRss>(await get('/rss/santiago-del-estero.xml', RSS_CONTENT_TYPE)).rss;
    expect(channel.title).toBe('Santiago Noticias: Santiago del Estero');
    expect(channel['atom:link']['@href']).toBe(`${ORIGIN}/rss/santiago-del-estero.xml`);
    // Named as the pages' heads name it: the province with its accents.
    const tucuman = parseXml<ParsedRss>(await get('/rss/tucuman.xml', RSS_CONTENT_TYPE)).rss.channel;
    expect(tucuman.title).toBe('Santiago Noticias: Tucumán');
    expect(tucuman.description).toBe('Las últimas noticias de Tucumán.');
  });

  it.each(['/rss/narnia.xml', '/rss/rosario.xml', '/rss/santiago-del-estero.json', '/rss/.xml'])(
    '%s is a 404',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toHaveProperty('msg');
    },
  );
});

describe('sitemaps', () => {
  it('/sitemap.xml indexes the news, events, albums and Google News sitemaps', async () => {
    await insertNews(db, { created_at: minutesAfterEpoch(10) });
    const { sitemapindex } = parseXml<ParsedSitemapIndex>(await get('/sitemap.xml', XML_CONTENT_TYPE));
    expect(sitemapindex['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(sitemapindex.sitemap.map((s) => s.loc)).toEqual([
      `${ORIGIN}/sitemap-news.xml`,
      `${ORIGIN}/sitemap-events.xml`,
      `${ORIGIN}/sitemap-albums.xml`,
      `${ORIGIN}/sitemap-google-news.xml`,
    ]);
    expect(sitemapindex.sitemap[0]!.lastmod).toBe(minutesAfterEpoch(10));
    expect(sitemapindex.sitemap[1]!.lastmod).toBeUndefined();
  });

  it('list every news item, event and album page', async () => {
    const news = await insertNews(
      db,
      { created_at: minutesAfterEpoch(1) },
      { created_at: minutesAfterEpoch(2) },
    );
    const events = await insertEvents(db, {}, {});
    const albums = await insertAlbums(db, {});
    const locs = async (path: string) => {
      const { urlset } = parseXml<ParsedUrlSet>(await get(path, XML_CONTENT_TYPE));
      expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      return urlset.url!.map((u) => u.loc).sort();
    };
    expect(await locs('/sitemap-news.xml')).toEqual(
      news.map((n) => `${ORIGIN}/noticia/${n._id}/${slugify(n.titulo)}`).sort(),
    );
    expect(await locs('/sitemap-events.xml')).toEqual(
      events.map((e) => `${ORIGIN}/evento/${e._id}/${slugify(e.titulo)}`).sort(),
    );
    expect(await locs('/sitemap-albums.xml')).toEqual(albums.map((a) => `${ORIGIN}/album/${a._id}`).sort());
  });

  it('/sitemap-google-news.xml lists the news of the last 48 hours with their publication data', async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    const [fresh, yesterday] = await insertNews(
      db,
      { titulo: 'Hace una hora & algo', created_at: hoursAgo(1) },
      { titulo: 'Ayer', created_at: hoursAgo(30) },
      { titulo: 'Hace tres días', created_at: hoursAgo(72) },
    );
    const { urlset } = parseXml<ParsedUrlSet>(await get('/sitemap-google-news.xml', XML_CONTENT_TYPE));
    expect(urlset.url).toHaveLength(2);
    expect(urlset.url![0]).toEqual({
      loc: `${ORIGIN}/noticia/${fresh!._id}/${slugify(fresh!.titulo)}`,
      'news:news': {
        'news:publication': { 'news:name': 'Santiago Noticias', 'news:language': 'es' },
        'news:publication_date': fresh!.created_at,
        'news:title': 'Hace una hora & algo',
      },
    });
    expect(urlset.url![1]!.loc).toBe(`${ORIGIN}/noticia/${yesterday!._id}/${slugify(yesterday!.titulo)}`);
  });
});

describe('GET /robots.txt', () => {
  it('allows the whole site, names the sitemap and lists no back-office path', async () => {
    const text = await get('/robots.txt', TEXT_CONTENT_TYPE);
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual([]);
    expect(text).not.toMatch(/admin|login|usuario/);
  });
});
