import type { BreakingNewsBody } from '@portal/contracts';
import { api, apiUrl, useApi } from '@portal/ui';

// The home's curation calls (docs/api.md, "Home curation"): reading is public, writing `edicion`.

export const useHomeFeatured = () => useApi(apiUrl('/api/portada'));
export const useBreakingNews = () => useApi(apiUrl('/api/ultimo-momento'));

/** Published news to pin: the newest, or those matching what the editor typed. */
export function useNewsToPin(q: string) {
  const found = useApi(
    q
      ? apiUrl('/api/noticia/b/{busq}/{limit}/{page}', { params: { path: { busq: q, limit: 10, page: 1 } } })
      : null,
  );
  const newest = useApi(
    q ? null : apiUrl('/api/noticias/{limit}/{page}', { params: { path: { limit: 10, page: 1 } } }),
  );
  return (q ? found.data?.noticia.docs : newest.data?.docs) ?? [];
}

export const savePinned = (destacadas: string[]) => api.PUT('/api/portada', { body: { destacadas } });

export const saveBreakingNews = (body: BreakingNewsBody) => api.PUT('/api/ultimo-momento', { body });
