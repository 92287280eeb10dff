import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../shared/ui/button-class';
import dialogStyles from '../../../shared/dialogs/dialog.module.css';
import { DiffView, type ComparedNews } from './diff-view';
import styles from './history.module.css';

interface CompareDialogProps {
  title: string;
  /** What the comparison goes from and to, in a line ('De la revisión … al texto actual'). */
  legend: string;
  older: ComparedNews;
  newer: ComparedNews;
  onClose: () => void;
  /** Buttons beside 'Cerrar' (Restaurar, Guardar de todos modos). */
  actions?: ReactNode;
}

/** A comparison of two versions of a news item in a dialog, word by word. */
export function CompareDialog({ title, legend, older, newer, onClose, actions }: CompareDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={`${dialogStyles.content} ${styles.wide}`}>
          <Dialog.Title className={dialogStyles.title}>{title}</Dialog.Title>
          <Dialog.Description className={styles.legend}>{legend}</Dialog.Description>
          <DiffView older={older} newer={newer} />
          <div className={dialogStyles.buttons}>
            <Dialog.Close className={buttonClass('ghost')}>Cerrar</Dialog.Close>
            {actions}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
