import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Privilege } from '@portal/contracts';
import { ImageField } from '../../shared/forms/image-field';
import { TextField } from '../../shared/forms/text-field';
import { useSpanishValidation } from '../../shared/forms/use-spanish-validation';
import { buttonClass } from '../../shared/ui/button-class';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';
import { PrivilegeCheckboxes } from './privilege-checkboxes';
import styles from './user-form.module.css';

export interface UserFormValues {
  nombre: string;
  apellido: string;
  email: string;
  username: string;
  /** New user: their password. Edit: a new one, or '' to keep theirs. */
  contraseña: string;
  /** Edit: the new password again. */
  repita: string;
  privilegios: Privilege[];
}

export const EMPTY_USER: UserFormValues = {
  nombre: '',
  apellido: '',
  email: '',
  username: '',
  contraseña: '',
  repita: '',
  privilegios: [],
};

/** What a save did: 'created' empties the form, 'saved' only its password fields, 'failed' nothing. */
export type UserSaveOutcome = 'created' | 'saved' | 'failed';

interface UserFormProps {
  initial: UserFormValues;
  /** The saved photo's URL (edit). */
  currentPhoto?: string;
  /**
   * 'new': the new user's password, required (issue #15: an account without one is of no use).
   * 'reset': an administrator may set a new one, twice, or leave both empty to keep it.
   */
  password: 'new' | 'reset';
  submitLabel: string;
  onSubmit: (values: UserFormValues, photo: File | undefined) => Promise<UserSaveOutcome>;
}

/** The new-user and edit-user form: names, email, username, photo, password, privileges. */
export function UserForm({ initial, currentPhoto, password, submitLabel, onSubmit }: UserFormProps) {
  const [values, setValues] = useState(initial);
  const [photo, setPhoto] = useState<File>();
  const [sending, setSending] = useState(false);
  const validation = useSpanishValidation();
  const set = (field: keyof UserFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const outcome = await onSubmit(values, photo);
    setSending(false);
    if (outcome === 'created') {
      setValues(EMPTY_USER);
      setPhoto(undefined);
    } else if (outcome === 'saved') {
      setValues((current) => ({ ...current, contraseña: '', repita: '' }));
    }
  }

  return (
    <form ref={validation} className={`${formStyles.card} ${styles.layout}`} onSubmit={submit}>
      <ImageField label="Foto" shape="circle" currentUrl={currentPhoto} file={photo} onPick={setPhoto} />
      <div className={formStyles.form}>
        <div className={formStyles.grid}>
          <TextField label="Nombre" name="nombre" required value={values.nombre} onChange={set('nombre')} />
          <TextField
            label="Apellido"
            name="apellido"
            required
            value={values.apellido}
            onChange={set('apellido')}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            required
            value={values.email}
            onChange={set('email')}
          />
          <TextField
            label="Nombre de usuario"
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={values.username}
            onChange={set('username')}
          />
          {password === 'new' && (
            <TextField
              label="Contraseña"
              name="contraseña"
              type="password"
              autoComplete="new-password"
              required
              value={values.contraseña}
              onChange={set('contraseña')}
              hint={`Entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres.`}
            />
          )}
        </div>
        {password === 'reset' && (
          <fieldset className={formStyles.fieldset}>
            <legend className={`${formStyles.label} ${formStyles.legend}`}>Cambiar contraseña</legend>
            <div className={formStyles.grid}>
              <TextField
                label="Nueva contraseña"
                name="contraseña"
                type="password"
                autoComplete="new-password"
                value={values.contraseña}
                onChange={set('contraseña')}
              />
              <TextField
                label="Repita nueva contraseña"
                name="repita"
                type="password"
                autoComplete="new-password"
                value={values.repita}
                onChange={set('repita')}
              />
            </div>
            <p className={formStyles.hint}>
              Déjelas vacías para conservar la contraseña actual. Una nueva cierra las sesiones abiertas del
              usuario.
            </p>
          </fieldset>
        )}
        <PrivilegeCheckboxes
          value={values.privilegios}
          onChange={(privilegios) => setValues((current) => ({ ...current, privilegios }))}
        />
        <div className={formStyles.actions}>
          <SubmitButton busy={sending}>{submitLabel}</SubmitButton>
          <Link to="/usuarios" className={buttonClass('ghost')}>
            Volver
          </Link>
        </div>
      </div>
    </form>
  );
}
