import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { IMAGE_ALT_MAX_LENGTH, IMAGE_CREDIT_MAX_LENGTH, type Medio } from '@portal/contracts';
import { TextField } from '../../shared/forms/text-field';
import { updateMedia } from '../../shared/media/media-api';
import { buttonClass } from '../../shared/ui/button-class';
import { SubmitButton } from '../../shared/ui/submit-button';
import dialogStyles from '../../shared/dialogs/dialog.module.css';
import { FocusPicker } from './focus-picker';
import styles from './media-page.module.css';

/** 'Editar imagen': alt text, credit and focal point of one record (PUT /api/medios/:id). */
export function MediaEditDialog({
  medio,
  canEdit,
  onClose,
  onSaved,
  onFailure,
}: {
  medio: Medio | undefined;
  canEdit: boolean;
  onClose: () => void;
  onSaved: (msg: string) => void;
  onFailure: (failure: unknown) => void;
}) {
  return (
    <Dialog.Root open={medio !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content
          className={`${dialogStyles.content} ${styles.editDialog}`}
          aria-describedby={undefined}
        >
          <Dialog.Title className={dialogStyles.title}>Editar imagen</Dialog.Title>
          {medio && (
            <EditForm
              key={medio._id}
              medio={medio}
              canEdit={canEdit}
              onSaved={onSaved}
              onFailure={onFailure}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditForm({
  medio,
  canEdit,
  onSaved,
  onFailure,
}: {
  medio: Medio;
  canEdit: boolean;
  onSaved: (msg: string) => void;
  onFailure: (failure: unknown) => void;
}) {
  const [alt, setAlt] = useState(medio.alt);
  const [credito, setCredito] = useState(medio.credito);
  const [foco, setFoco] = useState(medio.foco);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { msg } = await updateMedia(medio._id, { alt, credito, foco });
      onSaved(msg);
    } catch (failure) {
      onFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.editForm} onSubmit={(event) => void submit(event)}>
      <FocusPicker
        url={medio.url}
        alt={alt || 'Imagen sin texto alternativo'}
        focus={foco}
        onChange={setFoco}
      />
      <p className={styles.focusHint}>
        Hacé clic en lo importante de la foto: los recortes del sitio lo mantienen a la vista (
        {Math.round(foco.x * 100)} % · {Math.round(foco.y * 100)} %).
      </p>
      <TextField
        label="Texto alternativo"
        name="alt"
        maxLength={IMAGE_ALT_MAX_LENGTH}
        value={alt}
        disabled={!canEdit}
        onChange={(event) => setAlt(event.target.value)}
        hint="Qué muestra la foto, para quien no la ve."
      />
      <TextField
        label="Crédito"
        name="credito"
        maxLength={IMAGE_CREDIT_MAX_LENGTH}
        value={credito}
        disabled={!canEdit}
        onChange={(event) => setCredito(event.target.value)}
        hint="Foto: …"
      />
      <div className={dialogStyles.buttons}>
        <Dialog.Close type="button" className={buttonClass('ghost')}>
          {canEdit ? 'Cancelar' : 'Cerrar'}
        </Dialog.Close>
        {canEdit && <SubmitButton busy={busy}>Guardar</SubmitButton>}
      </div>
    </form>
  );
}
