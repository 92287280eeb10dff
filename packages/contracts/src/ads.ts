import { z } from 'zod';
import { calendarDateSchema, objectIdSchema, timestampSchema } from './common.ts';
import { startOfArgentinaDay } from './dates.ts';

/** The sections of the public site where an ad can be placed. */
export const AD_SECTIONS = ['inicio', 'noticias', 'agenda', 'galeria'] as const;
export type AdSection = (typeof AD_SECTIONS)[number];

/** 0 keeps an ad out of a section; 1–8 is its slot there. */
export const MAX_AD_SLOT = 8;
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

/** The moment an ad stops being shown: the start of its egreso day in Argentina. */
export function adExpiresAt(egreso: string): number {
  return startOfArgentinaDay(egreso);
}

/**
 * The ads a section shows, in order: only while egreso is later than now, only when the
 * section's slot is 1–8, sorted by that slot (ties keep their given order).
 */
export function selectActiveAds<T extends Pick<Publi, 'egreso' | 'colocar_en'>>(
  publis: readonly T[],
  section: AdSection,
  now: Date,
): T[] {
  const nowMs = now.getTime();
  return publis
    .map((publi) => ({ publi, slot: publi.colocar_en[0]?.[section] ?? 0 }))
    .filter(({ publi, slot }) => slot >= 1 && slot <= MAX_AD_SLOT && adExpiresAt(publi.egreso) > nowMs)
    .sort((a, b) => a.slot - b.slot)
    .map(({ publi }) => publi);
}
