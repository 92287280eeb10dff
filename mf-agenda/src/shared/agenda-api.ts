import type { Evento, EventoListItem, Page } from '@portal/contracts';
import { useApi, type ApiState } from '@portal/ui';

// Every call of the agenda section, with the answer shapes of docs/api.md: the list of all
// provinces is wrapped in `eventos`, the list of one province is a bare page.

/** One page of the agenda, of every province or of one; both answers come back as a bare page. */
export function useAgendaPage(
  limit: string,
  page: string,
  province?: string,
): ApiState<Page<EventoListItem>> {
  const all = useApi<{ eventos: Page<EventoListItem> }>(province ? null : `/api/eventos/${limit}/${page}`);
  const one = useApi<Page<EventoListItem>>(
    province ? `/api/eventos/${encodeURIComponent(province)}/${limit}/${page}` : null,
  );
  return province ? one : { ...all, data: all.data?.eventos };
}

export const useEvent = (id: string) => useApi<{ evento: Evento[] }>(`/api/evento/${encodeURIComponent(id)}`);

/** 'Te puede interesar': the first seven of the agenda (six once the one being read is left out). */
export const useRelatedEvents = () => useApi<{ eventos: Page<EventoListItem> }>('/api/eventos/7/1');

export const eventHref = (id: string) => `/evento/${id}`;

/** Agenda list routes: every province, or one, keeping the page size the visitor is using. */
export const agendaHref = (limit: string | number, page: number, province?: string) =>
  province ? `/agenda/${encodeURIComponent(province)}/${limit}/${page}` : `/agenda/${limit}/${page}`;
