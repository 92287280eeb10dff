/** Argentina keeps UTC-3 all year (no daylight saving time), so a fixed offset is exact. */
export const ARGENTINA_UTC_OFFSET = '-03:00';
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;

/** Today's calendar day in Argentina as `YYYY-MM-DD` (what "upcoming" and "expired" compare to). */
export function toArgentinaDate(moment: Date): string {
  return new Date(moment.getTime() + ARGENTINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first moment of a `YYYY-MM-DD` day in Argentina, in milliseconds since the epoch. */
export function startOfArgentinaDay(day: string): number {
  return Date.parse(`${day}T00:00:00${ARGENTINA_UTC_OFFSET}`);
}

/** A moment's time of day in Argentina as `HH:mm`. */
export function toArgentinaTime(moment: Date): string {
  return new Date(moment.getTime() + ARGENTINA_OFFSET_MS).toISOString().slice(11, 16);
}

/**
 * A Date whose local fields (getDate, getHours…, what dayjs formats) read a moment as Argentina's
 * clocks show it, whatever the zone of the server or browser that formats it.
 */
export function argentinaWallClock(moment: Date): Date {
  return new Date(moment.getTime() + ARGENTINA_OFFSET_MS + moment.getTimezoneOffset() * 60_000);
}

/** A save this soon after publication is part of putting the story out, not an update. */
const UPDATE_AFTER_PUBLICATION_MS = 60_000;

/**
 * The last save of an item when it came after the item went out (`created_at`), else undefined:
 * what the article calls 'Actualizado'. Here, not in news.ts: the article page imports it, and
 * news.ts imports zod.
 */
export function editedAfterPublication({
  created_at,
  actualizado_en,
}: {
  created_at: string;
  actualizado_en?: string | undefined;
}): string | undefined {
  if (!actualizado_en) return undefined;
  return Date.parse(actualizado_en) - Date.parse(created_at) >= UPDATE_AFTER_PUBLICATION_MS
    ? actualizado_en
    : undefined;
}
