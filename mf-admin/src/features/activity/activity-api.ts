import { AUDIT_RESOURCE_LABELS } from '@portal/contracts';
import { apiUrl } from '@portal/ui';
import { useServerList } from '../../shared/data-table';

// The audit log (docs/api.md, privilege usuarios): read only; no call changes a row.

export interface ActivityFilters {
  /** A part of the username, in any case; '' for everyone. */
  usuario: string;
  /** One resource; '' for every one. */
  recurso: string;
  /** First and last day (YYYY-MM-DD, Argentina's calendar, both included); '' for no bound. */
  desde: string;
  hasta: string;
}

export const NO_ACTIVITY_FILTERS: ActivityFilters = { usuario: '', recurso: '', desde: '', hasta: '' };

/** The resources the log names (the server's audit hook), for the filter: Todos, then each one. */
export const AUDIT_RESOURCES = [
  { value: '', label: 'Todos' },
  ...Object.entries(AUDIT_RESOURCE_LABELS).map(([value, label]) => ({ value, label })),
] as const;

/** Where a row's item is edited or seen in the back office, when it has such a screen. */
export function activityItemHref(recurso: string, id: string): string | undefined {
  switch (recurso) {
    case 'noticia':
      return `/editarnoticia/${id}`;
    case 'evento':
      return `/editarevento/${id}`;
    case 'album':
      return `/editaralbum/${id}`;
    case 'publicidad':
      return `/editarpublicidad/${id}`;
    case 'usuario':
      return `/editarusuario/${id}`;
    case 'banner':
      return '/nuevobanner';
    case 'seccion':
      return '/secciones';
    case 'categoria':
      return '/categorias';
    case 'portada':
    case 'ultimo-momento':
      return '/portada';
    default:
      return undefined;
  }
}

/** Every staff write, login and refused login, newest first, paged and filtered by the server. */
export const useActivity = ({ usuario, recurso, desde, hasta }: ActivityFilters) =>
  useServerList(
    ({ limit, page }) =>
      apiUrl('/api/auditoria/{limit}/{page}', {
        params: { path: { limit, page }, query: { usuario, recurso, desde, hasta } },
      }),
    (body) => body.auditoria,
  );
