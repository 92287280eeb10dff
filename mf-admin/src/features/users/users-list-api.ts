import { staffListPath, type StaffUsersListResponse } from '@portal/contracts';
import { useServerList } from '../../shared/data-table';

/**
 * Every staff member but oneself (the server leaves one's own row out), paged and searched
 * (nombre, apellido, username, email) by the server.
 */
export const useUsersList = () =>
  useServerList(
    ({ limit, page, q }) => staffListPath('usuarios', { limit, page, q }),
    (body: StaffUsersListResponse) => body.usuarios,
  );
