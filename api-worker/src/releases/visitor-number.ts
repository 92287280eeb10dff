import { serialize } from 'hono/utils/cookie';
import { VISITOR_NUMBERS } from './release-registry.ts';

/** The first-party cookie that keeps a visitor in (or out of) a canary share: a random number, nothing else. */
export const VISITOR_COOKIE = 'portal_visitante';

const VISITOR_COOKIE_MAX_AGE = 400 * 24 * 60 * 60; // the longest browsers keep a cookie

/** The visitor number a cookie holds, or undefined when it holds none (or a forged one). */
export function parseVisitorNumber(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,5}$/.test(value)) return undefined;
  const number = Number(value);
  return number < VISITOR_NUMBERS ? number : undefined;
}

/** A new visitor's number, drawn uniformly. */
export function randomVisitorNumber(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! % VISITOR_NUMBERS;
}

/** The Set-Cookie value that gives a visitor its number, for an answer to a request at `url`. */
export function visitorCookieHeader(visitor: number, url: string): string {
  return serialize(VISITOR_COOKIE, String(visitor), {
    path: '/',
    maxAge: VISITOR_COOKIE_MAX_AGE,
    sameSite: 'Lax',
    secure: new URL(url).protocol === 'https:',
  });
}
