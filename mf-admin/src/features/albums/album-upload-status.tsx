import { ProgressBar } from '../../shared/ui/progress-bar';
import { overallProgress, type PhotoProgress } from './upload-photos';
import styles from './albums.module.css';

/** The whole album's bar while its photos go up: 'Subiendo fotos… 5 de 12 · 42 %'. */
export function AlbumUploadStatus({
  progress,
  count,
}: {
  progress: Record<string, PhotoProgress>;
  count: number;
}) {
  const done = Object.values(progress).filter((photo) => photo.state === 'done').length;
  const failed = Object.values(progress).some((photo) => photo.state === 'failed');
  const value = overallProgress(progress, count);
  return (
    <div className={styles.status} role="status">
      <p className={styles.statusLine}>
        <strong>
          {failed ? 'Error al subir imágenes' : done === count ? 'Fotos subidas' : 'Subiendo fotos…'}
        </strong>
        <span>
          {done} de {count} · {Math.round(value * 100)} %
        </span>
      </p>
      <ProgressBar
        label="Progreso del álbum"
        value={value}
        size="large"
        state={failed ? 'failed' : done === count ? 'done' : 'active'}
      />
    </div>
  );
}
