import { useState, type FormEvent } from 'react';
import { ImageField } from '../../shared/forms/image-field';
import { useSpanishValidation } from '../../shared/forms/use-spanish-validation';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { prepareAndUpload } from '../../shared/images/upload-image';
import { SubmitButton } from '../../shared/ui/submit-button';
import type { Message } from '../../shared/dialogs/message-dialog';
import formStyles from '../../shared/forms/form.module.css';
import styles from './banner.module.css';

/** Adds an image to the banner bank (spec §8: 'Imagen subida correctamente' / 'Error al subir la imagen'). */
export function BannerUploadForm({
  show,
  onUploaded,
}: {
  show: (message: Message) => Promise<void>;
  onUploaded: () => void;
}) {
  const [file, setFile] = useState<File>();
  const [sending, setSending] = useState(false);
  const validation = useSpanishValidation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!file) return void show({ kind: 'warning', title: 'Elige una imagen para subir.' });
    setSending(true);
    try {
      const { message } = await prepareAndUpload(file, 'banners', IMAGE_TARGETS.newImage);
      setFile(undefined);
      onUploaded();
      void show({ kind: 'success', title: message || 'Imagen subida correctamente' });
    } catch (error) {
      console.error('Error al subir la imagen:', error);
      void show({ kind: 'error', title: 'Error al subir la imagen' });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      ref={validation}
      className={`${formStyles.card} ${styles.section}`}
      onSubmit={submit}
      aria-labelledby="subir-banner"
    >
      <h2 id="subir-banner" className={formStyles.sideTitle}>
        Subir imagen al banco
      </h2>
      <div className={styles.upload}>
        <ImageField label="Imagen del banner" file={file} onPick={setFile} />
        <div className={styles.uploadSide}>
          <p className={formStyles.hint}>
            Banner completo: formato ancho y bajo (por ejemplo 1200×120). Banner móvil: 600×130.
          </p>
          <SubmitButton busy={sending}>SUBIR</SubmitButton>
        </div>
      </div>
    </form>
  );
}
