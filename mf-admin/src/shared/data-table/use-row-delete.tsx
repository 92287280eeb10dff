import { useCallback, useState } from 'react';
import { useFailureReport } from '../api/use-failure-report';
import { useConfirmDialog, useMessageDialog } from '../dialogs/use-dialogs';

/**
 * BORRAR on a list (spec §4): asks 'Estas Seguro?' (danger), deletes, then reloads the list; a
 * refusal shows the server's Spanish message. Render `dialogs` once on the screen.
 *
 *   const rows = useRowDelete(deleteNews, reload);
 *   <DeleteButton busy={rows.deleting === id} onClick={() => void rows.askAndDelete(id)} />
 */
export function useRowDelete(remove: (id: string) => Promise<unknown>, onDeleted: () => void) {
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const { show, dialog: messageDialog } = useMessageDialog();
  const reportFailure = useFailureReport(show);
  const [deleting, setDeleting] = useState<string>();

  const askAndDelete = useCallback(
    async (id: string) => {
      if (!(await confirm({ danger: true, confirmLabel: 'Borrar' }))) return;
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
    [confirm, remove, onDeleted, reportFailure],
  );

  return {
    deleting,
    askAndDelete,
    dialogs: (
      <>
        {confirmDialog}
        {messageDialog}
      </>
    ),
  };
}
