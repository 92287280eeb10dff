import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { Usuario } from '@portal/contracts';
import { updateUser } from '../../shared/api/users-api';
import { useFailureReport } from '../../shared/api/use-failure-report';
import { useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { ImageField } from '../../shared/forms/image-field';
import { TextField } from '../../shared/forms/text-field';
import { useSpanishValidation } from '../../shared/forms/use-spanish-validation';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { prepareAndUpload } from '../../shared/images/upload-image';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';
import { currentUserAtom } from '../session/current-user';
import { saveDisplayData } from '../session/display-data';
import styles from './account-form.module.css';

/** Spec §9: the delay before going back to /cuenta/{id} after a save without a password change. */
const REDIRECT_DELAY_MS = 1500;

/**
 * The account form (spec §2, §4, §5): names, email and username required; the password only
 * changes when both new-password fields are filled and equal; the photo is shrunk to about
 * 200 000 bytes (JPEG 0.5) before upload.
 */
export function AccountForm({ user, onSaved }: { user: Usuario; onSaved: () => void }) {
  const navigate = useNavigate();
  const setMe = useSetAtom(currentUserAtom);
  const { show, close, dialog } = useMessageDialog();
  const reportFailure = useFailureReport(show);
  const [fields, setFields] = useState({
    nombre: user.nombre,
    apellido: user.apellido,
    email: user.email,
    username: user.username,
    nueva: '',
    repita: '',
  });
  const [photo, setPhoto] = useState<File>();
  const [saving, setSaving] = useState(false);
  const validation = useSpanishValidation();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const set = (field: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const { nombre, apellido, email, username, nueva, repita } = fields;
    const changesPassword = nueva !== '';
    if (changesPassword && nueva !== repita) {
      void show({ kind: 'warning', title: 'Las contraseñas no coinciden.' });
      return;
    }
    setSaving(true);
    try {
      const foto = photo
        ? (await prepareAndUpload(photo, 'usuarios', IMAGE_TARGETS.newImage)).url
        : user.foto;
      const changes = { nombre, apellido, email: email.trim(), username: username.trim(), foto };
      await updateUser({ id: user._id, ...changes, ...(changesPassword ? { contraseña: nueva } : {}) });
      const updated = { ...user, ...changes };
      setMe(updated);
      saveDisplayData(updated);
      setSaving(false);
      void show({ kind: 'success', title: 'Cuenta actualizada' });
      if (changesPassword) {
        // With a new password the screen stays; only the password fields empty.
        setFields((current) => ({ ...current, nueva: '', repita: '' }));
      } else {
        redirect.current = setTimeout(() => {
          close();
          navigate(`/cuenta/${user._id}`, { replace: true });
          onSaved();
        }, REDIRECT_DELAY_MS);
      }
    } catch (error) {
      setSaving(false);
      void reportFailure(error);
    }
  }

  return (
    <form ref={validation} className={`${formStyles.card} ${styles.layout}`} onSubmit={submit}>
      <ImageField
        label="Foto"
        shape="circle"
        currentUrl={user.foto || undefined}
        file={photo}
        onPick={setPhoto}
        buttonLabel="Cambiar foto"
      />
      <div className={formStyles.form}>
        <div className={formStyles.grid}>
          <TextField label="Nombre" name="nombre" required value={fields.nombre} onChange={set('nombre')} />
          <TextField
            label="Apellido"
            name="apellido"
            required
            value={fields.apellido}
            onChange={set('apellido')}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={fields.email}
            onChange={set('email')}
          />
          <TextField
            label="Nombre de usuario"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={fields.username}
            onChange={set('username')}
          />
        </div>
        <fieldset className={formStyles.fieldset}>
          <legend className={`${formStyles.label} ${formStyles.legend}`}>Contraseña</legend>
          <div className={formStyles.grid}>
            <TextField
              label="Nueva contraseña"
              name="nueva"
              type="password"
              autoComplete="new-password"
              value={fields.nueva}
              onChange={set('nueva')}
            />
            <TextField
              label="Repita nueva contraseña"
              name="repita"
              type="password"
              autoComplete="new-password"
              value={fields.repita}
              onChange={set('repita')}
            />
          </div>
          <p className={formStyles.hint}>Déjelas vacías para conservar la contraseña actual.</p>
        </fieldset>
        <div className={formStyles.actions}>
          <SubmitButton busy={saving}>ACTUALIZAR</SubmitButton>
        </div>
      </div>
      {dialog}
    </form>
  );
}
