import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A back-office form over a request schema of `@portal/contracts`:
 * `const form = useSchemaForm(newsFormSchema, EMPTY_NEWS)`. The browser checks what it can first
 * (in Spanish, see use-spanish-validation.ts); the schema then checks the rest before anything is
 * uploaded or sent, with the messages the server would answer. The submit handler gets the values
 * as typed (`raw`): each form trims and sends exactly what it sent before.
 */
export function useSchemaForm<Values extends FieldValues>(
  schema: z.ZodType<unknown, Values>,
  defaultValues: DefaultValues<Values>,
) {
  return useForm<Values>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues,
    // The problem is said in a dialog, which takes the focus itself.
    shouldFocusError: false,
  });
}

/** The first problem the schema found, in the order of the form's fields. */
export function firstError(errors: FieldErrors): string {
  const search = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message) return message;
    for (const [key, child] of Object.entries(node)) {
      const found = key === 'ref' ? undefined : search(child);
      if (found) return found;
    }
    return undefined;
  };
  return search(errors) ?? 'Revisá los datos del formulario.';
}
