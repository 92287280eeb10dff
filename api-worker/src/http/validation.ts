import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { es } from 'zod/locales';

/** Spanish messages for the checks a schema gives no message of its own. */
export const spanishIssues = es().localeError;

export const INVALID_REQUEST_MESSAGE = 'Solicitud inválida.';

/**
 * Validates one part of the request with a zod schema (from @portal/contracts); a failure is a
 * 400 `{ msg }` carrying the first problem in Spanish, as every error answer of the API.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(
    target,
    schema,
    (result, c) => {
      if (!result.success) {
        return c.json({ msg: result.error.issues[0]?.message ?? INVALID_REQUEST_MESSAGE }, 400);
      }
    },
    {
      // zod's own result type; the cast only bridges zod-validator's conditional type over a generic schema.
      validationFunction: (s, value) => s.safeParseAsync(value, { error: spanishIssues }) as never,
    },
  );
}
