import { useId, type InputHTMLAttributes } from 'react';
import styles from './form.module.css';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A line under the field (e.g. how a rule works). */
  hint?: string;
  /** Shows 'typed/maxLength' under the field while it is filled in. */
  showCount?: boolean;
}

/** A labelled input; required fields show a red mark that screen readers skip (they hear "required"). */
export function TextField({ label, hint, showCount = false, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const countId = showCount && input.maxLength !== undefined ? `${id}-count` : undefined;
  const describedBy = [hintId, countId].filter(Boolean).join(' ') || undefined;
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
      <input id={id} className={styles.input} aria-describedby={describedBy} {...input} />
      {countId && (
        <p id={countId} className={styles.counter}>
          <span className="visually-hidden">Caracteres: </span>
          {String(input.value ?? '').length}/{input.maxLength}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
