import { z } from 'zod';

// In browsers, zod must not probe for eval (`new Function`) to compile fast parsers: the portal's
// Content-Security-Policy forbids eval, and the probe alone reports a violation on every page.
// Set here, before any schema is built (every other module of the package imports this one).
if ('document' in globalThis) z.config({ jitless: true });

/** Ids look like the original app's MongoDB ObjectIds: 24 lower-case hex characters. */
export const objectIdSchema = z
  .string({ error: 'Identificador inválido.' })
  .regex(/^[0-9a-f]{24}$/, 'Identificador inválido.');
export type ObjectId = z.infer<typeof objectIdSchema>;

/** A calendar day as `YYYY-MM-DD` (fecha, ingreso, egreso). */
export const calendarDateSchema = z.iso.date();

/** A moment as ISO-8601 with offset (created_at). */
export const timestampSchema = z.iso.datetime({ offset: true });

/** Every error answer of the API: a Spanish message for the user. */
export const apiErrorSchema = z.object({ msg: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** `:id` of a detail call: anything but 24 lower-case hex characters is a 400. */
export const idParamSchema = z.object({ id: objectIdSchema });
