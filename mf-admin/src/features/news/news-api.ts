import type { CreateNewsRequest, NewsState, UpdateNewsRequest } from '@portal/contracts';
import { api, apiUrl, useApi } from '@portal/ui';
import { useServerList } from '../../shared/data-table';

// The news calls of the back office (docs/api.md). The author (editor, fotoEditor) is taken
// from the session by the server, never sent from here.

/** Every news item in any state (or one), newest change first, paged and searched by the server. */
export const useNewsList = (estado: NewsState | '') =>
  useServerList(
    ({ limit, page, q }) =>
      apiUrl('/api/redaccion/noticias/{limit}/{page}', {
        params: { path: { limit, page }, query: { q, estado } },
      }),
    (body) => body.noticias,
  );

export const useNewsItem = (id: string | undefined) =>
  useApi(id ? apiUrl('/api/noticia/{id}', { params: { path: { id } } }) : null);

export const createNews = (fields: CreateNewsRequest) => api.POST('/api/crearnoticia', { body: fields });

export const updateNews = (id: string, fields: Omit<UpdateNewsRequest, 'id'>) =>
  api.PUT('/api/noticia', { body: { id, ...fields } });

export const deleteNews = (id: string) => api.DELETE('/api/noticia/{id}', { params: { path: { id } } });

/** The public page of a news item (VER). */
export const publicNewsHref = (id: string) => `/noticia/${id}`;
