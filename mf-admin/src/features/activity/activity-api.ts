import { apiUrl } from '@portal/ui';
import { useServerList } from '../../shared/data-table';

// The audit log (docs/api.md, privilege usuarios): read only; no call changes a row.

export interface ActivityFilters {
  /** Exact username; '' for everyone. */
  usuario: string;
  /** One resource; '' for every one. */
  recurso: string;
}

/** The resources the log names (the server's audit hook), for the filter. */
export const AUDIT_RESOURCES = [
  { value: '', label: 'Todos' },
  { value: 'noticia', label: 'Noticias' },
  { value: 'album', label: 'Álbumes' },
  { value: 'evento', label: 'Eventos' },
  { value: 'publicidad', label: 'Publicidad' },
  { value: 'banner', label: 'Banner' },
  { value: 'imagen', label: 'Imágenes' },
  { value: 'usuario', label: 'Usuarios' },
  { value: 'seccion', label: 'Secciones' },
  { value: 'sesion', label: 'Sesiones' },
] as const;

/** Every staff write, login and refused login, newest first, paged and filtered by the server. */
export const useActivity = ({ usuario, recurso }: ActivityFilters) =>
  useServerList(
    ({ limit, page }) =>
      apiUrl('/api/auditoria/{limit}/{page}', {
        params: { path: { limit, page }, query: { usuario, recurso } },
      }),
    (body) => body.auditoria,
  );
