import { useCallback, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import type { Usuario } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { useFailureReport, useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { createAdminColumnHelper, DataTable } from '../../shared/data-table';
import { useConfirmDialog, useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { Avatar } from '../../shared/ui/avatar';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import { Spinner } from '../../shared/ui/spinner';
import { currentUserAtom, fullName } from '../session/current-user';
import { deleteUser, useUsers } from '../../shared/api/users-api';
import styles from './users.module.css';

const column = createAdminColumnHelper<Usuario>();

/** /usuarios: every staff member but oneself, with EDITAR and BORRAR. */
export default function UsersListPage() {
  usePageTitle('Usuarios');
  const me = useAtomValue(currentUserAtom);
  const { data, error, loading, reload } = useUsers();
  useLoginOnSessionLoss(error);
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const { show, dialog: messageDialog } = useMessageDialog();
  const reportFailure = useFailureReport(show);
  const [deleting, setDeleting] = useState<string>();

  const myId = me?._id;
  const others = useMemo(() => data?.usuarios.filter((user) => user._id !== myId), [data, myId]);

  const remove = useCallback(
    async (user: Usuario) => {
      if (!(await confirm({ danger: true, confirmLabel: 'Borrar' }))) return;
      setDeleting(user._id);
      try {
        await deleteUser(user._id);
        reload();
      } catch (failure) {
        void reportFailure(failure);
      } finally {
        setDeleting(undefined);
      }
    },
    [confirm, reload, reportFailure],
  );

  const columns = useMemo(
    () =>
      column.columns([
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
        column.display({
          id: 'editar',
          header: () => <span className="visually-hidden">Editar</span>,
          cell: ({ row }) => (
            <Link to={`/editarusuario/${row.original._id}`} className={buttonClass('dark', { small: true })}>
              EDITAR
            </Link>
          ),
          meta: { width: '1%' },
        }),
        column.display({
          id: 'borrar',
          header: () => <span className="visually-hidden">Borrar</span>,
          cell: ({ row }) => (
            <button
              type="button"
              className={buttonClass('danger', { small: true })}
              disabled={deleting === row.original._id}
              onClick={() => void remove(row.original)}
            >
              {deleting === row.original._id && <Spinner size={12} />}
              BORRAR
            </button>
          ),
          meta: { width: '1%' },
        }),
      ]),
    [deleting, remove],
  );

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
        columns={columns}
        data={others}
        loading={loading}
        getRowId={(user) => user._id}
      />
      {confirmDialog}
      {messageDialog}
    </>
  );
}
