import { useState } from 'react';
import type { StaffNoticia } from '@portal/contracts';
import { useFailureReport } from '../../../shared/api/use-failure-report';
import type { Message } from '../../../shared/dialogs/message-dialog';
import { TextareaField } from '../../../shared/forms/textarea-field';
import formStyles from '../../../shared/forms/form.module.css';
import { formatArgentinaDateTime } from '../../../shared/time/argentina-time';
import { buttonClass } from '../../../shared/ui/button-class';
import { returnToAuthor, useNewsNotes } from '../news-api';
import styles from '../news.module.css';

/**
 * The review beside the edit form: the notes sent with the item and returned with it, and, for
 * an editor looking at an item in review, 'Devolver al autor' with a note (approving is
 * 'Aprobar y publicar' or 'Programar' in the form).
 */
export function ReviewPanel({
  item,
  editor,
  onReturned,
  show,
}: {
  item: StaffNoticia;
  editor: boolean;
  onReturned: () => void;
  show: (message: Message) => Promise<void>;
}) {
  const { data } = useNewsNotes(item._id);
  const notes = (data?.notas ?? []).filter((note) => note.nota || note.tipo === 'devolucion').slice(0, 3);
  const [nota, setNota] = useState('');
  const [busy, setBusy] = useState(false);
  const reportFailure = useFailureReport(show);
  const canReturn = editor && item.estado === 'revision';
  if (notes.length === 0 && !canReturn) return null;

  const sendBack = async () => {
    setBusy(true);
    try {
      const { msg } = await returnToAuthor(item._id, nota);
      await show({ kind: 'success', title: msg });
      onReturned();
    } catch (failure) {
      await reportFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`${formStyles.card} ${formStyles.sideCard}`} aria-label="Revisión">
      <h2 className={formStyles.sideTitle}>Revisión</h2>
      {notes.length > 0 && (
        <ul className={styles.notes}>
          {notes.map((note) => (
            <li key={note._id} className={styles.note} data-kind={note.tipo}>
              <span className={styles.noteMeta}>
                {note.tipo === 'devolucion' ? 'Devuelta por' : 'Enviada por'} {note.autor},{' '}
                {formatArgentinaDateTime(note.created_at)}
              </span>
              {note.nota}
            </li>
          ))}
        </ul>
      )}
      {canReturn && (
        <>
          <TextareaField
            label="Nota para el autor"
            rows={2}
            value={nota}
            onChange={(event) => setNota(event.target.value)}
          />
          <button
            type="button"
            className={buttonClass('ghost')}
            disabled={busy || nota.trim() === ''}
            onClick={() => void sendBack()}
          >
            Devolver al autor
          </button>
        </>
      )}
    </section>
  );
}
