import { useForm } from 'react-hook-form';
import { ImageFormField } from '../../shared/forms/image-field';
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
  // A multipart upload, not a JSON request: no schema, just the picked file.
  const { control, handleSubmit, setValue, formState } = useForm<{ file?: File }>({ defaultValues: {} });
  const validation = useSpanishValidation();

  async function upload({ file }: { file?: File }) {
    if (!file) return void show({ kind: 'warning', title: 'Elegí una imagen para subir.' });
    try {
      const { message } = await prepareAndUpload(file, 'banners', IMAGE_TARGETS.newImage);
      setValue('file', undefined);
      onUploaded();
      void show({ kind: 'success', title: message || 'Imagen subida correctamente' });
    } catch (error) {
      console.error('Error al subir la imagen:', error);
      void show({ kind: 'error', title: 'Error al subir la imagen' });
    }
  }

  return (
    <form
      ref={validation}
      className={`${formStyles.card} ${styles.section}`}
      onSubmit={handleSubmit(upload)}
      aria-labelledby="subir-banner"
    >
      <h2 id="subir-banner" className={formStyles.sideTitle}>
        Subir imagen al banco
      </h2>
      <div className={styles.upload}>
        <ImageFormField control={control} name="file" label="Imagen del banner" />
        <div className={styles.uploadSide}>
          <p className={formStyles.hint}>
            Banner completo: formato ancho y bajo (por ejemplo 1200×120). Banner móvil: 600×130.
          </p>
          <SubmitButton busy={formState.isSubmitting}>SUBIR</SubmitButton>
        </div>
      </div>
    </form>
  );
}
