import { useId, type ReactNode } from 'react';
import styles from './form.module.css';

/** What a control needs from its field: its id and the ids of the lines that describe it. */
export interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  required?: boolean;
  /** A line under the control (e.g. how a rule works). */
  hint?: string;
  /** Shown under the control as 'typed/limit' (a title's count). */
  count?: { typed: number; limit: number };
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/**
 * The one frame of every back-office field: the label, a red mark for required fields that
 * screen readers skip (they hear "required"), the control, its count and its hint.
 */
export function Field({ label, required, hint, count, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const countId = count ? `${id}-count` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {/* Outside the label, so the field's name stays exactly the spec's word. */}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      {children({ id, 'aria-describedby': [hintId, countId].filter(Boolean).join(' ') || undefined })}
      {count && (
        <p id={countId} className={styles.counter}>
          <span className="visually-hidden">Caracteres: </span>
          {count.typed}/{count.limit}
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
