import type { NoticiaListItem, Noticia, Page } from '@portal/contracts';
import { useApi } from '@portal/ui';

// Every call of the news section, with the answer shapes of docs/api.md.

export const useNewsPage = (limit: string, page: string, province?: string) =>
  useApi<Page<NoticiaListItem>>(
    province
      ? `/api/noticias/${encodeURIComponent(province)}/${limit}/${page}`
      : `/api/noticias/${limit}/${page}`,
  );

export const useMoreNews = () => useApi<NoticiaListItem[]>('/api/masnoticias');

export const useNewsSearch = (term: string, limit: string, page: string) =>
  useApi<{ noticia: Page<NoticiaListItem> }>(`/api/noticia/b/${encodeURIComponent(term)}/${limit}/${page}`);

export const useNewsItem = (id: string) =>
  useApi<{ noticia: Noticia[] }>(`/api/noticia/${encodeURIComponent(id)}`);

export const newsHref = (id: string) => `/noticia/${id}`;
