import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonClass } from '../ui/button-class';
import { DialogIcon } from './dialog-icon';
import styles from './dialog.module.css';

export interface ConfirmRequest {
  /** Defaults to the spec's 'Estas Seguro?'. */
  title?: string;
  text?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Danger mode: the confirm button is red (deletes, logout). */
  danger?: boolean;
}

interface ConfirmDialogProps {
  open: boolean;
  request: ConfirmRequest | undefined;
  onAnswer: (confirmed: boolean) => void;
}

/**
 * Asks before an irreversible action. Focus starts on Cancel, so Enter never deletes by accident;
 * Escape and a click outside count as Cancel.
 */
export function ConfirmDialog({ open, request, onAnswer }: ConfirmDialogProps) {
  const {
    title = 'Estas Seguro?',
    text,
    confirmLabel = 'Aceptar',
    cancelLabel = 'Cancelar',
    danger = false,
  } = request ?? {};
  return (
    <Dialog.Root open={open && request !== undefined} onOpenChange={(next) => !next && onAnswer(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} {...(text ? {} : { 'aria-describedby': undefined })}>
          <DialogIcon tone={danger ? 'warning' : 'question'} />
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {text ? <Dialog.Description className={styles.text}>{text}</Dialog.Description> : null}
          <div className={styles.buttons}>
            <Dialog.Close className={buttonClass('ghost')} autoFocus>
              {cancelLabel}
            </Dialog.Close>
            <button
              type="button"
              className={buttonClass(danger ? 'dangerSolid' : 'primary')}
              onClick={() => onAnswer(true)}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
