import {
  staffListPath,
  type CreateAdRequest,
  type Publi,
  type StaffAdsListResponse,
  type UpdateAdRequest,
} from '@portal/contracts';
import { useApi } from '@portal/ui';
import { sendJson } from '../../shared/api/send-json';
import { useServerList } from '../../shared/data-table';

// The advertising calls of the back office (docs/api.md).

/** Every ad, expired ones included, newest first, paged and searched (cliente) by the server. */
export const useAdsList = () =>
  useServerList(
    ({ limit, page, q }) => staffListPath('publis', { limit, page, q }),
    (body: StaffAdsListResponse) => body.publis,
  );

export const usePubli = (id: string | undefined) =>
  useApi<{ publi: Publi[] }>(id ? `/api/publi/${encodeURIComponent(id)}` : null);

export const createPubli = (fields: CreateAdRequest) =>
  sendJson<{ msg?: string }>('POST', '/api/publi', fields);

export const updatePubli = (id: string, fields: Omit<UpdateAdRequest, 'id'>) =>
  sendJson<{ msg?: string }>('PUT', '/api/publi', { id, ...fields });

export const deletePubli = (id: string) =>
  sendJson<{ msg?: string }>('DELETE', `/api/publi/${encodeURIComponent(id)}`);
