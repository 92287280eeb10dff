import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Privilege } from '@portal/contracts';
import { ImageField } from '../../shared/forms/image-field';
import { TextField } from '../../shared/forms/text-field';
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
  contraseña: string;
  privilegios: Privilege[];
}

export const EMPTY_USER: UserFormValues = {
  nombre: '',
  apellido: '',
  email: '',
  username: '',
  contraseña: '',
  privilegios: [],
};

interface UserFormProps {
  initial: UserFormValues;
  /** The saved photo's URL (edit). */
  currentPhoto?: string;
  /** Only the new-user form has a password field (spec: present, not required). */
  withPassword: boolean;
  submitLabel: string;
  /** Saves; resolves true when the form should be emptied (a user was created). */
  onSubmit: (values: UserFormValues, photo: File | undefined) => Promise<boolean>;
}

/** The new-user and edit-user form: names, email, username, photo, password (new), privileges. */
export function UserForm({ initial, currentPhoto, withPassword, submitLabel, onSubmit }: UserFormProps) {
  const [values, setValues] = useState(initial);
  const [photo, setPhoto] = useState<File>();
  const [sending, setSending] = useState(false);
  const set = (field: keyof UserFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const clear = await onSubmit(values, photo);
    setSending(false);
    if (clear) {
      setValues(EMPTY_USER);
      setPhoto(undefined);
    }
  }

  return (
    <form className={`${formStyles.card} ${styles.layout}`} onSubmit={submit}>
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
          {withPassword && (
            <TextField
              label="Contraseña"
              name="contraseña"
              type="password"
              autoComplete="new-password"
              value={values.contraseña}
              onChange={set('contraseña')}
            />
          )}
        </div>
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
