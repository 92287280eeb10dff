import { staffListPath, type AdPlacement, type Publi, type StaffAdsListResponse } from '@portal/contracts';
import { useApi } from '@portal/ui';
import { sendJson } from '../../shared/api/send-json';
import { useServerList } from '../../shared/data-table';

// The advertising calls of the back office (DESIGN.md §4).

/** Every ad, expired ones included, newest first, paged and searched (cliente) by the server. */
export const useAdsList = () =>
  useServerList(
    ({ limit, page, q }) => staffListPath('publis', { limit, page, q }),
    (body: StaffAdsListResponse) => body.publis,
  );

export const usePubli = (id: string | undefined) =>
  useApi<{ publi: Publi[] }>(id ? `/api/publi/${encodeURIComponent(id)}` : null);

export interface AdFields {
  nombre_cliente: string;
  /** YYYY-MM-DD */
  ingreso: string;
  egreso: string;
  link: string;
  foto: string;
  /** One element, as the API keeps it. */
  colocar_en: [AdPlacement];
}

export const createPubli = (fields: AdFields) => sendJson<{ msg?: string }>('POST', '/api/publi', fields);

export const updatePubli = (id: string, fields: AdFields) =>
  sendJson<{ msg?: string }>('PUT', '/api/publi', { id, ...fields });

export const deletePubli = (id: string) =>
  sendJson<{ msg?: string }>('DELETE', `/api/publi/${encodeURIComponent(id)}`);
