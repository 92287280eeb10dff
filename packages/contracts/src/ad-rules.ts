import type { Publi } from './ads.ts';
import { startOfArgentinaDay } from './dates.ts';

// Zod-free on purpose: the front ends import these rules, and a module that builds a schema at
// import would bring zod (~26 kB gzip) into every page.

/** The sections of the public site where an ad can be placed. */
export const AD_SECTIONS = ['inicio', 'noticias', 'agenda', 'galeria'] as const;
export type AdSection = (typeof AD_SECTIONS)[number];

/** 0 keeps an ad out of a section; 1–8 is its slot there. */
export const MAX_AD_SLOT = 8;
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
