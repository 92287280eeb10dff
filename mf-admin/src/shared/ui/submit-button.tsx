import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonVariant } from './button-class';
import { Spinner } from './spinner';

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** While true the button shows a spinner and is disabled, so a form cannot be sent twice. */
  busy: boolean;
  variant?: ButtonVariant;
  block?: boolean;
}

/** A form's submit button: `<SubmitButton busy={sending}>ACTUALIZAR</SubmitButton>`. */
export function SubmitButton({
  busy,
  variant = 'primary',
  block,
  disabled,
  children,
  ...rest
}: SubmitButtonProps) {
  return (
    <button
      {...rest}
      type="submit"
      className={buttonClass(variant, { block })}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
