import type { FieldErrors } from 'react-hook-form';
import type { Message } from '../dialogs/message-dialog';
import { firstError } from './use-schema-form';

/** When a new password and its repetition differ (the user and account forms). */
export const PASSWORDS_DIFFER_MESSAGE = 'Las contraseñas no coinciden.';

/**
 * The first problem of a form with a repeated password: the repetition is a warning of the form,
 * anything else is what the server would refuse, said as an error as the server's message was.
 */
export function problemMessage(errors: FieldErrors): Message {
  const title = firstError(errors);
  return { kind: title === PASSWORDS_DIFFER_MESSAGE ? 'warning' : 'error', title };
}
