import { Controller } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  createUsuarioBodySchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  updateUsuarioBodySchema,
} from '@portal/contracts';
import { z } from 'zod';
import type { Message } from '../../shared/dialogs/message-dialog';
import { ImageFormField } from '../../shared/forms/image-field';
import { PASSWORDS_DIFFER_MESSAGE, problemMessage } from '../../shared/forms/password-repeat';
import { TextField } from '../../shared/forms/text-field';
import { useSpanishValidation } from '../../shared/forms/use-spanish-validation';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { buttonClass } from '../../shared/ui/button-class';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';
import { PrivilegeCheckboxes } from './privilege-checkboxes';
import styles from './user-form.module.css';

/** A new user: the request's fields, the photo as a picked file (and no repeated password). */
const newUserSchema = createUsuarioBodySchema
  .pick({ nombre: true, apellido: true, email: true, username: true, contraseña: true, privilegios: true })
  .extend({ repita: z.string(), photo: z.custom<File>().optional() });

/** An edited user: a new password is optional, typed twice. */
const editedUserSchema = newUserSchema
  .extend({ contraseña: updateUsuarioBodySchema.shape.contraseña })
  .refine(({ contraseña, repita }) => (contraseña ?? '') === repita, {
    error: PASSWORDS_DIFFER_MESSAGE,
    path: ['repita'],
  });

export type UserFormValues = z.input<typeof editedUserSchema>;

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
  onSubmit: (values: UserFormValues) => Promise<UserSaveOutcome>;
  show: (message: Message) => Promise<void>;
}

/** The new-user and edit-user form: names, email, username, photo, password, privileges. */
export function UserForm({ initial, currentPhoto, password, submitLabel, onSubmit, show }: UserFormProps) {
  const schema: z.ZodType<unknown, UserFormValues> = password === 'new' ? newUserSchema : editedUserSchema;
  const { register, control, handleSubmit, reset, setValue, formState } = useSchemaForm(schema, initial);
  const validation = useSpanishValidation();

  async function send(values: UserFormValues) {
    const outcome = await onSubmit(values);
    if (outcome === 'created') reset(EMPTY_USER);
    if (outcome === 'saved') {
      setValue('contraseña', '');
      setValue('repita', '');
    }
  }

  return (
    <form
      ref={validation}
      className={`${formStyles.card} ${styles.layout}`}
      onSubmit={handleSubmit(send, (errors) => void show(problemMessage(errors)))}
    >
      <ImageFormField control={control} name="photo" label="Foto" shape="circle" currentUrl={currentPhoto} />
      <div className={formStyles.form}>
        <div className={formStyles.grid}>
          <TextField label="Nombre" required {...register('nombre')} />
          <TextField label="Apellido" required {...register('apellido')} />
          <TextField label="Email" type="email" required {...register('email')} />
          <TextField
            label="Nombre de usuario"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...register('username')}
          />
          {password === 'new' && (
            <TextField
              label="Contraseña"
              type="password"
              autoComplete="new-password"
              required
              hint={`Entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres.`}
              {...register('contraseña')}
            />
          )}
        </div>
        {password === 'reset' && (
          <fieldset className={formStyles.fieldset}>
            <legend className={`${formStyles.label} ${formStyles.legend}`}>Cambiar contraseña</legend>
            <div className={formStyles.grid}>
              <TextField
                label="Nueva contraseña"
                type="password"
                autoComplete="new-password"
                {...register('contraseña')}
              />
              <TextField
                label="Repetí la nueva contraseña"
                type="password"
                autoComplete="new-password"
                {...register('repita')}
              />
            </div>
            <p className={formStyles.hint}>
              Déjelas vacías para conservar la contraseña actual. Una nueva cierra las sesiones abiertas del
              usuario.
            </p>
          </fieldset>
        )}
        <Controller
          control={control}
          name="privilegios"
          render={({ field }) => <PrivilegeCheckboxes value={field.value ?? []} onChange={field.onChange} />}
        />
        <div className={formStyles.actions}>
          <SubmitButton busy={formState.isSubmitting}>{submitLabel}</SubmitButton>
          <Link to="/usuarios" className={buttonClass('ghost')}>
            Volver
          </Link>
        </div>
      </div>
    </form>
  );
}
