import {
  staffListPath,
  type CreateNewsRequest,
  type Noticia,
  type StaffNewsListResponse,
  type UpdateNewsRequest,
} from '@portal/contracts';
import { useApi } from '@portal/ui';
import { sendJson } from '../../shared/api/send-json';
import { useServerList } from '../../shared/data-table';

// The news calls of the back office (docs/api.md). The author (editor, fotoEditor) is taken
// from the session by the server, never sent from here.

/** Every news item, newest first, paged and searched (title, summary) by the server. */
export const useNewsList = () =>
  useServerList(
    ({ limit, page, q }) => staffListPath('noticias', { limit, page, q }),
    (body: StaffNewsListResponse) => body.noticias,
  );

export const useNewsItem = (id: string | undefined) =>
  useApi<{ noticia: Noticia[] }>(id ? `/api/noticia/${encodeURIComponent(id)}` : null);

export const createNews = (fields: CreateNewsRequest) =>
  sendJson<{ msg?: string }>('POST', '/api/crearnoticia', fields);

export const updateNews = (id: string, fields: Omit<UpdateNewsRequest, 'id'>) =>
  sendJson<{ msg?: string }>('PUT', '/api/noticia', { id, ...fields });

export const deleteNews = (id: string) =>
  sendJson<{ msg?: string }>('DELETE', `/api/noticia/${encodeURIComponent(id)}`);

/** The public page of a news item (VER). */
export const publicNewsHref = (id: string) => `/noticia/${id}`;
