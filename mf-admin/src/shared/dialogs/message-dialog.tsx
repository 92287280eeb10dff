import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonClass } from '../ui/button-class';
import { DialogIcon } from './dialog-icon';
import styles from './dialog.module.css';

export type MessageKind = 'success' | 'warning' | 'error';

export interface Message {
  kind: MessageKind;
  /** The spec's words, e.g. 'Cuenta actualizada' or the server's `msg`. */
  title: string;
  text?: ReactNode;
}

interface MessageDialogProps {
  open: boolean;
  message: Message | undefined;
  onClose: () => void;
  closeLabel?: string;
}

/** A modal message with its icon and one OK button (Radix Dialog: focus trap, Escape, labelled). */
export function MessageDialog({ open, message, onClose, closeLabel = 'OK' }: MessageDialogProps) {
  return (
    <Dialog.Root open={open && message !== undefined} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          data-kind={message?.kind}
          // Radix links the description itself; without one, say so explicitly.
          {...(message?.text ? {} : { 'aria-describedby': undefined })}
        >
          {message && <DialogIcon tone={message.kind} />}
          <Dialog.Title className={styles.title}>{message?.title}</Dialog.Title>
          {message?.text ? (
            <Dialog.Description className={styles.text}>{message.text}</Dialog.Description>
          ) : null}
          <div className={styles.buttons}>
            <Dialog.Close className={buttonClass(message?.kind === 'error' ? 'dark' : 'primary')}>
              {closeLabel}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
