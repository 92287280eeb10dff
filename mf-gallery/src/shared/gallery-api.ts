import type { Album, Page } from '@portal/contracts';
import { useApi } from '@portal/ui';

// Every call of the gallery section, with the answer shapes of docs/api.md.

export const useAlbumPage = (limit: string, page: string) =>
  useApi<{ albums: Page<Album> }>(`/api/albums/${limit}/${page}`);

/** The albums of the home block: the newest 12, sorted again on the client as the spec says. */
export function useHomeAlbums() {
  const { data, ...rest } = useApi<{ albums: Page<Album> }>('/api/albums/12/1');
  const albums = data ? [...data.albums.docs].sort((a, b) => b.fecha.localeCompare(a.fecha)) : undefined;
  return { ...rest, albums };
}

export const useAlbum = (id: string) => useApi<{ album: Album[] }>(`/api/album/${encodeURIComponent(id)}`);

export const albumHref = (id: string) => `/album/${id}`;
