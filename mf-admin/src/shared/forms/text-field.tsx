import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './field';
import styles from './form.module.css';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  /** How many characters are typed: shown as 'typed/maxLength' under the field. */
  count?: number;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input: `<TextField label="Titulo" required {...register('titulo')} />`. */
export function TextField({ label, hint, count, className, ...input }: TextFieldProps) {
  const limit = input.maxLength;
  return (
    <Field
      label={label}
      required={input.required}
      hint={hint}
      count={count !== undefined && limit !== undefined ? { typed: count, limit } : undefined}
      className={className}
    >
      {(control) => <input {...control} className={styles.input} {...input} />}
    </Field>
  );
}
