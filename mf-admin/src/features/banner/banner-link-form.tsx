import { bannerLinkRequestSchema, type BannerLinkRequest } from '@portal/contracts';
import type { Message } from '../../shared/dialogs/message-dialog';
import { TextField } from '../../shared/forms/text-field';
import { useSpanishValidation } from '../../shared/forms/use-spanish-validation';
import { firstError, useSchemaForm } from '../../shared/forms/use-schema-form';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';
import styles from './banner.module.css';

/** The event the banner leads to: a page of this site (/evento/…) or a full address. */
export function BannerLinkForm({
  current,
  onSave,
  show,
}: {
  current: string;
  onSave: (link: string) => Promise<void>;
  show: (message: Message) => Promise<void>;
}) {
  const { register, handleSubmit, formState } = useSchemaForm(bannerLinkRequestSchema, {
    link_evento: current,
  });
  const validation = useSpanishValidation();
  return (
    <form
      ref={validation}
      className={`${formStyles.card} ${styles.section}`}
      onSubmit={handleSubmit(
        ({ link_evento }: BannerLinkRequest) => onSave(link_evento.trim()),
        // What the server would refuse, said as the server says it.
        (errors) => void show({ kind: 'error', title: firstError(errors) }),
      )}
      aria-labelledby="link-evento"
    >
      <h2 id="link-evento" className={formStyles.sideTitle}>
        Enlace del banner
      </h2>
      <div className={styles.inline}>
        <TextField
          label="Link del evento"
          placeholder="/evento/… o https://…"
          hint="A dónde lleva un clic en el banner."
          {...register('link_evento')}
        />
        <SubmitButton busy={formState.isSubmitting}>GUARDAR LINK</SubmitButton>
      </div>
    </form>
  );
}
