import { z } from 'zod';
import { objectIdSchema, timestampSchema } from './common.ts';

export const noticiaSchema = z.object({
  _id: objectIdSchema,
  titulo: z.string(),
  provincia: z.string(),
  /** The summary shown under the title and in lists. */
  descripcion: z.string(),
  /** The sanitized HTML body; only detail answers carry it. */
  texto: z.string(),
  img_portada: z.string(),
  /** Full name and photo of the author, copied from the session when it was written. */
  editor: z.string(),
  fotoEditor: z.string(),
  created_at: timestampSchema,
});
export type Noticia = z.infer<typeof noticiaSchema>;

/** Lists carry every field but the HTML body, so that they stay small. */
export const noticiaListItemSchema = noticiaSchema.omit({ texto: true });
export type NoticiaListItem = z.infer<typeof noticiaListItemSchema>;
