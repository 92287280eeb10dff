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

/** The staff view of one item, in any state, with its `version` (the ETag that If-Match names). */
export const useNewsItem = (id: string | undefined) =>
  useApi(id ? apiUrl('/api/redaccion/noticia/{id}', { params: { path: { id } } }) : null);

/** The item as it is now on the server (after a 412: what the other person saved). */
export const fetchNewsItem = (id: string) =>
  api.GET('/api/redaccion/noticia/{id}', { params: { path: { id } }, cache: 'no-store' });

/** `If-Match` for a save based on `version`: the server answers 412 if someone saved in between. */
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

export const createNews = (fields: CreateNewsRequest) => api.POST('/api/crearnoticia', { body: fields });

/** Saves on top of `version` (the one the form was loaded with); every save raises it by one. */
export const updateNews = (id: string, version: number, fields: Omit<UpdateNewsRequest, 'id'>) =>
  api.PUT('/api/noticia', { body: { id, ...fields }, headers: ifMatch(version) });

/** The revisions of an item (who, when, title), newest first. */
export const useRevisions = (id: string) =>
  useApi(apiUrl('/api/noticia/{id}/revisiones', { params: { path: { id } } }));

export const fetchRevision = (id: string, rev: string) =>
  api.GET('/api/noticia/{id}/revisiones/{rev}', { params: { path: { id, rev } } });

/** The item takes the revision's content (what it had becomes a revision too). */
export const restoreRevision = (id: string, rev: string, version: number) =>
  api.POST('/api/noticia/{id}/revisiones/{rev}/restaurar', {
    params: { path: { id, rev } },
    headers: ifMatch(version),
  });

export const deleteNews = (id: string) => api.DELETE('/api/noticia/{id}', { params: { path: { id } } });

/** The public page of a news item (VER). */
export const publicNewsHref = (id: string) => `/noticia/${id}`;

/** 'Vista previa': the public article page showing the saved item in any state (staff only). */
export const previewNewsHref = (id: string) => `/noticia/${id}?vista_previa`;

// Editorial control (DESIGN §11): review, presence, trash and calendar.

/** 'Enviar a revisión': a draft goes to the editors' queue with an optional note. */
export const sendForReview = (id: string, nota: string) =>
  api.POST('/api/noticia/{id}/revision', { params: { path: { id } }, body: { nota } });

/** 'Devolver al autor' (edicion): back to a draft, with a note. */
export const returnToAuthor = (id: string, nota: string) =>
  api.POST('/api/noticia/{id}/devolver', { params: { path: { id } }, body: { nota } });

/** The notes of an item's review (sent, returned), newest first. */
export const useNewsNotes = (id: string | undefined) =>
  useApi(id ? apiUrl('/api/noticia/{id}/notas', { params: { path: { id } } }) : null);

/** The review queue (edicion), the longest waiting first. */
export const useReviewQueue = () =>
  useServerList(
    ({ limit, page }) =>
      apiUrl('/api/redaccion/revision/{limit}/{page}', { params: { path: { limit, page } } }),
    (body) => body.noticias,
  );

/** "I have this item open": answers the others who have it open. */
export const sendPresence = (id: string) =>
  api.POST('/api/noticia/{id}/presencia', { params: { path: { id } } });

export const leavePresence = (id: string) =>
  api.DELETE('/api/noticia/{id}/presencia', { params: { path: { id } } });

export const fetchNewsroomPresence = () => api.GET('/api/redaccion/presencia', { cache: 'no-store' });

/** The trash, the most recently trashed first. */
export const useTrash = () =>
  useServerList(
    ({ limit, page, q }) =>
      apiUrl('/api/papelera/{limit}/{page}', { params: { path: { limit, page }, query: { q } } }),
    (body) => body.papelera,
  );

export const restoreFromTrash = (id: string) =>
  api.POST('/api/papelera/{id}/restaurar', { params: { path: { id } } });

export const purgeFromTrash = (id: string) => api.DELETE('/api/papelera/{id}', { params: { path: { id } } });

/** The editorial calendar between two days of Argentina (YYYY-MM-DD, both included). */
export const useCalendar = (desde: string, hasta: string) =>
  useApi(apiUrl('/api/redaccion/calendario', { params: { query: { desde, hasta } } }));
