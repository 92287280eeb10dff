import { useCallback, useEffect, useState } from 'react';
import {
  REVISION_RESTORED_MESSAGE,
  type Revision,
  type RevisionField,
  type StaffNoticia,
} from '@portal/contracts';
import { useFailureReport } from '../../../shared/api/use-failure-report';
import type { Message } from '../../../shared/dialogs/message-dialog';
import { useConfirmDialog } from '../../../shared/dialogs/use-dialogs';
import { formatArgentinaDateTime } from '../../../shared/time/argentina-time';
import { buttonClass } from '../../../shared/ui/button-class';
import formStyles from '../../../shared/forms/form.module.css';
import { fetchRevision, restoreRevision, useRevisions } from '../news-api';
import { newsStateLabel } from '../news-states';
import newsStyles from '../news.module.css';
import { CompareDialog } from './compare-dialog';
import styles from './history.module.css';

interface HistoryPanelProps {
  /** The item as saved now: what each revision is compared with. */
  current: StaffNoticia;
  /** The version the screen's content is based on (If-Match of a restore). */
  version: () => number;
  /** After a restore: the screen reloads the item. */
  onRestored: () => void;
  show: (message: Message) => Promise<void>;
  /** Whether 'Restaurar' shows: not when the user may not save the item (DESIGN §11). */
  canRestore?: boolean;
}

/** The fields of a revision as the form names them. */
const FIELD_LABELS: Record<RevisionField, string> = {
  titulo: 'Título',
  descripcion: 'Descripción',
  texto: 'Texto',
  provincia: 'Provincia',
  img_portada: 'Portada',
  img_portada_alt: 'Alt de la portada',
  img_portada_credito: 'Crédito de la portada',
  estado: 'Estado',
  publicar_en: 'Fecha de publicación',
};

/** 'Título, Texto' — what the next version changed; '' when nothing did. */
export const changedFieldsText = (fields: readonly RevisionField[]) =>
  fields.map((field) => FIELD_LABELS[field]).join(', ');

/**
 * 'Historial': one revision per save (the content it replaced: its version number and state,
 * who, when, its title, and which fields the next version changed), newest first; 'Ver cambios' compares one with the current text word by word; 'Restaurar' (after 'Estas
 * Seguro?') gives the item that content back, keeping what it had as a revision too.
 */
export function HistoryPanel({ current, version, onRestored, show, canRestore = true }: HistoryPanelProps) {
  const { data, reload } = useRevisions(current._id);
  const revisions = data?.revisiones;
  const [open, setOpen] = useState<Revision>();
  const { confirm, dialog } = useConfirmDialog();
  const reportFailure = useFailureReport(show);

  // Every save of the item adds a revision.
  useEffect(reload, [current.version, reload]);

  const view = useCallback(
    async (rev: string) => {
      try {
        setOpen((await fetchRevision(current._id, rev)).revision);
      } catch (failure) {
        return reportFailure(failure);
      }
    },
    [current._id, reportFailure],
  );

  const restore = useCallback(
    async (revision: Revision) => {
      const when = formatArgentinaDateTime(revision.created_at);
      if (!(await confirm({ text: `El texto vuelve a ser el del ${when}.`, confirmLabel: 'Restaurar' })))
        return;
      setOpen(undefined);
      try {
        await restoreRevision(current._id, revision._id, version());
      } catch (failure) {
        return reportFailure(failure);
      }
      onRestored();
      await show({ kind: 'success', title: REVISION_RESTORED_MESSAGE });
    },
    [confirm, current._id, version, onRestored, show, reportFailure],
  );

  return (
    <section className={`${formStyles.card} ${styles.panel}`} aria-labelledby="historial-title">
      <h2 id="historial-title" className={formStyles.sideTitle}>
        Historial
      </h2>
      {revisions === undefined ? (
        <p className={styles.empty}>Cargando…</p>
      ) : revisions.length === 0 ? (
        <p className={styles.empty}>Todavía no hay versiones anteriores.</p>
      ) : (
        <ul className={styles.list} aria-label="Versiones anteriores">
          {revisions.map((revision) => (
            <li
              key={revision._id}
              className={styles.item}
              data-selected={open?._id === revision._id || undefined}
            >
              <span className={styles.head}>
                <span className={styles.version}>v{revision.version}</span>
                <span className={newsStyles.state} data-state={revision.estado}>
                  {newsStateLabel({ estado: revision.estado, publicar_en: null })}
                </span>
              </span>
              <button
                type="button"
                className={buttonClass('ghost', { small: true })}
                onClick={() => void view(revision._id)}
                aria-label={`Ver cambios de la versión ${revision.version}`}
              >
                Ver cambios
              </button>
              <span className={styles.meta}>
                {revision.autor} · {formatArgentinaDateTime(revision.created_at)}
              </span>
              <span className={styles.itemTitle}>{revision.titulo}</span>
              <span className={styles.changes}>
                {revision.cambios.length > 0
                  ? `La versión ${revision.version + 1} cambió: ${changedFieldsText(revision.cambios)}`
                  : `La versión ${revision.version + 1} no cambió el contenido`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <CompareDialog
          title="Cambios"
          legend={`De la versión del ${formatArgentinaDateTime(open.created_at)} (${open.autor}) al texto actual: en rojo lo que se quitó, en verde lo que se agregó.`}
          older={open}
          newer={current}
          onClose={() => setOpen(undefined)}
          actions={
            canRestore && (
              <button type="button" className={buttonClass('primary')} onClick={() => void restore(open)}>
                Restaurar
              </button>
            )
          }
        />
      )}
      {dialog}
    </section>
  );
}
