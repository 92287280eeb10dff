import { useEffect, useId, useState } from 'react';
import { IMAGE_TARGETS, prepareImage } from '../../shared/images/prepare-image';
import { buttonClass } from '../../shared/ui/button-class';
import { Spinner } from '../../shared/ui/spinner';
import formStyles from '../../shared/forms/form.module.css';
import styles from './image-preview-tool.module.css';

interface Result {
  url: string;
  name: string;
  before: { bytes: number; width: number; height: number };
  after: { bytes: number; width: number; height: number };
}

const sizeFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });
const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${sizeFormat.format(bytes / 1024 / 1024)} MB`
    : `${sizeFormat.format(bytes / 1024)} KB`;

async function dimensions(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/**
 * The edit screen's side tool (spec: Edit news): shows a picked image compressed to at most
 * 800×600 at quality 0.6, with its weight before and after, ready to download.
 */
export function ImagePreviewTool() {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>();
  const [failed, setFailed] = useState(false);
  useEffect(() => () => (result ? URL.revokeObjectURL(result.url) : undefined), [result]);

  async function compress(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setFailed(false);
    try {
      const compressed = await prepareImage(file, IMAGE_TARGETS.preview);
      setResult({
        url: URL.createObjectURL(compressed),
        name: compressed.name,
        before: { bytes: file.size, ...(await dimensions(file)) },
        after: { bytes: compressed.size, ...(await dimensions(compressed)) },
      });
    } catch (error) {
      console.error('No se pudo comprimir la imagen:', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={`${formStyles.card} ${formStyles.sideCard}`} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={formStyles.sideTitle}>
        Compresor de imágenes
      </h2>
      <p className={formStyles.hint}>Reduce una imagen a 800×600 como máximo, con calidad 0,6.</p>
      <input
        id={inputId}
        className={formStyles.fileInput}
        type="file"
        accept="image/*"
        aria-label="Imagen a comprimir"
        onChange={(event) => void compress(event.target.files?.[0])}
      />
      <label
        htmlFor={inputId}
        className={`${buttonClass('ghost', { small: true })} ${styles.pick}`}
        aria-disabled={busy}
      >
        {busy && <Spinner size={12} />}
        Elegir imagen
      </label>
      {failed && <p className={styles.error}>No se pudo comprimir esa imagen.</p>}
      {result && (
        <figure className={styles.result}>
          <img src={result.url} alt="Vista previa comprimida" />
          <figcaption>
            <dl className={styles.facts}>
              <dt>Original</dt>
              <dd>
                {result.before.width}×{result.before.height} · {formatBytes(result.before.bytes)}
              </dd>
              <dt>Comprimida</dt>
              <dd>
                {result.after.width}×{result.after.height} · {formatBytes(result.after.bytes)}
              </dd>
            </dl>
            <a href={result.url} download={result.name} className={buttonClass('dark', { small: true })}>
              Descargar
            </a>
          </figcaption>
        </figure>
      )}
    </section>
  );
}
