import type { FormEvent, ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { buttonClass } from '../ui/button-class';
import dialogStyles from '../dialogs/dialog.module.css';
import styles from './rich-text-editor.module.css';

/** The frame of the editor's small dialogs (link, image's alt text): overlay, content and title. */
export function EditorDialog({
  open,
  title,
  onDismiss,
  onClosed,
  children,
}: {
  open: boolean;
  title: string;
  /** Closed by Cancelar, Escape or a click outside. */
  onDismiss: () => void;
  /** Once closed, however: the focus goes back to the editor (not to the page's body). */
  onClosed: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(stillOpen) => !stillOpen && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content
          className={`${dialogStyles.content} ${styles.linkDialog}`}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <Dialog.Title className={dialogStyles.title}>{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The form inside an EditorDialog: its fields, the error of the last submit, and the footer
 * (Cancelar, optional extra buttons, the confirm button).
 */
export function EditorDialogForm({
  onSubmit,
  error,
  errorId,
  confirmLabel,
  extraButtons,
  children,
}: {
  onSubmit: () => void;
  error: string | undefined;
  /** The id the fields point at with aria-errormessage. */
  errorId: string;
  confirmLabel: string;
  extraButtons?: ReactNode;
  children: ReactNode;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    // The editor sits inside the item's form: this form must not submit that one.
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  }

  return (
    <form className={styles.linkForm} onSubmit={submit} noValidate>
      {children}
      {error && (
        <p id={errorId} className={styles.linkError} role="alert">
          {error}
        </p>
      )}
      <div className={dialogStyles.buttons}>
        <Dialog.Close type="button" className={buttonClass('ghost')}>
          Cancelar
        </Dialog.Close>
        {extraButtons}
        <button type="submit" className={buttonClass('primary')}>
          {confirmLabel}
        </button>
      </div>
    </form>
  );
}
