import {
  newReleaseRequestSchema,
  type NewReleaseRequest,
  type Release,
  type RemoteName,
} from '@portal/contracts';
import { errorMessage, isSessionLost } from '../../shared/api/api-errors';
import { TextField } from '../../shared/forms/text-field';
import { firstError, useSchemaForm } from '../../shared/forms/use-schema-form';
import { useSpanishValidation } from '../../shared/forms/use-spanish-validation';
import { buttonClass } from '../../shared/ui/button-class';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';
import { addRelease } from './releases-api';
import styles from './releases.module.css';

const EMPTY: NewReleaseRequest = { url: '', etiqueta: '' };

/**
 * 'Nueva versión': the address of a build's mf-manifest.json and a label. The schema checks the
 * form as the server does; the server then reads the manifest and its refusal (unreachable, not
 * JSON, another section's) is shown under the form, in its own words.
 */
export function NewReleaseForm({
  remote,
  label,
  onAdded,
  onCancel,
  onSessionLost,
}: {
  remote: RemoteName;
  label: string;
  onAdded: (release: Release, msg: string) => void;
  onCancel: () => void;
  onSessionLost: () => void;
}) {
  const { register, handleSubmit, formState, setError, clearErrors } = useSchemaForm(
    newReleaseRequestSchema,
    EMPTY,
  );
  const validation = useSpanishValidation();
  // The schema's first problem, or the server's refusal.
  const problem = Object.keys(formState.errors).length > 0 ? firstError(formState.errors) : undefined;

  const save = async ({ url, etiqueta }: NewReleaseRequest) => {
    clearErrors('root');
    try {
      const answer = await addRelease(remote, { url: url.trim(), etiqueta: etiqueta.trim() });
      onAdded(answer.release, answer.msg);
    } catch (error) {
      if (isSessionLost(error)) return onSessionLost();
      setError('root', { message: errorMessage(error) });
    }
  };

  return (
    <form
      ref={validation}
      className={`${formStyles.form} ${styles.newRelease}`}
      onSubmit={handleSubmit(save)}
      aria-label={`Nueva versión de ${label}`}
    >
      <div className={formStyles.grid}>
        <TextField
          label="URL del manifiesto"
          type="url"
          required
          placeholder="https://…/mf-manifest.json"
          hint="El servidor lee el manifiesto antes de registrarla."
          autoComplete="off"
          {...register('url')}
        />
        <TextField
          label="Etiqueta"
          required
          maxLength={100}
          placeholder="p. ej. 2.4.0 con el nuevo buscador"
          autoComplete="off"
          {...register('etiqueta')}
        />
      </div>
      {problem && (
        <p className={styles.formError} role="alert">
          {problem}
        </p>
      )}
      <div className={formStyles.actions}>
        <SubmitButton busy={formState.isSubmitting}>Registrar versión</SubmitButton>
        <button type="button" className={buttonClass('ghost')} onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
