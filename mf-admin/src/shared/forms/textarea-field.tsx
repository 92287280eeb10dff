import { useId, type TextareaHTMLAttributes } from 'react';
import styles from './form.module.css';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
}

/** A labelled multi-line input (summaries), styled like TextField. */
export function TextareaField({ label, hint, className, ...textarea }: TextareaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {textarea.required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <textarea
        id={id}
        className={`${styles.input} ${styles.textarea}`}
        aria-describedby={hintId}
        {...textarea}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
