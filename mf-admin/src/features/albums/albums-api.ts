import type { AlbumPhotoDetail, CreateAlbumRequest, UpdateAlbumRequest } from '@portal/contracts';
import { api, apiUrl, useApi } from '@portal/ui';
import { useServerList } from '../../shared/data-table';

// The album calls of the back office (docs/api.md).

/** Every album, newest created first, paged and searched (nombre, ph) by the server. */
export const useAlbumsList = () =>
  useServerList(
    ({ limit, page, q }) =>
      apiUrl('/api/redaccion/albums/{limit}/{page}', { params: { path: { limit, page }, query: { q } } }),
    (body) => body.albums,
  );

export const useAlbum = (id: string | undefined) =>
  useApi(id ? apiUrl('/api/album/{id}', { params: { path: { id } } }) : null);

/** An album as the forms send it: its photo URLs in album order, the first being the cover. */
export type AlbumFields = Required<Omit<UpdateAlbumRequest, 'id'>> & {
  /** The alt text and credit of the photos that have one (left out when none has). */
  fotos_detalle?: AlbumPhotoDetail[];
  /** The media library records of the photos picked from it ('Agregar desde Medios'). */
  fotos_medios?: string[];
};

export const createAlbum = (fields: AlbumFields) =>
  api.POST('/api/crearalbum', {
    body: { ...fields, portada: fields.fotos[0] ?? '' } satisfies CreateAlbumRequest,
  });

export const updateAlbum = (id: string, fields: AlbumFields) =>
  api.PUT('/api/album', { body: { id, ...fields } });

export const deleteAlbum = (id: string) => api.DELETE('/api/album/{id}', { params: { path: { id } } });

export const publicAlbumHref = (id: string) => `/album/${id}`;
