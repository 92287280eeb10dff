import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { limitBody } from './body-limit.ts';
import { spanishIssues } from './validation.ts';
import { INVALID_BODY_MESSAGE, MALFORMED_JSON_MESSAGE, NOT_JSON_MESSAGE } from './messages.ts';

/**
 * The request's JSON body checked against `schema` (which drops unknown fields). Malformed JSON
 * or a body the schema refuses is a 400 with the schema's Spanish message, thrown as an
 * HTTPException that the app's error handler answers as `{ msg }`. Hono caches the body, so a
 * middleware and the handler may both read it.
 */
export async function readJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  const result = schema.safeParse(await readJson(c), { error: spanishIssues });
  if (!result.success) {
    throw new HTTPException(400, { message: result.error.issues[0]?.message ?? INVALID_BODY_MESSAGE });
  }
  return result.data;
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/**
 * The parsed JSON body, whatever its shape: a 415 when it is not declared as JSON (a text/plain
 * or form body is what a cross-site form or `no-cors` fetch sends), a 400 when it is not JSON.
 */
export async function readJson(c: Context): Promise<unknown> {
  if (!JSON_CONTENT_TYPE.test(c.req.header('Content-Type') ?? '')) {
    throw new HTTPException(415, { message: NOT_JSON_MESSAGE });
  }
  try {
    return await c.req.json();
  } catch {
    throw new HTTPException(400, { message: MALFORMED_JSON_MESSAGE });
  }
}

/** The JSON calls of staff access carry a few fields: anything bigger is refused unread. */
export const smallJsonBody = limitBody(32 * 1024);
