import {
  staffListPath,
  type Album,
  type CreateAlbumRequest,
  type StaffAlbumsListResponse,
  type UpdateAlbumRequest,
} from '@portal/contracts';
import { useApi } from '@portal/ui';
import { sendJson } from '../../shared/api/send-json';
import { useServerList } from '../../shared/data-table';

// The album calls of the back office (docs/api.md).

/** Every album, newest created first, paged and searched (nombre, ph) by the server. */
export const useAlbumsList = () =>
  useServerList(
    ({ limit, page, q }) => staffListPath('albums', { limit, page, q }),
    (body: StaffAlbumsListResponse) => body.albums,
  );

export const useAlbum = (id: string | undefined) =>
  useApi<{ album: Album[] }>(id ? `/api/album/${encodeURIComponent(id)}` : null);

/** An album as the forms send it: its photo URLs in album order, the first being the cover. */
export type AlbumFields = Required<Omit<UpdateAlbumRequest, 'id'>>;

export const createAlbum = (fields: AlbumFields) =>
  sendJson<{ msg: string }>('POST', '/api/crearalbum', {
    ...fields,
    portada: fields.fotos[0] ?? '',
  } satisfies CreateAlbumRequest);

export const updateAlbum = (id: string, fields: AlbumFields) =>
  sendJson<{ msg: string }>('PUT', '/api/album', { id, ...fields });

export const deleteAlbum = (id: string) =>
  sendJson<{ msg?: string }>('DELETE', `/api/album/${encodeURIComponent(id)}`);

export const publicAlbumHref = (id: string) => `/album/${id}`;
