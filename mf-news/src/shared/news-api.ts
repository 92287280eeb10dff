import { apiUrl, useApi } from '@portal/ui';

// Every call of the news section, through the typed client (answer shapes in docs/api.md).

export const useNewsPage = (limit: string, page: string, province?: string) =>
  useApi(
    province
      ? apiUrl('/api/noticias/{prov}/{limit}/{page}', { params: { path: { prov: province, limit, page } } })
      : apiUrl('/api/noticias/{limit}/{page}', { params: { path: { limit, page } } }),
  );

export const useMoreNews = () => useApi(apiUrl('/api/masnoticias'));

export const useNewsSearch = (busq: string, limit: string, page: string) =>
  useApi(apiUrl('/api/noticia/b/{busq}/{limit}/{page}', { params: { path: { busq, limit, page } } }));

/** One item; `preview` (staff only, 'Vista previa') reads it in any state: a visitor gets a 404. */
export const useNewsItem = (id: string, preview?: boolean) =>
  useApi(apiUrl(preview ? '/api/redaccion/noticia/{id}' : '/api/noticia/{id}', { params: { path: { id } } }));

/** The newest news: the home's featured five, and the seven of 'Más noticias' beside an article. */
export const useLatestNews = (limit: number) =>
  useApi(apiUrl('/api/noticias/{limit}/{page}', { params: { path: { limit, page: 1 } } }));

/** The central banner under the home's featured news. */
export const useBanners = () => useApi(apiUrl('/api/get-banner'));

export const newsHref = (id: string) => `/noticia/${id}`;
