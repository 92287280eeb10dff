import type { AdPlacement, Publi } from '@portal/contracts';
import { useApi } from '@portal/ui';
import { sendJson } from '../../shared/api/send-json';

// The advertising calls of the back office (DESIGN.md §4).

/** Every ad, expired ones included (the public pages filter them themselves). */
export const usePublis = () => useApi<{ publis: Publi[] }>('/api/publis');

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
