import {
  MOST_READ_WINDOW_MS,
  type AudienceResponse,
  type MostReadItem,
  type MostReadWindow,
} from '@portal/contracts';
import {
  and,
  asc,
  between,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  isNotNull,
  max,
  sql,
  sum,
} from 'drizzle-orm';
import { slugOf } from '../content/slugs.ts';
import type { AppDatabase } from '../db/database.ts';
import { filtradasDiarias, lecturas, noticias } from '../db/schema.ts';

/** How many pages and referring sites a report lists. */
export const REPORT_PAGES = 50;
export const REPORT_REFERRERS = 20;

/**
 * 'Lo más leído': the published news items with the most distinct readers since `now` minus the
 * window (a reader being one per Argentine day), ties broken by the latest read.
 */
export async function listMostRead(
  db: AppDatabase,
  { ventana, limite, now }: { ventana: MostReadWindow; limite: number; now: number },
): Promise<MostReadItem[]> {
  const readers = countDistinct(lecturas.lector);
  const rows = await db
    .select({
      _id: noticias._id,
      titulo: noticias.titulo,
      slug: noticias.slug,
      img_portada: noticias.img_portada,
      lecturas: readers,
    })
    .from(lecturas)
    .innerJoin(noticias, and(eq(noticias._id, lecturas.noticia_id), eq(noticias.estado, 'publicada')))
    .where(and(isNotNull(lecturas.noticia_id), gte(lecturas.momento, now - MOST_READ_WINDOW_MS[ventana])))
    .groupBy(lecturas.noticia_id)
    .orderBy(desc(readers), desc(max(lecturas.momento)))
    .limit(limite);
  return rows.map((row) => ({ ...row, slug: slugOf(row) }));
}

/** Every `YYYY-MM-DD` from `desde` to `hasta`, both included. */
export function daysBetween(desde: string, hasta: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${desde}T00:00:00Z`); t <= Date.parse(`${hasta}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** `GET /api/audiencia`: views and readers by day, the most read pages, the referring sites, the robots. */
export async function audienceReport(
  db: AppDatabase,
  { desde, hasta }: { desde: string; hasta: string },
): Promise<AudienceResponse> {
  const inRange = between(lecturas.dia, desde, hasta);
  const views = count();
  const readers = countDistinct(lecturas.lector);
  const [byDay, pages, referrers, [filtered]] = await Promise.all([
    db
      .select({ fecha: lecturas.dia, vistas: views, visitantes: readers })
      .from(lecturas)
      .where(inRange)
      .groupBy(lecturas.dia),
    db
      .select({
        ruta: lecturas.ruta,
        titulo: sql<string | null>`max(${noticias.titulo})`,
        vistas: views,
        visitantes: readers,
      })
      .from(lecturas)
      .leftJoin(noticias, eq(noticias._id, lecturas.noticia_id))
      .where(inRange)
      .groupBy(lecturas.ruta)
      .orderBy(desc(views), asc(lecturas.ruta))
      .limit(REPORT_PAGES),
    db
      .select({ dominio: sql<string>`${lecturas.referente}`, visitas: views })
      .from(lecturas)
      .where(and(inRange, isNotNull(lecturas.referente)))
      .groupBy(lecturas.referente)
      .orderBy(desc(views), asc(lecturas.referente))
      .limit(REPORT_REFERRERS),
    db
      .select({ total: sum(filtradasDiarias.total) })
      .from(filtradasDiarias)
      .where(and(eq(filtradasDiarias.clase, 'lectura'), between(filtradasDiarias.dia, desde, hasta))),
  ]);
  const known = new Map(byDay.map((day) => [day.fecha, day]));
  return {
    dias: daysBetween(desde, hasta).map((fecha) => known.get(fecha) ?? { fecha, vistas: 0, visitantes: 0 }),
    paginas: pages,
    referentes: referrers,
    filtradas: Number(filtered?.total ?? 0),
  };
}
