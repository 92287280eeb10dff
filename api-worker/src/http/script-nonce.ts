/**
 * The nonce of a document's one inline script (DESIGN §10, "CSP by nonce"; docs/security.md). A
 * public page's document ends open (pages/compose-document.ts); each answer closes it with the
 * bootstrap (CODE_BOOTSTRAP) in a `<script nonce>` of its own and allows that nonce, and only it,
 * in its CSP's `script-src`. No script is allowed by its text: one that found its way into a
 * section's HTML has no nonce and does not run.
 *
 * A kept answer (the Node answer cache, the Workers cache, the last good copies) carries the nonce
 * of the answer it was made from in its CSP, and ends with that nonce's tail. Each answer from it
 * gets a fresh one (`withFreshNonce`): the tail is a known suffix, replaced whole, and the policy's
 * nonce source with it; the HTML before it is never read.
 */
import { CODE_BOOTSTRAP } from '@portal/contracts';

/** 128 random bits in base64: 24 characters, so that every tail has the same length. */
export function newScriptNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** What closes a public page's document: its bootstrap, allowed by `nonce`. */
export function documentTail(nonce: string): string {
  return `<script nonce="${nonce}">${CODE_BOOTSTRAP}</script>`;
}

const encoder = new TextEncoder();
/** The tail's bytes around its nonce, encoded once: a kept document's answer only adds the nonce. */
let tailParts: { before: Uint8Array; after: Uint8Array } | undefined;

/** documentTail(nonce) in UTF-8. */
export function documentTailBytes(nonce: string): Uint8Array {
  tailParts ??= {
    before: encoder.encode('<script nonce="'),
    after: encoder.encode(`">${CODE_BOOTSTRAP}</script>`),
  };
  const { before, after } = tailParts;
  const tail = new Uint8Array(before.byteLength + nonce.length + after.byteLength);
  tail.set(before);
  // A nonce is base64: one byte per character.
  for (let index = 0; index < nonce.length; index++)
    tail[before.byteLength + index] = nonce.charCodeAt(index);
  tail.set(after, before.byteLength + nonce.length);
  return tail;
}

const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/_=-]+)'/;

/** The nonce a policy allows scripts by, if any. */
export function scriptNonceOf(csp: string | null | undefined): string | undefined {
  return csp ? NONCE_SOURCE.exec(csp)?.[1] : undefined;
}

/** The policy with another nonce in place of `nonce`. */
export function withNonce(csp: string, nonce: string, fresh: string): string {
  return csp.replace(`'nonce-${nonce}'`, `'nonce-${fresh}'`);
}

/** A document's body without the tail of `nonce`; undefined when it does not end with it. */
export function documentWithoutTail(body: Uint8Array, nonce: string): Uint8Array | undefined {
  const tail = documentTailBytes(nonce);
  const start = body.byteLength - tail.byteLength;
  if (start < 0) return undefined;
  for (let index = 0; index < tail.byteLength; index++) {
    if (body[start + index] !== tail[index]) return undefined;
  }
  return body.subarray(0, start);
}

/**
 * A kept answer (lower-case header names, identity body) as one more answer: with a fresh nonce
 * in its tail and its CSP. A document whose body does not end with its nonce's tail (none is
 * made so) loses the nonce: its scripts do not run rather than run twice under one nonce.
 */
export function withFreshNonce<T extends { headers: Record<string, string>; body: Uint8Array }>(copy: T): T {
  const csp = copy.headers['content-security-policy'];
  const nonce = scriptNonceOf(csp);
  if (!csp || nonce === undefined) return copy;
  const open = documentWithoutTail(copy.body, nonce);
  if (!open) {
    return {
      ...copy,
      headers: { ...copy.headers, 'content-security-policy': csp.replace(` 'nonce-${nonce}'`, '') },
    };
  }
  const fresh = newScriptNonce();
  const tail = documentTailBytes(fresh);
  const body = new Uint8Array(open.byteLength + tail.byteLength);
  body.set(open);
  body.set(tail, open.byteLength);
  return {
    ...copy,
    headers: { ...copy.headers, 'content-security-policy': withNonce(csp, nonce, fresh) },
    body,
  };
}

/** A kept Response (the Workers cache's) as one more answer: withFreshNonce, if it has a nonce. */
export async function responseWithFreshNonce(response: Response): Promise<Response> {
  if (scriptNonceOf(response.headers.get('Content-Security-Policy')) === undefined || !response.body) {
    return response;
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => void (headers[name] = value));
  const fresh = withFreshNonce({ headers, body: new Uint8Array(await response.arrayBuffer()) });
  return new Response(fresh.body, { status: response.status, headers: fresh.headers });
}
