import { z } from 'zod';
import { calendarDateSchema, objectIdSchema, timestampSchema } from './common.ts';

export const eventoSchema = z.object({
  _id: objectIdSchema,
  titulo: z.string(),
  /** The flyer image URL (the original's spelling). */
  flayer: z.string(),
  texto: z.string(),
  provincia: z.string(),
  fecha: calendarDateSchema,
  /** Where it happens ('Lugar'). */
  direccion: z.string(),
  horario: z.string(),
  created_at: timestampSchema,
});
export type Evento = z.infer<typeof eventoSchema>;

export const eventoListItemSchema = eventoSchema.omit({ texto: true });
export type EventoListItem = z.infer<typeof eventoListItemSchema>;
