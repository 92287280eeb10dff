/**
 * Helpers shared by the public API tests: a GET whose answer is checked against its contract,
 * the error shape, and inputs that must be refused (never a 500).
 */
import { apiErrorSchema } from '@portal/contracts';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { App } from '../src/app.ts';

/** GETs `path`, expects a 200 and returns the body parsed by the contract's schema (strictly). */
export async function getOk<S extends z.ZodType>(
  app: App,
  path: string,
  schema: S,
  headers: Record<string, string> = {},
): Promise<z.output<S>> {
  const response = await app.request(path, { headers });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return parsed.data as z.output<S>;
}

/** GETs `path`, expects `status` and a `{ msg }` in Spanish; returns the message. */
export async function getError(app: App, path: string, status: number): Promise<string> {
  const response = await app.request(path);
  const body: unknown = await response.json();
  expect(response.status, `${path} → ${JSON.stringify(body)}`).toBe(status);
  const { msg } = apiErrorSchema.strict().parse(body);
  // Spanish for the visitor, never an English default nor an internal detail.
  expect(msg).not.toMatch(/invalid|expected|error|undefined|sql/i);
  return msg;
}

/** `:limit/:page` pairs that must be a 400: not numbers, zero, negative, over 100, fractions. */
export const BAD_PAGING = [
  'abc/1',
  '0/1',
  '-1/1',
  '101/1',
  '1000/1',
  '1.5/1',
  '1e1/1',
  '%20/1',
  '10/0',
  '10/-2',
  '10/x',
  '10/1.0',
  '10/99999999',
  '10/0x10',
];

/** Ids that are not 24 lower-case hex characters. */
export const BAD_IDS = [
  'abc',
  '123',
  'z'.repeat(24),
  'A'.repeat(24),
  '0'.repeat(23),
  '0'.repeat(25),
  `${'0'.repeat(23)}%00`,
  "'%20OR%201=1--",
  '%E1',
  '%',
];

/** Path segments that try to break a handler: encodings, SQL, huge values. */
export const HOSTILE_SEGMENTS = [
  '%',
  '%E1',
  '%C3%28',
  '%00',
  '%2F',
  '..',
  "'%20OR%201=1--",
  '%22%3B%20DROP%20TABLE%20noticias%3B--',
  encodeURIComponent('😀🇦🇷'),
  'x'.repeat(10_000),
];
