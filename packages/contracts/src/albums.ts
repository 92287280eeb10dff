import { z } from 'zod';
import { calendarDateSchema, objectIdSchema, timestampSchema } from './common.ts';

export const MAX_ALBUM_PHOTOS = 30;

export const albumSchema = z.object({
  _id: objectIdSchema,
  nombre: z.string(),
  fecha: calendarDateSchema,
  /** The cover: the first photo unless chosen otherwise. */
  portada: z.string(),
  /** The photographer's name, shown after 'PH'. */
  ph: z.string(),
  fotos: z.array(z.string()).max(MAX_ALBUM_PHOTOS),
  created_at: timestampSchema,
});
export type Album = z.infer<typeof albumSchema>;
