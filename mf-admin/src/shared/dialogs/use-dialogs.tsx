import { useCallback, useRef, useState } from 'react';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { MessageDialog, type Message } from './message-dialog';

/**
 * A message dialog driven from event handlers:
 *
 *   const messages = useMessageDialog();
 *   await messages.show({ kind: 'success', title: 'Actualizado con exito!' }); // resolves on close
 *   return <>{form}{messages.dialog}</>;
 */
export function useMessageDialog() {
  const [state, setState] = useState<{ open: boolean; message?: Message }>({ open: false });
  const resolveClosed = useRef<() => void>(undefined);

  const close = useCallback(() => {
    // Keep the last message while closed, so the content never blanks out mid-close.
    setState((current) => ({ ...current, open: false }));
    resolveClosed.current?.();
    resolveClosed.current = undefined;
  }, []);

  const show = useCallback((message: Message) => {
    resolveClosed.current?.();
    setState({ open: true, message });
    return new Promise<void>((resolve) => {
      resolveClosed.current = resolve;
    });
  }, []);

  const dialog = <MessageDialog open={state.open} message={state.message} onClose={close} />;
  return { show, close, dialog };
}

/**
 * A confirmation driven from event handlers:
 *
 *   const confirmation = useConfirmDialog();
 *   if (await confirmation.confirm({ danger: true, confirmLabel: 'Borrar' })) remove(id);
 *   return <>{table}{confirmation.dialog}</>;
 */
export function useConfirmDialog() {
  const [state, setState] = useState<{ open: boolean; request?: ConfirmRequest }>({ open: false });
  const resolveAnswer = useRef<(confirmed: boolean) => void>(undefined);

  const confirm = useCallback((request: ConfirmRequest = {}) => {
    resolveAnswer.current?.(false);
    setState({ open: true, request });
    return new Promise<boolean>((resolve) => {
      resolveAnswer.current = resolve;
    });
  }, []);

  const answer = useCallback((confirmed: boolean) => {
    setState((current) => ({ ...current, open: false }));
    resolveAnswer.current?.(confirmed);
    resolveAnswer.current = undefined;
  }, []);

  const dialog = <ConfirmDialog open={state.open} request={state.request} onAnswer={answer} />;
  return { confirm, dialog };
}
