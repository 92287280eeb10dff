import { VISITOR_NUMBERS } from './release-registry.ts';

/** The first-party cookie that keeps a visitor in (or out of) a canary share: a random number, nothing else. */
export const VISITOR_COOKIE = 'portal_visitante';

/** The visitor number a cookie holds, or undefined when it holds none (or a forged one). */
export function parseVisitorNumber(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,5}$/.test(value)) return undefined;
  const number = Number(value);
  return number < VISITOR_NUMBERS ? number : undefined;
}
