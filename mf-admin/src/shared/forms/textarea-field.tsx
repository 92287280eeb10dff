import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field } from './field';
import styles from './form.module.css';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input (summaries), styled like TextField. */
export function TextareaField({ label, hint, className, ...textarea }: TextareaFieldProps) {
  return (
    <Field label={label} required={textarea.required} hint={hint} className={className}>
      {(control) => <textarea {...control} className={`${styles.input} ${styles.textarea}`} {...textarea} />}
    </Field>
  );
}
