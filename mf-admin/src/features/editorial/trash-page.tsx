import { useCallback, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { isEditor, mayRestoreNews, type TrashItem } from '@portal/contracts';
import { formatShortDate, usePageTitle } from '@portal/ui';
import { useFailureReport, useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { createAdminColumnHelper, TablePage } from '../../shared/data-table';
import { useConfirmDialog, useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { formatArgentinaDateTime } from '../../shared/time/argentina-time';
import { buttonClass } from '../../shared/ui/button-class';
import { newsStateLabel } from '../news/news-states';
import { purgeFromTrash, restoreFromTrash, useTrash } from '../news/news-api';
import { currentUserAtom } from '../session/current-user';
import styles from './editorial.module.css';

const column = createAdminColumnHelper<TrashItem>();

/**
 * /papelera (privilege noticias): the news deleted in the last 30 days, the most recent first.
 * 'Restaurar' brings one back as it was (a published one public again only for an editor, else
 * as a draft), shown to editors and to the item's author; 'Eliminar definitivamente' (editors)
 * deletes it and its images for good.
 */
export default function TrashPage() {
  usePageTitle('Papelera');
  const { rows, paging, error, loading, reload } = useTrash();
  useLoginOnSessionLoss(error);
  const user = useAtomValue(currentUserAtom);
  const editor = isEditor(user);
  // A writer without `edicion` brings back only the items he wrote (DESIGN §11).
  const userId = user?._id ?? '';
  const { show, dialog } = useMessageDialog();
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const reportFailure = useFailureReport(show);
  const [busy, setBusy] = useState<string>();

  const act = useCallback(
    async (id: string, action: () => Promise<{ msg: string }>) => {
      setBusy(id);
      try {
        const { msg } = await action();
        await show({ kind: 'success', title: msg });
      } catch (failure) {
        await reportFailure(failure);
      } finally {
        setBusy(undefined);
        reload();
      }
    },
    [show, reportFailure, reload],
  );

  const restore = useCallback(
    (item: TrashItem) =>
      act(item._id, async () => {
        const answer = await restoreFromTrash(item._id);
        return {
          msg: `${answer.msg} Quedó como: ${newsStateLabel({ estado: answer.estado, publicar_en: null })}.`,
        };
      }),
    [act],
  );

  const purge = useCallback(
    async (item: TrashItem) => {
      const confirmed = await confirm({
        danger: true,
        confirmLabel: 'Eliminar definitivamente',
        text: `Se eliminará «${item.titulo}» con sus versiones e imágenes. Esta acción no se puede deshacer.`,
      });
      if (confirmed) await act(item._id, () => purgeFromTrash(item._id));
    },
    [confirm, act],
  );

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('titulo', {
          header: 'Titulo',
          cell: ({ row }) => <span className={styles.title}>{row.original.titulo}</span>,
          meta: { width: '34%', primary: true },
        }),
        column.accessor('borrado_por', { header: 'Borrada por' }),
        column.accessor('borrado_en', {
          header: 'Borrada',
          cell: ({ row }) => (
            <span className={styles.nowrap}>{formatArgentinaDateTime(row.original.borrado_en)}</span>
          ),
        }),
        column.accessor('estado', {
          header: 'Estaba',
          cell: ({ row }) => newsStateLabel({ estado: row.original.estado, publicar_en: null }),
        }),
        column.accessor('se_elimina_en', {
          header: 'Se elimina',
          cell: ({ row }) => (
            <span className={styles.nowrap}>{formatShortDate(row.original.se_elimina_en)}</span>
          ),
        }),
        column.display({
          id: 'acciones',
          header: () => <span className="visually-hidden">Acciones</span>,
          cell: ({ row }) => (
            <div className={styles.actions}>
              {mayRestoreNews(row.original, { userId, editor }) && (
                <button
                  type="button"
                  className={buttonClass('primary', { small: true })}
                  disabled={busy === row.original._id}
                  onClick={() => void restore(row.original)}
                  aria-label={`Restaurar ${row.original.titulo}`}
                >
                  Restaurar
                </button>
              )}
              {editor && (
                <button
                  type="button"
                  className={buttonClass('danger', { small: true })}
                  disabled={busy === row.original._id}
                  onClick={() => void purge(row.original)}
                  aria-label={`Eliminar definitivamente ${row.original.titulo}`}
                >
                  Eliminar definitivamente
                </button>
              )}
            </div>
          ),
          meta: { actions: true },
        }),
      ]),
    [busy, editor, userId, restore, purge],
  );

  return (
    <TablePage
      title="Papelera"
      intro={
        <>
          Las noticias borradas esperan aquí 30 días, con sus versiones e imágenes; después se eliminan solas.
        </>
      }
      columns={columns}
      rows={rows}
      loading={loading}
      paging={paging}
      searchText={(item) => item.titulo}
    >
      {confirmDialog}
      {dialog}
    </TablePage>
  );
}
