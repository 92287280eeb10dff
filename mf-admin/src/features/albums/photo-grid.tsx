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
}: {
  photos: GridPhoto[];
  onRemove: (key: string) => void;
  busy: boolean;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.grid} aria-label="Fotos del álbum">
      {photos.map((photo, index) => (
        <li
          key={photo.key}
          className={styles.tile}
          data-state={photo.invalid ? 'invalid' : photo.progress?.state}
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
