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

export const MEDIA_FOCUS_MESSAGE = 'El punto de foco debe tener x e y entre 0 y 1.';
const focusAxis = z.number(MEDIA_FOCUS_MESSAGE).min(0, MEDIA_FOCUS_MESSAGE).max(1, MEDIA_FOCUS_MESSAGE);

/**
 * A picture's focal point (media library, DESIGN §12): 0–1 on each axis from its top left
 * corner. Public answers carry it (`imagen_foco`, `fotos_foco`) only when it is not the centre.
 */
export const imageFocusSchema = z.object({ x: focusAxis, y: focusAxis }, { error: MEDIA_FOCUS_MESSAGE });

/** A `*_medio` field naming a library record that is gone, or whose image is not the one sent. */
export const PICKED_MEDIA_MESSAGE =
  'La imagen elegida de Medios ya no existe o no coincide con la enviada. Volvé a elegirla.';

/** A `*_medio` field of the news, event and album forms: the library record an image was picked from. */
export const pickedMediaIdSchema = z
  .string({ error: PICKED_MEDIA_MESSAGE })
  .regex(/^[0-9a-f]{24}$/, PICKED_MEDIA_MESSAGE);
