import { startOfArgentinaDay, type CalendarItem, type CalendarQuery } from '@portal/contracts';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { noticias } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** No calendar cell can show more; a newsroom's two months stay far below it. */
const CALENDAR_ITEMS_MAX = 2_000;

/**
 * `GET /api/redaccion/calendario?desde=&hasta=`: scheduled items by `publicar_en` and published
 * ones by their public date (`created_at`), between two days of Argentina's calendar (both
 * included), earliest first. Each half walks its partial index (schema.ts).
 */
export async function listCalendar(
  db: AppDatabase,
  { desde, hasta }: CalendarQuery,
): Promise<CalendarItem[]> {
  const from = new Date(startOfArgentinaDay(desde)).toISOString();
  const to = new Date(startOfArgentinaDay(hasta) + DAY_MS).toISOString();
  const columns = { _id: noticias._id, titulo: noticias.titulo, autor: noticias.editor };
  const [scheduled, published] = await Promise.all([
    db
      .select({ ...columns, publicar_en: noticias.publicar_en })
      .from(noticias)
      .where(
        and(eq(noticias.estado, 'programada'), gte(noticias.publicar_en, from), lt(noticias.publicar_en, to)),
      )
      .orderBy(asc(noticias.publicar_en))
      .limit(CALENDAR_ITEMS_MAX),
    db
      .select({ ...columns, publicar_en: noticias.created_at })
      .from(noticias)
      .where(
        and(eq(noticias.estado, 'publicada'), gte(noticias.created_at, from), lt(noticias.created_at, to)),
      )
      .orderBy(asc(noticias.created_at))
      .limit(CALENDAR_ITEMS_MAX),
  ]);
  return [
    ...scheduled.map((item) => ({ ...item, publicar_en: item.publicar_en!, estado: 'programada' as const })),
    ...published.map((item) => ({ ...item, estado: 'publicada' as const })),
  ].sort((a, b) => a.publicar_en.localeCompare(b.publicar_en));
}
