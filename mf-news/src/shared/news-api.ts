import { apiUrl, useApi } from '@portal/ui';

// Every call of the news section, through the typed client (answer shapes in docs/api.md).

export const useNewsPage = (limit: string, page: string, province?: string) =>
  useApi(
    province
      ? apiUrl('/api/noticias/{prov}/{limit}/{page}', { params: { path: { prov: province, limit, page } } })
      : apiUrl('/api/noticias/{limit}/{page}', { params: { path: { limit, page } } }),
  );

/** A category's or a tag's news (DESIGN §12). */
export const useFiledNewsPage = (kind: 'categoria' | 'tema', slug: string, limit: string, page: string) =>
  useApi(
    kind === 'categoria'
      ? apiUrl('/api/categoria/{slug}/{limit}/{page}', { params: { path: { slug, limit, page } } })
      : apiUrl('/api/tema/{slug}/{limit}/{page}', { params: { path: { slug, limit, page } } }),
  );

/** The category list (its names, for a category page's heading). */
export const useCategories = (wanted: boolean) => useApi(wanted ? apiUrl('/api/categorias') : null);

/** 'Te puede interesar' of an item: those sharing most tags first. */
export const useRelatedNews = (id: string) =>
  useApi(apiUrl('/api/noticia/{id}/relacionadas', { params: { path: { id } } }));

export const useNewsSearch = (busq: string, limit: string, page: string) =>
  useApi(apiUrl('/api/noticia/b/{busq}/{limit}/{page}', { params: { path: { busq, limit, page } } }));

/** One item; `preview` (staff only, 'Vista previa') reads it in any state: a visitor gets a 404. */
export const useNewsItem = (id: string, preview?: boolean) =>
  useApi(apiUrl(preview ? '/api/redaccion/noticia/{id}' : '/api/noticia/{id}', { params: { path: { id } } }));

/** The home's featured five: the editors' pinned stories first, then the newest (DESIGN §12). */
export const useHomeFeatured = () => useApi(apiUrl('/api/portada'));

/** The central banner under the home's featured news. */
export const useBanners = () => useApi(apiUrl('/api/get-banner'));

/** An item's canonical URL (DESIGN §12): `/noticia/:id/:slug`, `/noticia/:id` without a slug. */
export const newsHref = ({ _id, slug }: { _id: string; slug?: string | undefined }) =>
  slug ? `/noticia/${_id}/${slug}` : `/noticia/${_id}`;
