import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import type { Usuario } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { createAdminColumnHelper, DataTable, useRowActions, type RowTargets } from '../../shared/data-table';
import { Avatar } from '../../shared/ui/avatar';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import { currentUserAtom, fullName } from '../session/current-user';
import { deleteUser, useUsers } from '../../shared/api/users-api';
import styles from './users.module.css';

const column = createAdminColumnHelper<Usuario>();

const columns = column.columns([
  column.accessor('foto', {
    header: 'Foto',
    cell: ({ row }) => (
      <Avatar src={row.original.foto || undefined} name={fullName(row.original)} size={40} />
    ),
    meta: { image: true },
    enableGlobalFilter: false,
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

/** /usuarios: every staff member but oneself, with EDITAR and BORRAR. */
export default function UsersListPage() {
  usePageTitle('Usuarios');
  const me = useAtomValue(currentUserAtom);
  const { data, error, loading, reload } = useUsers();
  useLoginOnSessionLoss(error);
  const list = useRowActions(columns, targets, deleteUser, reload);

  const myId = me?._id;
  const others = useMemo(() => data?.usuarios.filter((user) => user._id !== myId), [data, myId]);

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
        data={others}
        loading={loading}
        getRowId={(user) => user._id}
      />
      {list.dialogs}
    </>
  );
}
