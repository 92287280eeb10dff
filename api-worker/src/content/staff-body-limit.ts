import { limitBody } from '../http/body-limit.ts';

/**
 * The JSON of the content writes without an HTML body (albums, ads): a few fields and at most 30
 * image addresses. Writes with an HTML body (news, events) may use the whole 1 MB every unsafe
 * API call is allowed (http/body-limit.ts, mounted in app.ts).
 */
export const contentJsonBody = limitBody(128 * 1024);
