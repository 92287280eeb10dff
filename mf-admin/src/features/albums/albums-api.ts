import type { Album, Page } from '@portal/contracts';
import { useApi } from '@portal/ui';
import { sendJson } from '../../shared/api/send-json';

// The album calls of the back office (DESIGN.md §4).

/** The latest 60 albums (fecha descending). */
export const useAlbumsList = () => useApi<{ albums: Page<Album> }>('/api/albums/60/1');

export const useAlbum = (id: string | undefined) =>
  useApi<{ album: Album[] }>(id ? `/api/album/${encodeURIComponent(id)}` : null);

export interface AlbumFields {
  nombre: string;
  ph: string;
  /** YYYY-MM-DD */
  fecha: string;
  /** Photo URLs in album order; the first is the cover. */
  fotos: string[];
}

export const createAlbum = (fields: AlbumFields) =>
  sendJson<{ msg: string }>('POST', '/api/crearalbum', { ...fields, portada: fields.fotos[0] ?? '' });

export const updateAlbum = (id: string, fields: AlbumFields) =>
  sendJson<{ msg: string }>('PUT', '/api/album', { id, ...fields });

export const deleteAlbum = (id: string) =>
  sendJson<{ msg?: string }>('DELETE', `/api/album/${encodeURIComponent(id)}`);

export const publicAlbumHref = (id: string) => `/album/${id}`;
