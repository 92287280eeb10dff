import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useFailureReport } from '../api/use-failure-report';
import { useConfirmDialog, useMessageDialog } from '../dialogs/use-dialogs';
import { DeleteButton, EditLink, FiguresLink, RowActions, ViewLink } from './row-actions';
import { createAdminColumnHelper, type AdminColumnDef } from './table-features';

type StringKey<TData> = { [K in keyof TData]: TData[K] extends string ? K : never }[keyof TData];

/** Where a list's row buttons lead. */
export interface RowTargets<TData> {
  /** The field the buttons are announced with: 'EDITAR <titulo>'. */
  label: StringKey<TData>;
  /** EDITAR's route, before '/<id>'. */
  edit: string;
  /** CIFRAS: the route of the item's figures, before '/<id>' (ads, DESIGN §14). */
  figures?: string;
  /** VER: the item's public page, for items that have one (or its preview while it is not public). */
  view?: (id: string, item: TData) => string;
  /** Whether this row's BORRAR shows (the user may delete it); every row's when left out. */
  deletable?: (item: TData) => boolean;
}

/**
 * A back-office list's columns followed by its row buttons VER, EDITAR and BORRAR. BORRAR (spec §4)
 * asks 'Estas Seguro?' (danger), naming the item, deletes, then reloads the list; a refusal shows
 * the server's Spanish message. Render `dialogs` once on the screen.
 *
 *   const targets: RowTargets<Noticia> = { label: 'titulo', view: publicNewsHref, edit: '/editarnoticia' };
 *   const list = useRowActions(columns, targets, deleteNews, reload);
 *   <DataTable columns={list.columns} … />
 *   {list.dialogs}
 *
 * `columns` and `targets` must be stable (module scope); without `remove` there is no BORRAR
 * (albums, for those without the privilege). `deleteNotice` adds what else the delete changes
 * (the events list: the central banner's link) to the question.
 */
export function useRowActions<TData extends { _id: string }>(
  columns: AdminColumnDef<TData>[],
  { label: labelKey, edit, figures, view, deletable }: RowTargets<TData>,
  remove: ((id: string) => Promise<unknown>) | undefined,
  onDeleted: () => void,
  deleteNotice?: (id: string) => ReactNode,
  /** BORRAR moves the item to a trash it can be restored from (news, DESIGN §11). */
  toTrash = false,
) {
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const { show, dialog: messageDialog } = useMessageDialog();
  const reportFailure = useFailureReport(show);
  const [deleting, setDeleting] = useState<string>();

  const askAndDelete = useCallback(
    async (id: string, label: string) => {
      const notice = deleteNotice?.(id);
      const text = (
        <>
          {toTrash
            ? `«${label}» irá a la Papelera: podrá restaurarse durante 30 días.`
            : `Se borrará «${label}». Esta acción no se puede deshacer.`}
          {notice ? (
            <>
              <br />
              <strong>{notice}</strong>
            </>
          ) : null}
        </>
      );
      if (!remove || !(await confirm({ danger: true, confirmLabel: 'Borrar', text }))) return;
      setDeleting(id);
      try {
        await remove(id);
        onDeleted();
      } catch (failure) {
        void reportFailure(failure);
      } finally {
        setDeleting(undefined);
      }
    },
    [confirm, remove, onDeleted, reportFailure, deleteNotice, toTrash],
  );

  const withActions = useMemo(() => {
    const column = createAdminColumnHelper<TData>();
    return [
      ...columns,
      column.display({
        id: 'acciones',
        header: () => <span className="visually-hidden">Acciones</span>,
        cell: ({ row }) => {
          const { _id } = row.original;
          const label = String(row.original[labelKey]);
          return (
            <RowActions>
              {view && <ViewLink href={view(_id, row.original)} label={label} />}
              {figures && <FiguresLink to={`${figures}/${_id}`} label={label} />}
              <EditLink to={`${edit}/${_id}`} label={label} />
              {remove && (deletable?.(row.original) ?? true) && (
                <DeleteButton
                  busy={deleting === _id}
                  label={label}
                  onClick={() => void askAndDelete(_id, label)}
                />
              )}
            </RowActions>
          );
        },
        meta: { width: '1%', actions: true },
      }),
    ];
  }, [columns, labelKey, edit, figures, view, deletable, remove, deleting, askAndDelete]);

  return {
    columns: withActions,
    dialogs: (
      <>
        {confirmDialog}
        {messageDialog}
      </>
    ),
  };
}
