import type { EventoListItem, Page } from '@portal/contracts';
import { apiUrl, useApi, type ApiState } from '@portal/ui';

// Every call of the agenda section, through the typed client (answer shapes in docs/api.md): the
// list of all provinces is wrapped in `eventos`, the list of one province is a bare page.

// The URLs are exported for the pages' heads (src/server.ts), which read the answers by them.

/** One page of the agenda of every province (wrapped in `eventos`). */
export const agendaPageUrl = (limit: string, page: string) =>
  apiUrl('/api/eventos/{limit}/{page}', { params: { path: { limit, page } } });

/** One page of the agenda of one province (a bare page). */
export const provinceAgendaPageUrl = (province: string, limit: string, page: string) =>
  apiUrl('/api/eventos/{prov}/{limit}/{page}', { params: { path: { prov: province, limit, page } } });

/** One page of the agenda, of every province or of one; both answers come back as a bare page. */
export function useAgendaPage(
  limit: string,
  page: string,
  province?: string,
): ApiState<Page<EventoListItem>> {
  const all = useApi(province ? null : agendaPageUrl(limit, page));
  const one = useApi(province ? provinceAgendaPageUrl(province, limit, page) : null);
  return province ? one : { ...all, data: all.data?.eventos };
}

export const eventUrl = (id: string) => apiUrl('/api/evento/{id}', { params: { path: { id } } });

export const useEvent = (id: string) => useApi(eventUrl(id));

/** 'Te puede interesar': the first seven of the agenda (six once the one being read is left out). */
export const useRelatedEvents = () =>
  useApi(apiUrl('/api/eventos/{limit}/{page}', { params: { path: { limit: 7, page: 1 } } }));

/** An event's canonical URL (DESIGN §12): `/evento/:id/:slug`, `/evento/:id` without a slug. */
export const eventHref = ({ _id, slug }: { _id: string; slug?: string | undefined }) =>
  slug ? `/evento/${_id}/${slug}` : `/evento/${_id}`;

/** Agenda list routes: every province, or one, keeping the page size the visitor is using. */
export const agendaHref = (limit: string | number, page: number, province?: string) =>
  province ? `/agenda/${encodeURIComponent(province)}/${limit}/${page}` : `/agenda/${limit}/${page}`;
