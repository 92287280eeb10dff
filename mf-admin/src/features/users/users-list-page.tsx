import { Link } from 'react-router-dom';
import type { Usuario } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { createAdminColumnHelper, DataTable, useRowActions, type RowTargets } from '../../shared/data-table';
import { Avatar } from '../../shared/ui/avatar';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import { fullName } from '../session/current-user';
import { deleteUser } from '../../shared/api/users-api';
import { useUsersList } from './users-list-api';
import styles from './users.module.css';

const column = createAdminColumnHelper<Usuario>();

const columns = column.columns([
  column.accessor('foto', {
    header: 'Foto',
    cell: ({ row }) => (
      <Avatar src={row.original.foto || undefined} name={fullName(row.original)} size={40} />
    ),
    meta: { image: true },
  }),
  column.accessor('nombre', { header: 'Nombre', enableSorting: true }),
  column.accessor('apellido', { header: 'Apellido', enableSorting: true }),
  column.accessor('username', { header: 'Usuario', enableSorting: true }),
  column.accessor('email', { header: 'email' }),
  column.accessor('privilegios', {
    header: 'Privilegios',
    cell: ({ row }) => (
      <ul className={styles.chips} aria-label="Privilegios">
        {row.original.privilegios.map((privilege) => (
          <li key={privilege}>{privilege}</li>
        ))}
      </ul>
    ),
  }),
]);

const targets: RowTargets<Usuario> = { label: 'username', edit: '/editarusuario' };

/** What BUSCAR matches, as the server does. */
const searchText = (user: Usuario) => `${user.nombre} ${user.apellido} ${user.username} ${user.email}`;

/** /usuarios: every staff member but oneself, with EDITAR, BORRAR and BUSCAR. */
export default function UsersListPage() {
  usePageTitle('Usuarios');
  const { rows, paging, error, loading, reload } = useUsersList();
  useLoginOnSessionLoss(error);
  const list = useRowActions(columns, targets, deleteUser, reload);

  return (
    <>
      <PageHeader
        title="Usuarios"
        actions={
          <Link to="/nuevousuario" className={buttonClass('primary')}>
            Agregar usuario
          </Link>
        }
      />
      <DataTable
        label="Usuarios"
        columns={list.columns}
        data={rows}
        loading={loading}
        getRowId={(user) => user._id}
        paging={paging}
        searchText={searchText}
      />
      {list.dialogs}
    </>
  );
}
