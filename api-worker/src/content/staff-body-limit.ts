import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BODY_TOO_LARGE_MESSAGE } from '../auth/messages.ts';

const onError = (c: Context) => c.json({ msg: BODY_TOO_LARGE_MESSAGE }, 413);

/**
 * The JSON of a write with an HTML body (news, events), whose `texto` may hold MAX_HTML_LENGTH
 * characters. A bigger body is refused unread with 413, from Content-Length or while streaming.
 */
export const htmlJsonBody = bodyLimit({ maxSize: 1024 * 1024, onError });

/** The JSON of the other content writes: a few fields and at most 30 image addresses. */
export const contentJsonBody = bodyLimit({ maxSize: 128 * 1024, onError });
