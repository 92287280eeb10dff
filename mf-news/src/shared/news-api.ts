import { apiUrl, useApi } from '@portal/ui';

// Every call of the news section, through the typed client (answer shapes in docs/api.md).

// The URLs are exported for the pages' heads (src/server.ts), which read the answers by them.

export const newsPageUrl = (limit: string, page: string, province?: string) =>
  province
    ? apiUrl('/api/noticias/{prov}/{limit}/{page}', { params: { path: { prov: province, limit, page } } })
    : apiUrl('/api/noticias/{limit}/{page}', { params: { path: { limit, page } } });

export const useNewsPage = (limit: string, page: string, province?: string) =>
  useApi(newsPageUrl(limit, page, province));

/** A category's or a tag's news (DESIGN §12). */
export const filedNewsPageUrl = (kind: 'categoria' | 'tema', slug: string, limit: string, page: string) =>
  kind === 'categoria'
    ? apiUrl('/api/categoria/{slug}/{limit}/{page}', { params: { path: { slug, limit, page } } })
    : apiUrl('/api/tema/{slug}/{limit}/{page}', { params: { path: { slug, limit, page } } });

export const useFiledNewsPage = (kind: 'categoria' | 'tema', slug: string, limit: string, page: string) =>
  useApi(filedNewsPageUrl(kind, slug, limit, page));

export const categoriesUrl = () => apiUrl('/api/categorias');

/** The category list (its names, for a category page's heading). */
export const useCategories = (wanted: boolean) => useApi(wanted ? categoriesUrl() : null);

/** 'Te puede interesar' of an item: those sharing most tags first. */
export const useRelatedNews = (id: string) =>
  useApi(apiUrl('/api/noticia/{id}/relacionadas', { params: { path: { id } } }));

export const newsSearchUrl = (busq: string, limit: string, page: string) =>
  apiUrl('/api/noticia/b/{busq}/{limit}/{page}', { params: { path: { busq, limit, page } } });

export const useNewsSearch = (busq: string, limit: string, page: string) =>
  useApi(newsSearchUrl(busq, limit, page));

/** One item; `preview` (staff only, 'Vista previa') reads it in any state: a visitor gets a 404. */
export const newsItemUrl = (id: string, preview?: boolean) =>
  apiUrl(preview ? '/api/redaccion/noticia/{id}' : '/api/noticia/{id}', { params: { path: { id } } });

export const useNewsItem = (id: string, preview?: boolean) => useApi(newsItemUrl(id, preview));

export const homeFeaturedUrl = () => apiUrl('/api/portada');

/** The home's featured five: the editors' pinned stories first, then the newest (DESIGN §12). */
export const useHomeFeatured = () => useApi(homeFeaturedUrl());

/** 'Lo más leído' (DESIGN §14): the five stories with most readers in the last 24 hours. */
export const MOST_READ_COUNT = 5;

/** `extra`: one more, for a page that leaves its own story out (the article). */
export const mostReadUrl = (extra = 0) =>
  apiUrl('/api/mas-leidas/{ventana}/{limite}', {
    params: { path: { ventana: '24h', limite: MOST_READ_COUNT + extra } },
  });

export const useMostRead = (extra = 0) => useApi(mostReadUrl(extra));

/** The central banner under the home's featured news. */
export const useBanners = () => useApi(apiUrl('/api/get-banner'));

/** An item's canonical URL (DESIGN §12): `/noticia/:id/:slug`, `/noticia/:id` without a slug. */
export const newsHref = ({ _id, slug }: { _id: string; slug?: string | undefined }) =>
  slug ? `/noticia/${_id}/${slug}` : `/noticia/${_id}`;
