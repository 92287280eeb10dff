import { useId, type SelectHTMLAttributes } from 'react';
import styles from './form.module.css';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The choices, in order; a value is shown as its own label. */
  options: readonly string[];
}

/** A labelled select, styled like TextField. */
export function SelectField({ label, options, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {select.required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <select id={id} className={`${styles.input} ${styles.select}`} {...select}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
