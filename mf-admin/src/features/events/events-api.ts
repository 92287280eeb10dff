import { useCallback } from 'react';
import {
  bannerLinksToEvent,
  staffListPath,
  type Banner,
  type CreateEventRequest,
  type Evento,
  type StaffEventOrder,
  type StaffEventsListResponse,
  type UpdateEventRequest,
} from '@portal/contracts';
import { useApi } from '@portal/ui';
import type { SortingState } from '@tanstack/react-table';
import { sendJson } from '../../shared/api/send-json';
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
      staffListPath('eventos', { limit, page, q, prov: provincia, orden: orderOf(sorting) }),
    (body: StaffEventsListResponse) => body.eventos,
  );

/**
 * Whether the central banner leads to an event: deleting that event also clears the banner's
 * link (server side), which the delete question says.
 */
export function useBannerLinksToEvent(): (id: string) => boolean {
  const { data } = useApi<{ banners: Banner[] }>('/api/get-banner');
  return useCallback(
    (id: string) => data?.banners.some((banner) => bannerLinksToEvent(banner.url, id)) ?? false,
    [data],
  );
}

export const useEvent = (id: string | undefined) =>
  useApi<{ evento: Evento[] }>(id ? `/api/evento/${encodeURIComponent(id)}` : null);

export const createEvent = (fields: CreateEventRequest) =>
  sendJson<{ msg?: string }>('POST', '/api/evento', fields);

export const updateEvent = (id: string, fields: Omit<UpdateEventRequest, 'id'>) =>
  sendJson<{ msg?: string }>('PUT', '/api/evento', { id, ...fields });

export const deleteEvent = (id: string) =>
  sendJson<{ msg?: string }>('DELETE', `/api/evento/${encodeURIComponent(id)}`);

export const publicEventHref = (id: string) => `/evento/${id}`;
