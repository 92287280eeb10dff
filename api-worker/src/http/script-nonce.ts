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

const NONCE_BYTES = 16;
/** Random bytes drawn 64 nonces at a time: a kept document's answer costs microseconds. */
const randomPool = new Uint8Array(NONCE_BYTES * 64);
let poolOffset = randomPool.byteLength;

/** 128 random bits in base64: 24 characters, so that every tail has the same length. */
export function newScriptNonce(): string {
  if (poolOffset === randomPool.byteLength) {
    crypto.getRandomValues(randomPool);
    poolOffset = 0;
  }
  let binary = '';
  for (let index = poolOffset; index < poolOffset + NONCE_BYTES; index++) {
    binary += String.fromCharCode(randomPool[index]!);
  }
  // Each byte is used once.
  poolOffset += NONCE_BYTES;
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

/**
 * One more answer of a kept document whose policy `csp` allows `keptNonce`: a fresh nonce's tail
 * (in UTF-8) and the policy with that nonce in place of the kept one.
 */
export function freshTail(csp: string, keptNonce: string): { tail: Uint8Array; csp: string } {
  const nonce = newScriptNonce();
  return { tail: documentTailBytes(nonce), csp: csp.replace(`'nonce-${keptNonce}'`, `'nonce-${nonce}'`) };
}

/** How far from its end a kept document's tail may start (another build's bootstrap included). */
const TAIL_SEARCH_BYTES = 4_096;
const SCRIPT_END = encoder.encode('</script>');

/**
 * A document's body before its tail: the `<script nonce="…">` of `nonce` that ends it, whatever
 * its text (a copy kept by an earlier build ends with that build's bootstrap, which each answer
 * replaces by the current one). Undefined when it does not end so.
 */
export function documentWithoutTail(body: Uint8Array, nonce: string): Uint8Array | undefined {
  const opening = encoder.encode(`<script nonce="${nonce}">`);
  if (!bytesAt(body, SCRIPT_END, body.byteLength - SCRIPT_END.byteLength)) return undefined;
  const lowest = Math.max(0, body.byteLength - TAIL_SEARCH_BYTES);
  for (let start = body.byteLength - SCRIPT_END.byteLength - opening.byteLength; start >= lowest; start--) {
    if (bytesAt(body, opening, start)) return body.subarray(0, start);
  }
  return undefined;
}

function bytesAt(body: Uint8Array, bytes: Uint8Array, start: number): boolean {
  if (start < 0) return false;
  for (let index = 0; index < bytes.byteLength; index++) {
    if (body[start + index] !== bytes[index]) return false;
  }
  return true;
}

/**
 * A kept answer (lower-case header names, identity body) as one more answer: with a fresh nonce
 * in its tail (the current bootstrap) and its CSP. A document whose body does not end with its
 * nonce's script (none is made so) loses the nonce: its bootstrap does not run rather than run
 * twice under one nonce.
 */
export function withFreshNonce<T extends { headers: Record<string, string>; body: Uint8Array }>(copy: T): T {
  const csp = copy.headers['content-security-policy'];
  const nonce = scriptNonceOf(csp);
  if (!csp || nonce === undefined) return copy;
  const open = documentWithoutTail(copy.body, nonce);
  if (!open) {
    console.warn('A kept document does not end with its nonce’s script: answered without it.');
    return {
      ...copy,
      headers: { ...copy.headers, 'content-security-policy': csp.replace(` 'nonce-${nonce}'`, '') },
    };
  }
  const fresh = freshTail(csp, nonce);
  const body = new Uint8Array(open.byteLength + fresh.tail.byteLength);
  body.set(open);
  body.set(fresh.tail, open.byteLength);
  return { ...copy, headers: { ...copy.headers, 'content-security-policy': fresh.csp }, body };
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
