import { useEffect, useId, useRef, useState } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { isDecodableImage, NOT_AN_IMAGE_MESSAGE } from '../images/check-image';
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
 * revoked when replaced), else the saved image, else an empty frame. A file the browser cannot
 * decode is refused when chosen, with 'El archivo no es una imagen válida.'; the previous pick stays.
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
  const [rejected, setRejected] = useState(false);
  // Only the last choice counts when an earlier one is still being decoded.
  const lastChoice = useRef(0);
  useEffect(() => {
    if (!file) {
      // Clearing the form (e.g. after creating) empties the native input too.
      if (input.current) input.current.value = '';
      setPickedUrl(undefined);
      setRejected(false);
      return;
    }
    const url = URL.createObjectURL(file);
    setPickedUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function choose(chosen: File | undefined) {
    const choice = ++lastChoice.current;
    if (!chosen) return;
    const valid = await isDecodableImage(chosen);
    if (choice !== lastChoice.current) return;
    setRejected(!valid);
    if (valid) return onPick(chosen);
    // The native input would keep naming the refused file.
    if (input.current) input.current.value = '';
  }

  const preview = pickedUrl ?? currentUrl;
  const errorId = `${id}-error`;
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
        aria-invalid={rejected || undefined}
        aria-describedby={rejected ? errorId : undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <label htmlFor={id} className={buttonClass('ghost', { small: true })}>
        {buttonLabel}
      </label>
      {file && <span className={styles.hint}>{file.name}</span>}
      {rejected && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {NOT_AN_IMAGE_MESSAGE}
        </p>
      )}
    </div>
  );
}

/** ImageField bound to the form field that holds the picked file. */
export function ImageFormField<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<ImageFieldProps, 'file' | 'onPick'> & {
  control: Control<T>;
  name: FieldPathByValue<T, File | undefined>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <ImageField {...props} file={field.value} onPick={field.onChange} />}
    />
  );
}
