import { useId, useState, type DragEvent } from 'react';
import styles from './albums.module.css';

interface PhotoDropzoneProps {
  count: number;
  max: number;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/** The album's image area: drop photos on it, or click (or press Enter) to choose them. */
export function PhotoDropzone({ count, max, disabled = false, onFiles }: PhotoDropzoneProps) {
  const id = useId();
  const [over, setOver] = useState(false);

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  }

  return (
    <div className={styles.dropzoneWrap}>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        aria-label="Agregar fotos"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={styles.dropzone}
        data-over={over || undefined}
        data-disabled={disabled || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <svg
          viewBox="0 0 24 24"
          width="36"
          height="36"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="10" r="1.8" />
          <path d="m4 17 5-4.5 3.5 3 3-2.5L20 17" />
        </svg>
        <strong>Arrastra las fotos aquí o haz clic para elegirlas</strong>
        <span>JPG, PNG, WebP… Se comprimen antes de subir.</span>
      </label>
      <p className={styles.counter} aria-live="polite">
        <span className="visually-hidden">Fotos elegidas: </span>
        {count}/{max}
      </p>
    </div>
  );
}
