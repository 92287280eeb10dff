import { useId, type InputHTMLAttributes } from 'react';
import styles from './form.module.css';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A line under the field (e.g. how a rule works). */
  hint?: string;
}

/** A labelled input; required fields show a red mark that screen readers skip (they hear "required"). */
export function TextField({ label, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {/* Outside the label, so the field's name stays exactly the spec's word. */}
        {input.required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <input id={id} className={styles.input} aria-describedby={hintId} {...input} />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
