import type { Medio, UpdateMediaRequest } from '@portal/contracts';
import { api, apiUrl, useApi } from '@portal/ui';

// The media library's calls (docs/api.md, "Media library"): any staff member reads it; holders
// of a content privilege edit a record's alt text, credit and focal point.

/** One page of the library, newest first; `q` searches alt text, credit and file name. */
export const useMediaPage = (limit: number, page: number, q: string) =>
  useApi(
    apiUrl('/api/medios/{limit}/{page}', {
      params: { path: { limit: String(limit), page: String(page) }, query: q ? { q } : {} },
    }),
  );

export const updateMedia = (id: string, body: UpdateMediaRequest) =>
  api.PUT('/api/medios/{id}', { params: { path: { id } }, body });

/** What a form keeps of an image picked from the library: the record's id goes with its URL. */
export type PickedMedia = Pick<Medio, '_id' | 'url' | 'alt' | 'credito'>;
