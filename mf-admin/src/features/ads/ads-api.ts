import type { CreateAdRequest, UpdateAdRequest } from '@portal/contracts';
import { api, apiUrl, useApi } from '@portal/ui';
import { useServerList } from '../../shared/data-table';
import type { ReportRange } from '../../shared/reports/report-range';

// The advertising calls of the back office (docs/api.md).

/** Every ad, expired ones included, newest first, paged and searched (cliente) by the server. */
export const useAdsList = () =>
  useServerList(
    ({ limit, page, q }) =>
      apiUrl('/api/redaccion/publis/{limit}/{page}', { params: { path: { limit, page }, query: { q } } }),
    (body) => body.publis,
  );

export const usePubli = (id: string | undefined) =>
  useApi(id ? apiUrl('/api/publi/{id}', { params: { path: { id } } }) : null);

export const createPubli = (fields: CreateAdRequest) => api.POST('/api/publi', { body: fields });

export const updatePubli = (id: string, fields: Omit<UpdateAdRequest, 'id'>) =>
  api.PUT('/api/publi', { body: { id, ...fields } });

export const deletePubli = (id: string) => api.DELETE('/api/publi/{id}', { params: { path: { id } } });

/** An ad's figures (DESIGN §14, privilege publicidad): servidas, vistas, clics, by day and in total. */
export const useAdStats = (id: string, { desde, hasta }: ReportRange) =>
  useApi(apiUrl('/api/publis/{id}/estadisticas', { params: { path: { id }, query: { desde, hasta } } }));

/** The same figures as the CSV file the advertiser keeps (a plain link: the browser downloads it). */
export const adStatsCsvHref = (id: string, { desde, hasta }: ReportRange) =>
  `/api/publis/${encodeURIComponent(id)}/estadisticas?${new URLSearchParams({ desde, hasta, formato: 'csv' })}`;
