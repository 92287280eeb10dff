import { readFileSync } from 'node:fs';
import { SITE_FEED, type PageHead } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { withPageHead } from './page-head.ts';
import { canonicalOf, feedsOf, headOf, jsonLdOf, metaContent, titleOf } from '../../test-support/html.ts';

/** The shell's built index.html, as rspack writes it (minified, one line). */
const SHELL =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<meta name="description" content="Noticias de Santiago del Estero."><title>Santiago Noticias</title>' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
  '<link rel="alternate" type="application/rss+xml" title="Santiago Noticias" href="/rss.xml"><script defer src="/main.66034b63.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const META = {
  title: 'Un título',
  description: 'Una descripción.',
  canonical: 'https://portal.example/noticia/0123456789abcdef01234567',
  openGraph: { type: 'article', image: 'https://portal.example/media/noticias/a.jpg' },
  jsonLd: { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'Un título' },
} satisfies PageHead;

describe('withPageHead', () => {
  it('replaces the shell title and description and adds canonical, Open Graph, Twitter and JSON-LD', async () => {
    const html = await withPageHead(SHELL, META);
    const head = headOf(html);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Un título | Santiago Noticias</title>');
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'description')).toBe('Una descripción.');
    expect(head).toContain(`<link rel="canonical" href="${META.canonical}">`);
    expect(metaContent(html, 'og:title')).toBe('Un título');
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:url')).toBe(META.canonical);
    expect(metaContent(html, 'og:image')).toBe(META.openGraph.image);
    expect(metaContent(html, 'og:site_name')).toBe('Santiago Noticias');
    expect(metaContent(html, 'og:locale')).toBe('es_AR');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLdOf(html)).toEqual(META.jsonLd);
  });

  it('keeps everything else of the shell: charset first, scripts, the root element', async () => {
    const html = await withPageHead(SHELL, META);
    expect(html.startsWith('<!doctype html><html lang="es"><head><meta charset="utf-8">')).toBe(true);
    expect(html).toContain('<script defer src="/main.66034b63.js"></script>');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(html).toContain('<body><div id="root"></div></body></html>');
  });

  it('never doubles tags: rendering a rendered page gives the same page', async () => {
    const once = await withPageHead(SHELL, META);
    expect(await withPageHead(once, META)).toBe(once);
    const withPicture = { ...META, preloadImage: { src: '/media/noticias/a.jpg', sizes: '100vw' } };
    const picturedOnce = await withPageHead(SHELL, withPicture);
    expect(await withPageHead(picturedOnce, withPicture)).toBe(picturedOnce);
  });

  it("preloads the page's picture first, right after the viewport meta: its sizes read at the phone's width", async () => {
    const html = await withPageHead(SHELL, {
      ...META,
      preloadImage: { src: '/media/noticias/a.jpg', sizes: '100vw' },
    });
    expect(html).toContain(
      '<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="preload" as="image" href="/media/noticias/a.jpg" imagesrcset=',
    );
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
    // A template without a viewport meta gets it with the other tags, before </head>.
    const bare = await withPageHead(SHELL.replace(/<meta name="viewport"[^>]*>/, ''), {
      ...META,
      preloadImage: { src: '/media/noticias/a.jpg', sizes: '100vw' },
    });
    expect(bare.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(bare.indexOf('rel="preload" as="image"')).toBeGreaterThan(bare.indexOf('<title>'));
    expect(bare.indexOf('rel="preload" as="image"')).toBeLessThan(bare.indexOf('</head>'));
  });

  it('escapes every value, so content cannot add markup', async () => {
    const hostile = `"><script>alert('x')</script><!-- & </title>`;
    const html = await withPageHead(SHELL, {
      ...META,
      title: hostile,
      description: hostile,
      canonical: `${META.canonical}?a="b"`,
      jsonLd: { headline: `</script><script>alert(1)</script>` },
    });
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<script/g)).toHaveLength(2); // the shell's bundle and the JSON-LD
    expect(metaContent(html, 'og:title')).toBe(hostile);
    expect(metaContent(html, 'description')).toBe(hostile);
    expect(html).toContain(
      `<title>&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&lt;!-- &amp; &lt;/title&gt; | Santiago Noticias</title>`,
    );
    expect(jsonLdOf(html)).toEqual({ headline: `</script><script>alert(1)</script>` });
  });

  it('writes the home as the site itself, a list without picture as a small card', async () => {
    const html = await withPageHead(SHELL, {
      description: 'El portal.',
      canonical: 'https://portal.example/',
      openGraph: { type: 'website' },
    });
    expect(titleOf(html)).toBe('Santiago Noticias');
    expect(metaContent(html, 'og:title')).toBe('Santiago Noticias');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(metaContent(html, 'robots')).toBeUndefined();
  });

  it('writes a missing page with its title, description and noindex, without canonical or cards', async () => {
    const html = await withPageHead(SHELL, {
      title: 'Página no encontrada',
      description: 'No existe.',
      robots: 'noindex',
    });
    expect(titleOf(html)).toBe('Página no encontrada | Santiago Noticias');
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(headOf(html).match(/name="robots"/g)).toHaveLength(1);
    expect(canonicalOf(html)).toBeUndefined();
    expect(metaContent(html, 'og:title')).toBeUndefined();
    expect(metaContent(html, 'twitter:card')).toBeUndefined();
  });

  it('leaves the shell as it is for a missing item, marked noindex', async () => {
    const html = await withPageHead(SHELL, null);
    expect(html).toBe(SHELL.replace('</head>', '<meta name="robots" content="noindex"></head>'));
  });

  it("names the site's feed, then the page's own, each once", async () => {
    const site = { title: 'Santiago Noticias', href: '/rss.xml' };
    const salta = { title: 'Santiago Noticias: Salta', href: '/rss/salta.xml' };
    const html = await withPageHead(SHELL, { ...META, feeds: [salta] });
    expect(feedsOf(html)).toEqual([site, salta]);
    expect(await withPageHead(html, { ...META, feeds: [salta] })).toBe(html);

    // A missing page, and a page without a head of its own, still name the site's feed.
    expect(
      feedsOf(await withPageHead(SHELL, { title: 'No', description: 'No existe.', robots: 'noindex' })),
    ).toEqual([site]);
    expect(feedsOf(await withPageHead(SHELL, null))).toEqual([site]);
  });

  it("the shell's own index.html names the site's feed: a document without a head of its own keeps it", () => {
    expect(feedsOf(readFileSync(new URL('../../../shell/index.html', import.meta.url), 'utf8'))).toEqual([
      SITE_FEED,
    ]);
  });

  it("escapes a feed's title", async () => {
    const title = 'Santiago Noticias: "Salud" & <b>';
    const html = await withPageHead(SHELL, { ...META, feeds: [{ title, href: '/tema/salud/rss.xml' }] });
    expect(feedsOf(html)[1]).toEqual({ title, href: '/tema/salud/rss.xml' });
    expect(html).not.toContain('<b>');
  });

  it('copes with a shell written differently (attribute order, quotes, upper case)', async () => {
    const shell =
      '<html><head><TITLE>Viejo</TITLE><meta content=\'Vieja\' name=\'description\'/><link href="/x" rel="canonical">' +
      '<meta property="og:title" content="a > b"><LINK TYPE="application/RSS+xml" href=/viejo.xml REL=alternate></head><body></body></html>';
    const head = headOf(await withPageHead(shell, META));
    expect(head).not.toMatch(/Viejo|Vieja|a > b|href="\/x"|viejo\.xml/);
  });

  it('puts the tags before the first element of a shell written without a head', async () => {
    const html = await withPageHead(
      '<!doctype html><meta charset="utf-8"><title>Viejo</title><div id="root"></div>',
      META,
    );
    expect(html).toMatch(
      /^<!doctype html><title>Un título \| Santiago Noticias<\/title>.*<meta charset="utf-8"><div id="root"><\/div>$/,
    );
  });
});
