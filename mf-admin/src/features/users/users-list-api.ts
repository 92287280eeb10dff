import type { StaffUserOrder } from '@portal/contracts';
import { apiUrl } from '@portal/ui';
import type { SortingState } from '@tanstack/react-table';
import { useServerList } from '../../shared/data-table';

/** The server's order for the table's sorted column (Nombre, Apellido, Usuario). */
function orderOf([sorted]: SortingState): StaffUserOrder | undefined {
  if (!sorted || !['nombre', 'apellido', 'username'].includes(sorted.id)) return undefined;
  return `${sorted.desc ? '-' : ''}${sorted.id}` as StaffUserOrder;
}

/**
 * Every staff member but oneself (the server leaves one's own row out), paged, searched
 * (nombre, apellido, username, email) and sorted by the server.
 */
export const useUsersList = () =>
  useServerList(
    ({ limit, page, q, sorting }) =>
      apiUrl('/api/redaccion/usuarios/{limit}/{page}', {
        params: { path: { limit, page }, query: { q, orden: orderOf(sorting) } },
      }),
    (body) => body.usuarios,
  );
