import { useSetAtom } from 'jotai';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  createUsuarioBodySchema,
  updateUsuarioBodySchema,
  type Usuario,
} from '@portal/contracts';
import { z } from 'zod';
import { updateUser } from '../../shared/api/users-api';
import { useFailureReport } from '../../shared/api/use-failure-report';
import { useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { ImageFormField } from '../../shared/forms/image-field';
import { PASSWORDS_DIFFER_MESSAGE, problemMessage } from '../../shared/forms/password-repeat';
import { TextField } from '../../shared/forms/text-field';
import { useSpanishValidation } from '../../shared/forms/use-spanish-validation';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { prepareAndUpload } from '../../shared/images/upload-image';
import { useDelayedNavigate } from '../../shared/navigation/use-delayed-navigate';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';
import { currentUserAtom } from '../session/current-user';
import { saveDisplayData } from '../session/display-data';
import styles from './account-form.module.css';

/**
 * One's own fields; a new password (`nueva`) only when typed, twice, with the current one
 * (`actual`: the server asks for it, DESIGN §5).
 */
const accountSchema = createUsuarioBodySchema
  .pick({ nombre: true, apellido: true, email: true, username: true })
  .extend({
    actual: z.string(),
    nueva: updateUsuarioBodySchema.shape.contraseña,
    repita: z.string(),
    photo: z.custom<File>().optional(),
  })
  .refine(({ nueva, repita }) => !nueva || nueva === repita, {
    error: PASSWORDS_DIFFER_MESSAGE,
    path: ['repita'],
  })
  .refine(({ nueva, actual }) => !nueva || actual !== '', {
    error: CURRENT_PASSWORD_REQUIRED_MESSAGE,
    path: ['actual'],
  });
type AccountValues = z.input<typeof accountSchema>;

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
  const { register, control, handleSubmit, setValue, formState } = useSchemaForm(accountSchema, {
    nombre: user.nombre,
    apellido: user.apellido,
    email: user.email,
    username: user.username,
    actual: '',
    nueva: '',
    repita: '',
  });
  // 'Contraseña actual' is asked only once a new password is being typed.
  const changingPassword = useWatch({ control, name: 'nueva' }) !== '';
  const validation = useSpanishValidation();
  // Spec §9: after a save without a password change, back to /cuenta/{id} in 1.5 s.
  const later = useDelayedNavigate();

  async function save({ nombre, apellido, email, username, actual, nueva, photo }: AccountValues) {
    try {
      const foto = photo
        ? (await prepareAndUpload(photo, 'usuarios', IMAGE_TARGETS.newImage)).url
        : user.foto;
      const changes = { nombre, apellido, email: email.trim(), username: username.trim(), foto };
      await updateUser({
        id: user._id,
        ...changes,
        ...(nueva ? { contraseña: nueva, contraseña_actual: actual } : {}),
      });
      const updated = { ...user, ...changes };
      setMe(updated);
      saveDisplayData(updated);
      void show({ kind: 'success', title: 'Cuenta actualizada' });
      if (nueva) {
        // With a new password the screen stays; only the password fields empty.
        setValue('actual', '');
        setValue('nueva', '');
        setValue('repita', '');
      } else {
        later(() => {
          close();
          navigate(`/cuenta/${user._id}`, { replace: true });
          onSaved();
        });
      }
    } catch (error) {
      void reportFailure(error);
    }
  }

  return (
    <form
      ref={validation}
      className={`${formStyles.card} ${styles.layout}`}
      onSubmit={handleSubmit(save, (errors) => void show(problemMessage(errors)))}
    >
      <ImageFormField
        control={control}
        name="photo"
        label="Foto"
        shape="circle"
        currentUrl={user.foto || undefined}
        buttonLabel="Cambiar foto"
      />
      <div className={formStyles.form}>
        <div className={formStyles.grid}>
          <TextField label="Nombre" required {...register('nombre')} />
          <TextField label="Apellido" required {...register('apellido')} />
          <TextField label="Email" type="email" autoComplete="email" required {...register('email')} />
          <TextField
            label="Nombre de usuario"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...register('username')}
          />
        </div>
        <fieldset className={formStyles.fieldset}>
          <legend className={`${formStyles.label} ${formStyles.legend}`}>Contraseña</legend>
          <div className={formStyles.grid}>
            <TextField
              label="Nueva contraseña"
              type="password"
              autoComplete="new-password"
              {...register('nueva')}
            />
            <TextField
              label="Repetí la nueva contraseña"
              type="password"
              autoComplete="new-password"
              {...register('repita')}
            />
            {changingPassword && (
              <TextField
                label="Contraseña actual"
                type="password"
                autoComplete="current-password"
                {...register('actual')}
              />
            )}
          </div>
          <p className={formStyles.hint}>
            {changingPassword
              ? 'Para cambiarla, escribí también tu contraseña actual.'
              : 'Déjelas vacías para conservar la contraseña actual.'}
          </p>
        </fieldset>
        <div className={formStyles.actions}>
          <SubmitButton busy={formState.isSubmitting}>ACTUALIZAR</SubmitButton>
        </div>
      </div>
      {dialog}
    </form>
  );
}
