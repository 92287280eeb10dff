// What each of the section's pages says of itself in the portal's document (DESIGN §10): its
// HTTP status and head, made on the server from the answers its render fetched. Only src/server.ts
// imports this file: the browser's code never carries head data.
import {
  HOME_FEATURED_SIZES,
  SITE_DESCRIPTION,
  categoryFeed,
  findProvince,
  provinceDisplayName,
  provinceFeed,
  missingPageHead,
  newsArticleHead,
  tagFeed,
  type NoticiaListItem,
} from '@portal/contracts';
import { sitePageHead, statusOfAnswer, type PageDescription, type RenderedPage } from '@portal/ui/server';
import {
  categoriesUrl,
  filedNewsPageUrl,
  homeFeaturedUrl,
  newsItemUrl,
  newsPageUrl,
  newsSearchUrl,
} from './shared/news-api';

/**
 * The home: the site's own page; its picture, the first featured story's cover, which is also the
 * carousel's first slide and the page's largest picture: the head preloads it.
 */
export function describeHome(page: RenderedPage): PageDescription {
  const answer = page.answer(homeFeaturedUrl());
  const first = answer && 'data' in answer ? answer.data.destacadas[0] : undefined;
  const head = sitePageHead(page, SITE_DESCRIPTION, coverOf(first));
  return {
    status: 200,
    head: first?.img_portada
      ? { ...head, preloadImage: { src: first.img_portada, sizes: HOME_FEATURED_SIZES } }
      : head,
  };
}

/**
 * The news of every province or of one, and a category's or a tag's (`/categoria`, `/tema`); the
 * lists of one province, category or tag name its feed (the portal adds the site's).
 */
export function describeNewsList(page: RenderedPage): PageDescription {
  const { prov, slug, limit = '10', page: number = '1' } = page.params;
  if (slug === undefined) {
    const answer = page.answer(newsPageUrl(limit, number, prov));
    if (prov === undefined) {
      const description = 'Las últimas noticias de Santiago del Estero y de las provincias argentinas.';
      return { status: statusOfAnswer(answer), head: sitePageHead(page, description) };
    }
    const known = findProvince(prov);
    const description = `Las últimas noticias de ${provinceDisplayName(known ?? prov)}.`;
    return {
      status: statusOfAnswer(answer),
      head: { ...sitePageHead(page, description), ...(known ? { feeds: [provinceFeed(known)] } : {}) },
    };
  }
  const kind = page.pathname.startsWith('/tema/') ? 'tema' : 'categoria';
  const answer = page.answer(filedNewsPageUrl(kind, slug, limit, number));
  if (kind === 'tema') {
    // A tag's name as its items write it (the page's heading reads it the same way).
    const first = answer && 'data' in answer ? answer.data.docs[0] : undefined;
    const name = first?.etiquetas?.[first.etiquetas_slug?.indexOf(slug) ?? -1] ?? slug;
    return {
      status: statusOfAnswer(answer),
      head: { ...sitePageHead(page, `Las noticias sobre ${name}.`), feeds: [tagFeed(slug, name)] },
    };
  }
  const categories = page.answer(categoriesUrl());
  const name =
    (categories && 'data' in categories
      ? categories.data.categorias.find((category) => category.slug === slug)?.nombre
      : undefined) ?? slug;
  return {
    status: statusOfAnswer(answer),
    head: {
      ...sitePageHead(page, `Las noticias de la categoría ${name}.`),
      feeds: [categoryFeed({ slug, nombre: name })],
    },
  };
}

/** Search results: a page of their own, kept out of search engines. */
export function describeNewsSearch(page: RenderedPage): PageDescription {
  const { busq = '', limit = '10', page: number = '1' } = page.params;
  const answer = page.answer(newsSearchUrl(busq, limit, number));
  return {
    status: statusOfAnswer(answer),
    head: { ...sitePageHead(page, `Las noticias que mencionan «${busq}».`), robots: 'noindex' },
  };
}

/** An article, with everything a link preview and a search engine read of it; 404 when unknown. */
export function describeNewsDetail(page: RenderedPage): PageDescription {
  const answer = page.answer(newsItemUrl(page.params.id ?? ''));
  const item = answer && 'data' in answer ? answer.data.noticia[0] : undefined;
  if (!item) return { status: 404, head: missingPageHead(page.title) };
  return { status: 200, head: newsArticleHead(item, page.origin) };
}

/** What the portal counts of its readers and what it does not (DESIGN §14). */
export const describePrivacy = (page: RenderedPage): PageDescription => ({
  status: 200,
  head: sitePageHead(
    page,
    'Qué cuenta Santiago Noticias de sus lectores y qué no: sin cookies, sin guardar direcciones IP, sin servicios de terceros.',
  ),
});

const coverOf = (item: NoticiaListItem | undefined) =>
  item && { image: item.img_portada, imageAlt: item.img_portada_alt || item.titulo };
