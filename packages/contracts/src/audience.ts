/**
 * Audience and advertising measurement (DESIGN §14): the beacons the public pages send, 'Lo más
 * leído', the newsroom's report and each ad's figures.
 */
import { z } from 'zod';
import { objectIdSchema } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Beacons.

/** The longest `ruta` and `referente` a beacon may carry (a page's path, a referrer's URL). */
export const MAX_BEACON_PATH = 300;
export const MAX_BEACON_REFERRER = 1_000;
/** A beacon's body is a few hundred bytes; anything near this is not one. */
export const MAX_BEACON_BYTES = 4 * 1024;

export const BEACON_PATH_MESSAGE = 'La ruta debe ser una página pública del sitio.';
export const BEACON_REFERRER_MESSAGE = `El referente admite a lo sumo ${MAX_BEACON_REFERRER} caracteres.`;

/**
 * `POST /api/lecturas {ruta, referente?}`: one public page view. `ruta` is the page's path (a
 * query or fragment is dropped by the server); `referente` the page's `document.referrer`.
 */
export const readBeaconSchema = z.object({
  ruta: z
    .string(BEACON_PATH_MESSAGE)
    .min(1, BEACON_PATH_MESSAGE)
    .max(MAX_BEACON_PATH, BEACON_PATH_MESSAGE)
    .startsWith('/', BEACON_PATH_MESSAGE),
  referente: z.string(BEACON_REFERRER_MESSAGE).max(MAX_BEACON_REFERRER, BEACON_REFERRER_MESSAGE).optional(),
});
export type ReadBeacon = z.infer<typeof readBeaconSchema>;

/** What an ad counts: rendered in a browser, seen (MRC: ≥ 50 % for one second), clicked. */
export const AD_EVENT_TYPES = ['servida', 'vista', 'clic'] as const;
export type AdEventType = (typeof AD_EVENT_TYPES)[number];
/** The types a browser reports by beacon; `clic` is counted by `/publi/:id/clic` itself. */
export const AD_BEACON_TYPES = ['servida', 'vista'] as const;

export const AD_EVENT_TYPE_MESSAGE = 'El tipo debe ser «servida» o «vista».';

/** `POST /api/publis/eventos {publi, tipo}`. */
export const adEventBeaconSchema = z.object({
  publi: objectIdSchema,
  tipo: z.enum(AD_BEACON_TYPES, { error: AD_EVENT_TYPE_MESSAGE }),
});
export type AdEventBeacon = z.infer<typeof adEventBeaconSchema>;

// ---------------------------------------------------------------------------------------------
// 'Lo más leído'.

export const MOST_READ_WINDOWS = ['1h', '24h', '7d'] as const;
export type MostReadWindow = (typeof MOST_READ_WINDOWS)[number];
export const MOST_READ_WINDOW_MS: Record<MostReadWindow, number> = {
  '1h': 60 * 60 * 1000,
  '24h': 24 * 60 * 60 * 1000,
  '7d': 7 * 24 * 60 * 60 * 1000,
};
export const MAX_MOST_READ = 20;

/** `GET /api/mas-leidas/:ventana/:limite`. */
export const mostReadParamsSchema = z.object({
  ventana: z.enum(MOST_READ_WINDOWS, { error: 'La ventana debe ser 1h, 24h o 7d.' }),
  limite: z.coerce
    .number({ error: `El límite debe ser un número entre 1 y ${MAX_MOST_READ}.` })
    .int(`El límite debe ser un número entre 1 y ${MAX_MOST_READ}.`)
    .min(1, `El límite debe ser un número entre 1 y ${MAX_MOST_READ}.`)
    .max(MAX_MOST_READ, `El límite debe ser un número entre 1 y ${MAX_MOST_READ}.`),
});

export const mostReadItemSchema = z.object({
  _id: objectIdSchema,
  titulo: z.string(),
  slug: z.string(),
  img_portada: z.string(),
  /** Distinct readers in the window (a reader is one per Argentine day). */
  lecturas: z.int(),
});
export type MostReadItem = z.infer<typeof mostReadItemSchema>;
export const mostReadResponseSchema = z.object({ mas_leidas: z.array(mostReadItemSchema) });
export type MostReadResponse = z.infer<typeof mostReadResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Reports.

/** The longest span one report covers (a year and a day, for a leap year). */
export const REPORT_MAX_DAYS = 366;
const REPORT_DAY_MESSAGE = 'Las fechas «desde» y «hasta» deben tener el formato AAAA-MM-DD.';
export const REPORT_RANGE_MESSAGE = `«desde» debe ser anterior o igual a «hasta», y el período de a lo sumo ${REPORT_MAX_DAYS} días.`;
const reportDaySchema = z.string(REPORT_DAY_MESSAGE).pipe(z.iso.date(REPORT_DAY_MESSAGE));
const DAY_MS = 24 * 60 * 60 * 1000;
const inRange = ({ desde, hasta }: { desde: string; hasta: string }) =>
  desde <= hasta && Date.parse(hasta) - Date.parse(desde) < REPORT_MAX_DAYS * DAY_MS;

/** `?desde=&hasta=`: days of Argentina's calendar (`YYYY-MM-DD`), both included. */
export const audienceQuerySchema = z
  .object({ desde: reportDaySchema, hasta: reportDaySchema })
  .refine(inRange, { message: REPORT_RANGE_MESSAGE });
export type AudienceQuery = z.output<typeof audienceQuerySchema>;

export const audienceResponseSchema = z.object({
  /** Every day of the range, in order, zeros included. */
  dias: z.array(z.object({ fecha: z.string(), vistas: z.int(), visitantes: z.int() })),
  /** The most viewed pages (at most 50); `titulo` is the news item's title, null for other pages. */
  paginas: z.array(
    z.object({ ruta: z.string(), titulo: z.string().nullable(), vistas: z.int(), visitantes: z.int() }),
  ),
  /** Other sites that sent readers (at most 20), by their views. */
  referentes: z.array(z.object({ dominio: z.string(), visitas: z.int() })),
  /** Page views from robots (not counted above). */
  filtradas: z.int(),
});
export type AudienceResponse = z.infer<typeof audienceResponseSchema>;

/** `GET /api/publis/:id/estadisticas?desde=&hasta=&formato=csv`. */
export const adStatsQuerySchema = z
  .object({
    desde: reportDaySchema,
    hasta: reportDaySchema,
    formato: z.enum(['json', 'csv'], { error: 'El formato debe ser json o csv.' }).optional(),
  })
  .refine(inRange, { message: REPORT_RANGE_MESSAGE });
export type AdStatsQuery = z.output<typeof adStatsQuerySchema>;

export const adStatsResponseSchema = z.object({
  publi: z.object({ _id: objectIdSchema, nombre: z.string() }),
  total: z.object({ servidas: z.int(), vistas: z.int(), clics: z.int(), visitantes: z.int() }),
  /** Every day of the range, in order, zeros included. */
  dias: z.array(z.object({ fecha: z.string(), servidas: z.int(), vistas: z.int(), clics: z.int() })),
});
export type AdStatsResponse = z.infer<typeof adStatsResponseSchema>;
