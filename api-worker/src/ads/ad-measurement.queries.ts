import type { AdStatsResponse } from '@portal/contracts';
import { and, between, count, countDistinct, eq, sql } from 'drizzle-orm';
import { daysBetween } from '../audience/index.ts';
import type { AppDatabase } from '../db/database.ts';
import { publis, publisEventos } from '../db/schema.ts';

/** How long the list of ad ids is trusted before it is read again (a new ad counts within it). */
const KNOWN_ADS_TTL_MS = 30_000;

/**
 * Whether an ad exists, from a list of ids held for 30 s: a beacon about an ad costs no database
 * read (DESIGN §14: beacons cost what a request that does nothing costs).
 */
export function createKnownAds(db: AppDatabase, now: () => number) {
  let held: { ids: Promise<Set<string>>; at: number } | undefined;
  return async (id: string): Promise<boolean> => {
    if (!held || now() - held.at >= KNOWN_ADS_TTL_MS) {
      const ids = db
        .select({ _id: publis._id })
        .from(publis)
        .then((rows) => new Set(rows.map((row) => row._id)));
      const entry = { ids, at: now() };
      held = entry;
      ids.catch(() => {
        if (held === entry) held = undefined;
      });
    }
    const ids = await held.ids;
    // An ad made in the last 30 s is looked up once more rather than refused.
    if (ids.has(id)) return true;
    const [row] = await db.select({ _id: publis._id }).from(publis).where(eq(publis._id, id));
    if (row) ids.add(id);
    return row !== undefined;
  };
}

/** The ad's name and link, or undefined when there is no such ad. */
export async function findAd(db: AppDatabase, id: string) {
  const [row] = await db
    .select({ _id: publis._id, nombre: publis.nombre_cliente, link: publis.link })
    .from(publis)
    .where(eq(publis._id, id));
  return row;
}

/**
 * Where a click may be sent: the ad's own link when it is an absolute http(s) URL, else
 * undefined (no link, a relative path, `javascript:`…): never a URL the request chose.
 */
export function adTarget(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

/** `GET /api/publis/:id/estadisticas`: the ad's events between two Argentine days, by day and in total. */
export async function adStats(
  db: AppDatabase,
  publi: { _id: string; nombre: string },
  { desde, hasta }: { desde: string; hasta: string },
): Promise<AdStatsResponse> {
  const where = and(eq(publisEventos.publi_id, publi._id), between(publisEventos.dia, desde, hasta));
  const of = (tipo: string) => sql<number>`sum(case when ${publisEventos.tipo} = ${tipo} then 1 else 0 end)`;
  const [byDay, [total]] = await Promise.all([
    db
      .select({ fecha: publisEventos.dia, servidas: of('servida'), vistas: of('vista'), clics: of('clic') })
      .from(publisEventos)
      .where(where)
      .groupBy(publisEventos.dia),
    db
      .select({
        n: count(),
        servidas: of('servida'),
        vistas: of('vista'),
        clics: of('clic'),
        visitantes: countDistinct(publisEventos.lector),
      })
      .from(publisEventos)
      .where(where),
  ]);
  const known = new Map(byDay.map((day) => [day.fecha, day]));
  return {
    publi,
    total: {
      servidas: Number(total?.servidas ?? 0),
      vistas: Number(total?.vistas ?? 0),
      clics: Number(total?.clics ?? 0),
      visitantes: total?.visitantes ?? 0,
    },
    dias: daysBetween(desde, hasta).map((fecha) => {
      const day = known.get(fecha);
      return {
        fecha,
        servidas: Number(day?.servidas ?? 0),
        vistas: Number(day?.vistas ?? 0),
        clics: Number(day?.clics ?? 0),
      };
    }),
  };
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The advertiser's download: one line per day and a total, Spanish headers, comma-separated with
 * CRLF line ends and a UTF-8 byte order mark (so that a spreadsheet reads the accents).
 */
export function adStatsCsv(stats: AdStatsResponse): string {
  const lines = [
    ['Fecha', 'Servidas', 'Vistas', 'Clics'],
    ...stats.dias.map((day) => [day.fecha, day.servidas, day.vistas, day.clics]),
    ['Total', stats.total.servidas, stats.total.vistas, stats.total.clics],
  ];
  return `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** `publicidad-<cliente>-<desde>-<hasta>.csv`, the client's name folded to plain letters. */
export function adStatsFileName(nombre: string, desde: string, hasta: string): string {
  const name =
    nombre
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'publicidad';
  return `publicidad-${name}-${desde}-${hasta}.csv`;
}
