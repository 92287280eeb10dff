import { MAX_BEACON_BYTES, toArgentinaDate } from '@portal/contracts';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import type { ClientAddressResolver } from '../auth/client-address.ts';
import { BODY_TOO_LARGE_MESSAGE, MALFORMED_JSON_MESSAGE } from '../http/messages.ts';
import { spanishIssues } from '../http/validation.ts';
import { DATABASE_AWAY_MESSAGE, RETRY_AFTER_SECONDS } from '../outage/database-away.ts';
import type { Measurement, MeasurementSink, RecordOutcome } from './measurements.ts';
import type { Reader, ReaderIdentity } from './reader-identity.ts';
import { isRobot } from './robots.ts';

/** What a counting route needs: where measurements go and how a reader is told. */
export interface Measuring {
  sink: MeasurementSink;
  readers: ReaderIdentity;
  clientAddress: ClientAddressResolver;
  /** The portal's public origin (SITE_URL); the request's own when unset (development). */
  siteUrl: string | undefined;
  now: () => number;
}

/**
 * Counts one request: a robot's as `filtradas` of its kind, anyone else's as what `measurement`
 * makes of its reader (an HMAC of the day; the address goes no further than this call).
 */
export async function measure(
  c: Context,
  measuring: Measuring,
  clase: 'lectura' | 'publi',
  measurement: (reader: Reader, momento: number) => Measurement,
): Promise<RecordOutcome> {
  const userAgent = c.req.header('User-Agent');
  const momento = measuring.now();
  if (isRobot(userAgent)) {
    return measuring.sink.record({ tipo: 'filtrada', dia: toArgentinaDate(new Date(momento)), clase });
  }
  const reader = await measuring.readers.readerOf({
    address: measuring.clientAddress(c),
    userAgent: userAgent ?? '',
    site: siteHost(c, measuring.siteUrl),
  });
  return measuring.sink.record(measurement(reader, momento));
}

export function siteHost(c: Context, siteUrl: string | undefined): string {
  return new URL(siteUrl ?? c.req.url).host.toLowerCase();
}

/** Says on a 204 that the beacon was not counted (a reader past the limit). */
export const NOT_COUNTED_HEADER = 'X-Medicion';

/**
 * The answer to a beacon: 204, also for a reader past the limit (not counted, said by
 * `X-Medicion: descartada`): a browser never reads a beacon's answer, but shows any 4xx in its
 * console, and a school's readers behind one address and browser must not see errors for it.
 * 503 `{ msg }` when it could not be kept (the database away and the buffer full).
 */
export function beaconAnswer(c: Context, outcome: RecordOutcome): Response {
  const headers = { 'Cache-Control': 'no-store' };
  if (outcome === 'limitada') return c.body(null, 204, { ...headers, [NOT_COUNTED_HEADER]: 'descartada' });
  if (outcome === 'llena') {
    return c.json({ msg: DATABASE_AWAY_MESSAGE }, 503, {
      ...headers,
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
  }
  return c.body(null, 204, headers);
}

const BEACON_CONTENT_TYPE = /^(?:application\/json|text\/plain)\s*(;|$)/i;
export const BEACON_CONTENT_TYPE_MESSAGE = 'Envíe los datos como JSON (application/json o text/plain).';

/**
 * A beacon's body: JSON sent as `application/json` or as `text/plain` (what
 * `navigator.sendBeacon` sends for a string, with no CORS preflight), checked against `schema`.
 * A 415, or a 400 in Spanish, otherwise; never a 500.
 */
export async function readBeaconBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  if (!BEACON_CONTENT_TYPE.test(c.req.header('Content-Type') ?? '')) {
    throw new HTTPException(415, { message: BEACON_CONTENT_TYPE_MESSAGE });
  }
  const text = await c.req.text();
  if (text.length > MAX_BEACON_BYTES) throw new HTTPException(413, { message: BODY_TOO_LARGE_MESSAGE });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HTTPException(400, { message: MALFORMED_JSON_MESSAGE });
  }
  const result = schema.safeParse(value, { error: spanishIssues });
  if (!result.success)
    throw new HTTPException(400, { message: result.error.issues[0]?.message ?? 'Solicitud inválida.' });
  return result.data;
}
