import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../ui/button-class';
import styles from './form.module.css';

interface ImageFieldProps {
  label: string;
  /** The image already saved (its URL), shown until another file is picked. */
  currentUrl?: string;
  /** The file picked in this visit, not yet uploaded. */
  file: File | undefined;
  onPick: (file: File | undefined) => void;
  /** 'circle' for profile photos, 'cover' for 16:9 covers, 'poster' for flyers and ads (uncropped). */
  shape?: 'circle' | 'cover' | 'poster';
  buttonLabel?: string;
}

/**
 * A file pick for one image with its preview: the picked file (through an object URL that is
 * revoked when replaced), else the saved image, else an empty frame.
 */
export function ImageField({
  label,
  currentUrl,
  file,
  onPick,
  shape = 'cover',
  buttonLabel = 'Elegir imagen',
}: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pickedUrl, setPickedUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      // Clearing the form (e.g. after creating) empties the native input too.
      if (input.current) input.current.value = '';
      setPickedUrl(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    setPickedUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const preview = pickedUrl ?? currentUrl;
  return (
    <div className={`${styles.field} ${styles.imageField}`}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={`${styles.preview} ${styles[shape]}`}>
        {preview ? (
          <img src={preview} alt={`Vista previa: ${label}`} />
        ) : (
          <span className={styles.previewEmpty} aria-hidden="true">
            Sin imagen
          </span>
        )}
      </div>
      <input
        ref={input}
        id={id}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        aria-labelledby={`${id}-label`}
        onChange={(event) => onPick(event.target.files?.[0])}
      />
      <label htmlFor={id} className={buttonClass('ghost', { small: true })}>
        {buttonLabel}
      </label>
      {file && <span className={styles.hint}>{file.name}</span>}
    </div>
  );
}
