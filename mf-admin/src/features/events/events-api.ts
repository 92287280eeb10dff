import { useCallback } from 'react';
import {
  bannerLinksToEvent,
  type CreateEventRequest,
  type StaffEventOrder,
  type UpdateEventRequest,
} from '@portal/contracts';
import { api, apiUrl, useApi } from '@portal/ui';
import type { SortingState } from '@tanstack/react-table';
import { useServerList } from '../../shared/data-table';

// The agenda calls of the back office (docs/api.md).

/** The server's order for the table's sorted column (Fecha or Creado); none: the agenda's order. */
function orderOf(sorting: SortingState): StaffEventOrder | undefined {
  const [sorted] = sorting;
  if (!sorted) return undefined;
  const column = sorted.id === 'fecha' ? 'fecha' : sorted.id === 'created_at' ? 'creado' : undefined;
  if (!column) return undefined;
  return sorted.desc ? `-${column}` : column;
}

/**
 * Every event, paged, searched (titulo, provincia), filtered by province and sorted by the
 * server: upcoming first (by fecha), then past ones, unless Fecha or Creado is sorted.
 */
export const useEventsList = (provincia: string | undefined) =>
  useServerList(
    ({ limit, page, q, sorting }) =>
      apiUrl('/api/redaccion/eventos/{limit}/{page}', {
        params: { path: { limit, page }, query: { q, prov: provincia, orden: orderOf(sorting) } },
      }),
    (body) => body.eventos,
  );

/**
 * Whether the central banner leads to an event: deleting that event also clears the banner's
 * link (server side), which the delete question says.
 */
export function useBannerLinksToEvent(): (id: string) => boolean {
  const { data } = useApi(apiUrl('/api/get-banner'));
  return useCallback(
    (id: string) => data?.banners.some((banner) => bannerLinksToEvent(banner.url, id)) ?? false,
    [data],
  );
}

export const useEvent = (id: string | undefined) =>
  useApi(id ? apiUrl('/api/evento/{id}', { params: { path: { id } } }) : null);

export const createEvent = (fields: CreateEventRequest) => api.POST('/api/evento', { body: fields });

export const updateEvent = (id: string, fields: Omit<UpdateEventRequest, 'id'>) =>
  api.PUT('/api/evento', { body: { id, ...fields } });

export const deleteEvent = (id: string) => api.DELETE('/api/evento/{id}', { params: { path: { id } } });

export const publicEventHref = (id: string) => `/evento/${id}`;
