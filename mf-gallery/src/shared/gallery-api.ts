import { apiUrl, useApi } from '@portal/ui';

// Every call of the gallery section, through the typed client (answer shapes in docs/api.md). The
// URLs are exported for the pages' heads (src/server.ts), which read the answers by them.

export const albumsPage = (limit: string | number, page: string | number) =>
  apiUrl('/api/albums/{limit}/{page}', { params: { path: { limit, page } } });

export const useAlbumPage = (limit: string, page: string) => useApi(albumsPage(limit, page));

/** The albums of the home block: the newest 12, sorted again on the client as the spec says. */
export function useHomeAlbums() {
  const { data, ...rest } = useApi(albumsPage(12, 1));
  const albums = data ? [...data.albums.docs].sort((a, b) => b.fecha.localeCompare(a.fecha)) : undefined;
  return { ...rest, albums };
}

export const albumUrl = (id: string) => apiUrl('/api/album/{id}', { params: { path: { id } } });

export const useAlbum = (id: string) => useApi(albumUrl(id));

export const albumHref = (id: string) => `/album/${id}`;
