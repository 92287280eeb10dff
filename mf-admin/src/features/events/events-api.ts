import type { Evento, EventoListItem, Page } from '@portal/contracts';
import { useApi } from '@portal/ui';
import { sendJson } from '../../shared/api/send-json';

// The agenda calls of the back office (DESIGN.md §4).

/** Up to 100 events: upcoming first (by fecha), then past ones. */
export const useEventsList = () => useApi<{ eventos: Page<EventoListItem> }>('/api/eventos/100/1');

export const useEvent = (id: string | undefined) =>
  useApi<{ evento: Evento[] }>(id ? `/api/evento/${encodeURIComponent(id)}` : null);

export interface EventFields {
  titulo: string;
  flayer: string;
  texto: string;
  provincia: string;
  /** YYYY-MM-DD */
  fecha: string;
  direccion: string;
  horario: string;
}

export const createEvent = (fields: EventFields) => sendJson<{ msg?: string }>('POST', '/api/evento', fields);

export const updateEvent = (id: string, fields: EventFields) =>
  sendJson<{ msg?: string }>('PUT', '/api/evento', { id, ...fields });

export const deleteEvent = (id: string) =>
  sendJson<{ msg?: string }>('DELETE', `/api/evento/${encodeURIComponent(id)}`);

export const publicEventHref = (id: string) => `/evento/${id}`;
