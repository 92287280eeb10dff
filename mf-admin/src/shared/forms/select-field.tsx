import type { Ref, SelectHTMLAttributes } from 'react';
import { Field } from './field';
import styles from './form.module.css';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The choices, in order; a value is shown as its own label. */
  options: readonly string[];
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select, styled like TextField. */
export function SelectField({ label, options, className, ...select }: SelectFieldProps) {
  return (
    <Field label={label} required={select.required} className={className}>
      {(control) => (
        <select {...control} className={`${styles.input} ${styles.select}`} {...select}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
