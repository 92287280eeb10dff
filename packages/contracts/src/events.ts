import { z } from 'zod';
import { calendarDateSchema, imageFocusSchema, objectIdSchema, timestampSchema } from './common.ts';
import { pageSchema } from './page.ts';

export const eventoSchema = z.object({
  _id: objectIdSchema,
  titulo: z.string(),
  /** The flyer image URL (the original's spelling). */
  flayer: z.string(),
  /** The flyer's alt text and credit: only present when given (pages fall back to the title). */
  flayer_alt: z.string().optional(),
  flayer_credito: z.string().optional(),
  /** The flyer's focal point from the media library: only present when it is not the centre. */
  imagen_foco: imageFocusSchema.optional(),
  texto: z.string(),
  provincia: z.string(),
  fecha: calendarDateSchema,
  /** Where it happens ('Lugar'). */
  direccion: z.string(),
  horario: z.string(),
  created_at: timestampSchema,
  /** Made from its title (DESIGN §12): its canonical URL is `/evento/:id/:slug`. */
  slug: z.string().optional(),
});
export type Evento = z.infer<typeof eventoSchema>;

export const eventoListItemSchema = eventoSchema.omit({ texto: true });
export type EventoListItem = z.infer<typeof eventoListItemSchema>;

export const eventoPageSchema = pageSchema(eventoListItemSchema);

/**
 * `GET /api/eventos/:limit/:page`: a page under `eventos`. The order of every events list:
 * upcoming (fecha from today in Argentina on) by fecha ascending, then past ones by fecha
 * descending.
 */
export const eventsListResponseSchema = z.object({ eventos: eventoPageSchema });
export type EventsListResponse = z.infer<typeof eventsListResponseSchema>;

/** `GET /api/eventos/:prov/:limit/:page`: a bare page (the original answered it unwrapped). */
export const eventsByProvinceResponseSchema = eventoPageSchema;
export type EventsByProvinceResponse = z.infer<typeof eventsByProvinceResponseSchema>;

/** `GET /api/evento/:id`: a one-element list under `evento`. */
export const eventDetailResponseSchema = z.object({ evento: z.tuple([eventoSchema]) });
export type EventDetailResponse = z.infer<typeof eventDetailResponseSchema>;
