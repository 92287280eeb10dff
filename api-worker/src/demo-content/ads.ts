import { CENTRAL_BANNER_ID, toArgentinaDate } from '@portal/contracts';
import type { bannerImages, banners, publis } from '../db/schema.ts';
import { addDays, type MediaPlan } from './media-plan.ts';
import type { Prng } from './prng.ts';

type PubliRow = typeof publis.$inferInsert;

/** Four running ads and two expired ones, their slots spread over 0–8 in every section. */
const DEMO_ADS = [
  { nombre_cliente: 'Farmacia del Centro', desdeDias: -40, hastaDias: 60, slots: [1, 2, 0, 3] },
  { nombre_cliente: 'Supermercados La Estrella', desdeDias: -25, hastaDias: 90, slots: [2, 1, 3, 0] },
  { nombre_cliente: 'Hotel Termas del Sol', desdeDias: -10, hastaDias: 45, slots: [3, 0, 1, 7] },
  { nombre_cliente: 'Instituto de Idiomas Babel', desdeDias: -5, hastaDias: 120, slots: [6, 3, 2, 1] },
  { nombre_cliente: 'Concesionaria Norte Motors', desdeDias: -70, hastaDias: -3, slots: [4, 4, 8, 5] },
  { nombre_cliente: 'Radio Activa 98.5', desdeDias: -90, hastaDias: -15, slots: [5, 8, 4, 4] },
] as const;

export function buildDemoAds(prng: Prng, media: MediaPlan, { now }: { now: Date }): PubliRow[] {
  const today = toArgentinaDate(now);
  return DEMO_ADS.map((ad, i) => {
    const _id = prng.hex(24);
    const [inicio, noticias, agenda, galeria] = ad.slots;
    const ingreso = addDays(today, ad.desdeDias);
    return {
      _id,
      nombre_cliente: ad.nombre_cliente,
      ingreso,
      egreso: addDays(today, ad.hastaDias),
      link: `https://example.com/${ad.nombre_cliente.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      foto: media.add(`publis/${_id}.jpg`, { kind: 'ad', index: i }),
      inicio,
      noticias,
      agenda,
      galeria,
      created_at: new Date(Date.parse(`${ingreso}T13:00:00Z`)).toISOString(),
    };
  });
}

/**
 * The central banner (with the id the original client edits) and the banner bank, which holds
 * the banner's two images plus an alternative pair.
 */
export function buildDemoBanner(
  media: MediaPlan,
  { now, linkedEventId }: { now: Date; linkedEventId: string },
): { banner: typeof banners.$inferInsert; bank: (typeof bannerImages.$inferInsert)[] } {
  const bank = [
    { key: 'banners/central-full.jpg', design: { kind: 'banner-full', index: 0 } },
    { key: 'banners/central-mobile.jpg', design: { kind: 'banner-mobile', index: 0 } },
    { key: 'banners/alternativo-full.jpg', design: { kind: 'banner-full', index: 1 } },
    { key: 'banners/alternativo-mobile.jpg', design: { kind: 'banner-mobile', index: 1 } },
  ] as const;
  const images = bank.map(({ key, design }, i) => ({
    public_id: key,
    url: media.add(key, design),
    // The bank lists newest first: the central pair first.
    created_at: new Date(now.getTime() - 86_400_000 - i * 60_000).toISOString(),
  }));
  return {
    banner: {
      _id: CENTRAL_BANNER_ID,
      bannerFull: images[0]!.url,
      bannerMobile: images[1]!.url,
      url: `/evento/${linkedEventId}`,
      created_at: new Date(now.getTime() - 86_400_000).toISOString(),
    },
    bank: images,
  };
}
