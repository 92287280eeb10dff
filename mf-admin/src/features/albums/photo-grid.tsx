import { IMAGE_ALT_MAX_LENGTH, IMAGE_CREDIT_MAX_LENGTH } from '@portal/contracts';
import { SafeImage } from '@portal/ui';
import { NOT_AN_IMAGE_MESSAGE } from '../../shared/images/check-image';
import { ProgressBar } from '../../shared/ui/progress-bar';
import type { PhotoProgress } from './upload-photos';
import styles from './albums.module.css';

export interface GridPhoto {
  key: string;
  src: string;
  /** Accessible name: the file name, or 'Foto 3'. */
  label: string;
  progress?: PhotoProgress;
  /** Not uploaded yet. */
  pending?: boolean;
  /** Picked, but not a picture the browser can decode. */
  invalid?: boolean;
}

/** A photo's alt text and credit as typed. */
export interface PhotoDetail {
  alt: string;
  credito: string;
}

const STATE_TEXT: Record<PhotoProgress['state'], string> = {
  waiting: 'En espera',
  active: 'Subiendo',
  done: 'Subida',
  failed: 'Error',
  cancelled: 'Cancelada',
};

/** The album's photos as a grid: each with its preview, Eliminar, and its upload bar while sending. */
export function PhotoGrid({
  photos,
  onRemove,
  busy,
  details = {},
  onDetail,
}: {
  photos: GridPhoto[];
  onRemove: (key: string) => void;
  busy: boolean;
  /** Alt text and credit per photo key, each typed under its photo when `onDetail` is given. */
  details?: Record<string, PhotoDetail>;
  onDetail?: (key: string, detail: PhotoDetail) => void;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.grid} aria-label="Fotos del álbum">
      {photos.map((photo, index) => (
        <li
          key={photo.key}
          className={styles.tile}
          data-state={photo.invalid ? 'invalid' : photo.progress?.state}
          data-details={onDetail ? '' : undefined}
        >
          {photo.invalid ? (
            <p className={styles.tileInvalid} role="alert">
              <strong>{photo.label}</strong>
              {NOT_AN_IMAGE_MESSAGE}
            </p>
          ) : (
            <SafeImage src={photo.src} alt={photo.label} loading="lazy" className={styles.tileImage} />
          )}
          <span className={styles.badges}>
            {index === 0 && !photo.invalid && <span className={styles.coverBadge}>Portada</span>}
            {photo.pending && !photo.progress && !photo.invalid && (
              <span className={styles.newBadge}>Nueva</span>
            )}
          </span>
          {photo.progress && (
            <div className={styles.tileProgress}>
              <span>{STATE_TEXT[photo.progress.state]}</span>
              <ProgressBar
                label={`Subida de ${photo.label}`}
                value={photo.progress.fraction}
                state={
                  photo.progress.state === 'done'
                    ? 'done'
                    : photo.progress.state === 'active'
                      ? 'active'
                      : 'failed'
                }
              />
            </div>
          )}
          {onDetail && !photo.invalid && (
            <div className={styles.tileDetails}>
              {(['alt', 'credito'] as const).map((field) => {
                const props = {
                  className: styles.tileInput,
                  'aria-label': `${field === 'alt' ? 'Texto alternativo' : 'Crédito'} de ${photo.label}`,
                  placeholder: field === 'alt' ? 'Qué muestra (alt)' : 'Crédito',
                  maxLength: field === 'alt' ? IMAGE_ALT_MAX_LENGTH : IMAGE_CREDIT_MAX_LENGTH,
                  value: details[photo.key]?.[field] ?? '',
                  disabled: busy,
                  onChange: (event: { target: { value: string } }) =>
                    onDetail(photo.key, {
                      alt: details[photo.key]?.alt ?? '',
                      credito: details[photo.key]?.credito ?? '',
                      [field]: event.target.value,
                    }),
                };
                // The alt text is a sentence: it wraps over two lines instead of scrolling out of sight.
                return field === 'alt' ? (
                  <textarea key={field} rows={2} {...props} />
                ) : (
                  <input key={field} {...props} />
                );
              })}
            </div>
          )}
          <button
            type="button"
            className={styles.remove}
            disabled={busy}
            aria-label={`Eliminar ${photo.label}`}
            onClick={() => onRemove(photo.key)}
          >
            Eliminar
          </button>
        </li>
      ))}
    </ul>
  );
}
