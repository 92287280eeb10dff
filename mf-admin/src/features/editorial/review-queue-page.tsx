import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReviewQueueItem } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { useFailureReport, useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { createAdminColumnHelper, TablePage } from '../../shared/data-table';
import { useConfirmDialog, useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { formatArgentinaDateTime } from '../../shared/time/argentina-time';
import { buttonClass } from '../../shared/ui/button-class';
import { updateNews, useReviewQueue } from '../news/news-api';
import styles from './editorial.module.css';

const column = createAdminColumnHelper<ReviewQueueItem>();

/**
 * /revision (privilege edicion): the stories sent for review, the longest waiting first, with
 * who sent them, when and their note. 'Aprobar y publicar' publishes at once; 'Revisar' opens the
 * edit screen, where the editor can also schedule it or return it to its author with a note.
 */
export default function ReviewQueuePage() {
  usePageTitle('En revisión');
  const { rows, paging, error, loading, reload } = useReviewQueue();
  useLoginOnSessionLoss(error);
  const { show, dialog } = useMessageDialog();
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const reportFailure = useFailureReport(show);
  const [busy, setBusy] = useState<string>();

  const approve = useCallback(
    async (item: ReviewQueueItem) => {
      const confirmed = await confirm({
        title: 'Aprobar y publicar',
        text: `«${item.titulo}» se publica ahora en el sitio.`,
        confirmLabel: 'Publicar',
      });
      if (!confirmed) return;
      setBusy(item._id);
      try {
        await updateNews(item._id, item.version, { estado: 'publicada' });
        await show({ kind: 'success', title: 'Noticia publicada.' });
        reload();
      } catch (failure) {
        await reportFailure(failure);
        reload();
      } finally {
        setBusy(undefined);
      }
    },
    [confirm, show, reportFailure, reload],
  );

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('titulo', {
          header: 'Titulo',
          cell: ({ row }) => (
            <>
              <Link to={`/editarnoticia/${row.original._id}`} className={styles.title}>
                {row.original.titulo}
              </Link>
              <span className={styles.meta}>{row.original.provincia}</span>
            </>
          ),
          meta: { width: '34%', primary: true },
        }),
        column.accessor('enviada_por', { header: 'Enviada por' }),
        column.accessor('enviada_en', {
          header: 'Enviada',
          cell: ({ row }) => (
            <span className={styles.nowrap}>{formatArgentinaDateTime(row.original.enviada_en)}</span>
          ),
        }),
        column.accessor('nota', {
          header: 'Nota',
          cell: ({ row }) =>
            row.original.nota ? <span className={styles.note}>«{row.original.nota}»</span> : '—',
        }),
        column.display({
          id: 'acciones',
          header: () => <span className="visually-hidden">Acciones</span>,
          cell: ({ row }) => (
            <div className={styles.actions}>
              <Link
                to={`/editarnoticia/${row.original._id}`}
                className={buttonClass('ghost', { small: true })}
              >
                Revisar
              </Link>
              <button
                type="button"
                className={buttonClass('primary', { small: true })}
                disabled={busy === row.original._id}
                onClick={() => void approve(row.original)}
                aria-label={`Aprobar y publicar ${row.original.titulo}`}
              >
                Aprobar y publicar
              </button>
            </div>
          ),
          meta: { actions: true },
        }),
      ]),
    [approve, busy],
  );

  return (
    <TablePage
      title="En revisión"
      intro={
        <>
          Noticias enviadas a revisión por su autor, la que más espera primero. Para programarla o devolverla
          con una nota, abrila con «Revisar».
        </>
      }
      columns={columns}
      rows={rows}
      loading={loading}
      paging={paging}
    >
      {confirmDialog}
      {dialog}
    </TablePage>
  );
}
