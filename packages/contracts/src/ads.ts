import { z } from 'zod';
import { calendarDateSchema, objectIdSchema, timestampSchema } from './common.ts';
import { MAX_AD_SLOT } from './ad-rules.ts';

const slotSchema = z.int().min(0).max(MAX_AD_SLOT);

export const adPlacementSchema = z.object({
  inicio: slotSchema,
  noticias: slotSchema,
  agenda: slotSchema,
  galeria: slotSchema,
});
export type AdPlacement = z.infer<typeof adPlacementSchema>;

export const publiSchema = z.object({
  _id: objectIdSchema,
  nombre_cliente: z.string(),
  ingreso: calendarDateSchema,
  egreso: calendarDateSchema,
  link: z.string(),
  foto: z.string(),
  /** A one-element list, as the original client reads `colocar_en[0]`. */
  colocar_en: z.tuple([adPlacementSchema]),
  created_at: timestampSchema,
});
export type Publi = z.infer<typeof publiSchema>;

/**
 * `GET /api/publis`: every ad, newest first, expired ones included (the back office lists them
 * all); each page keeps what it shows with selectActiveAds.
 */
export const publisResponseSchema = z.object({ publis: z.array(publiSchema) });
export type PublisResponse = z.infer<typeof publisResponseSchema>;

// The pure rules live in a zod-free module, so that the browser bundles can import them alone.
export { AD_SECTIONS, MAX_AD_SLOT, adExpiresAt, selectActiveAds, type AdSection } from './ad-rules.ts';
