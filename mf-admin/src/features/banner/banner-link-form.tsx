import { useState, type FormEvent } from 'react';
import { TextField } from '../../shared/forms/text-field';
import { useSpanishValidation } from '../../shared/forms/use-spanish-validation';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';
import styles from './banner.module.css';

/** The event the banner leads to: a page of this site (/evento/…) or a full address. */
export function BannerLinkForm({
  current,
  onSave,
}: {
  current: string;
  onSave: (link: string) => Promise<void>;
}) {
  const [link, setLink] = useState(current);
  const [sending, setSending] = useState(false);
  const validation = useSpanishValidation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      await onSave(link.trim());
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      ref={validation}
      className={`${formStyles.card} ${styles.section}`}
      onSubmit={submit}
      aria-labelledby="link-evento"
    >
      <h2 id="link-evento" className={formStyles.sideTitle}>
        Enlace del banner
      </h2>
      <div className={styles.inline}>
        <TextField
          label="Link del evento"
          name="link_evento"
          placeholder="/evento/… o https://…"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          hint="A dónde lleva un clic en el banner."
        />
        <SubmitButton busy={sending}>GUARDAR LINK</SubmitButton>
      </div>
    </form>
  );
}
