/**
 * The security headers of every answer (issue #10 item 3), built in one place for the three
 * sources of HTML: the Node shell handler, the app's crawler pages and the worker's shell
 * documents. The Content-Security-Policy of a document is built from the remotes' configuration
 * (the origins /remotes.json names): scripts only from those origins and the portal's, and one
 * inline script, a public page's bootstrap, by the nonce made for its answer (DESIGN §10, issue
 * #32: never by hash nor 'unsafe-inline', so that a script that found its way into a section's
 * HTML does not run; http/script-nonce.ts, docs/security.md). The
 * stylesheets a server-rendered document carries in its head are allowed by hash (issue #24), and
 * so, on every document but a public page's, is the one inline style the back office's code
 * writes, a modal dialog's scroll lock (issue #15 item 14).
 */
import type { MiddlewareHandler } from 'hono';
import type { RemotesConfig } from '../config/config.ts';

/**
 * The origins of the releases the registry serves (releases/release-registry.ts), read when a
 * document is answered; a registry that cannot be read adds none (the configuration's stay).
 */
export type ReleaseOriginsSource = () => Promise<readonly string[]>;

/** Headers every answer carries, whatever its type. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // frame-ancestors in the CSP says the same to browsers that read it.
  'X-Frame-Options': 'DENY',
};

/**
 * The CSP of answers that are not documents (JSON, images, feeds): nothing may load or run in
 * them, should a browser ever be led to open one as a page (an uploaded file, an API answer).
 */
export const NON_DOCUMENT_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The distinct origins (`https://host[:port]`) the remotes' manifests are served from: the
 * configuration's and those of the releases the registry serves (`releaseOrigins`).
 */
export function remoteOrigins(remotes: RemotesConfig, releaseOrigins: readonly string[] = []): string[] {
  const origins = new Set<string>();
  for (const manifestUrl of [...Object.values(remotes), ...releaseOrigins]) {
    try {
      const { origin, protocol } = new URL(manifestUrl);
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
    } catch {
      // A malformed URL fails to load in the shell anyway; it opens nothing in the policy.
    }
  }
  return [...origins].sort();
}

/**
 * The <style> a modal dialog writes while open (Radix Dialog's scroll lock, react-remove-scroll-bar
 * 2.3): its text, character for character, depends only on the width of the page's scrollbar it
 * hides, since the portal's body has no margin. A new version of the library that writes other
 * text shows up as a violation in e2e/tests/visitor-defects.spec.ts.
 */
export function scrollLockStyle(gap: number): string {
  const important = '!important';
  const margins = `\n    padding-left: 0px;\n    padding-top: 0px;\n    padding-right: 0px;\n    margin-left:0;\n    margin-top:0;\n    margin-right: ${gap}px ${important};\n    `;
  return (
    `\n  .with-scroll-bars-hidden {\n   overflow: hidden ${important};\n   padding-right: ${gap}px ${important};\n  }` +
    `\n  body[data-scroll-locked] {\n    overflow: hidden ${important};\n    overscroll-behavior: contain;\n    position: relative ${important};${margins}\n  }` +
    `\n  \n  .right-scroll-bar-position {\n    right: ${gap}px ${important};\n  }` +
    `\n  \n  .width-before-scroll-bar {\n    margin-right: ${gap}px ${important};\n  }` +
    `\n  \n  .right-scroll-bar-position .right-scroll-bar-position {\n    right: 0 ${important};\n  }` +
    `\n  \n  .width-before-scroll-bar .width-before-scroll-bar {\n    margin-right: 0 ${important};\n  }` +
    `\n  \n  body[data-scroll-locked] {\n    --removed-body-scroll-bar-size: ${gap}px;\n  }\n`
  );
}

/**
 * Scrollbar widths, in CSS pixels, whose scroll lock is allowed: 0 (overlay scrollbars: phones,
 * macOS), 15–17 (classic ones) and what those become at a page zoom down to 50 %. At a width not
 * listed the dialog still works; only the page behind it can scroll.
 */
const SCROLL_LOCK_GAPS = Array.from({ length: 31 }, (_, gap) => gap);
let scrollLockHashes: string[] | undefined;

/**
 * `sha256-…` sources of the scroll lock's styles, computed once (inside a request on workerd).
 * Only the back office has modal dialogs (mf-admin, Radix Dialog; the public pages' menu and
 * pop-ups are popovers): its 31 hashes (1.7 kB) stay off the public documents, whose whole first
 * answer then fits a new connection's first round trip on a slow link (docs/performance.md).
 */
export async function scrollLockStyleHashes(): Promise<string[]> {
  scrollLockHashes ??= await Promise.all(
    SCROLL_LOCK_GAPS.map(async (gap) => `sha256-${await sha256Base64(scrollLockStyle(gap))}`),
  );
  return scrollLockHashes;
}

/**
 * The policy of a portal document: scripts, styles and fonts only from the portal and the remotes'
 * origins, no inline script but the one of the answer's nonce (`scriptNonce`), inline <style>
 * elements only by hash (style-src-elem; style
 * attributes stay refused by style-src); images also from data: (the placeholder), blob: (the
 * back office's previews before upload) and any https address (a news body may show an image
 * from another site); no plugins, no framing by other sites.
 */
export function documentContentSecurityPolicy({
  remotes,
  releaseOrigins = [],
  inlineStyleHashes = [],
  scriptNonce,
}: {
  remotes: RemotesConfig;
  /** Origins of the active and candidate releases of the registry (releases/). */
  releaseOrigins?: readonly string[];
  inlineStyleHashes?: readonly string[];
  /** The answer's own nonce, for its document's bootstrap (http/script-nonce.ts). */
  scriptNonce?: string | undefined;
}): string {
  const remote = remoteOrigins(remotes, releaseOrigins);
  const sources = (...list: string[]) => list.join(' ');
  const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);
  return [
    `default-src 'self'`,
    `script-src ${sources("'self'", ...remote, ...(scriptNonce ? [`'nonce-${scriptNonce}'`] : []))}`,
    `style-src ${sources("'self'", ...remote)}`,
    ...(inlineStyleHashes.length > 0
      ? [`style-src-elem ${sources("'self'", ...remote, ...quoted(inlineStyleHashes))}`]
      : []),
    `img-src ${sources("'self'", ...remote, 'data:', 'blob:', 'https:')}`,
    `font-src ${sources("'self'", ...remote, 'data:')}`,
    // The federation runtime fetches each remote's mf-manifest.json.
    `connect-src ${sources("'self'", ...remote)}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** The stylesheets a server-rendered document carries inline (pages/inline-styles.ts), by text. */
const styleHashes = new Map<string, string>();
const STYLE_HASHES_KEPT = 64;

/**
 * The context variable where the document route leaves the texts of the `<style>` elements it
 * put into the document's head (pages/compose-document.ts): the only inline styles its CSP
 * allows. The composer knows them, so no HTML is read for them; a `<style>` anywhere else, such
 * as one smuggled into a section's markup, gets no hash and is refused.
 */
export const DOCUMENT_INLINE_STYLES = 'documentInlineStyles';

/**
 * The context variable where the document route says whether the document may run the back
 * office, whose modal dialogs write the scroll lock's style: every document but a public page's
 * (no public page leads into the back office without a new document).
 */
export const DOCUMENT_HAS_MODAL_DIALOGS = 'documentHasModalDialogs';

/** The context variable where the document route leaves its answer's script nonce, if it has one. */
export const DOCUMENT_SCRIPT_NONCE = 'documentScriptNonce';

declare module 'hono' {
  interface ContextVariableMap {
    [DOCUMENT_INLINE_STYLES]: readonly string[];
    [DOCUMENT_HAS_MODAL_DIALOGS]: boolean;
    [DOCUMENT_SCRIPT_NONCE]: string;
  }
}

/** `sha256-…` sources for the texts of inline `<style>` elements. */
export async function inlineStyleHashes(styles: readonly string[]): Promise<string[]> {
  const hashes = new Set<string>();
  for (const body of styles) {
    let hash = styleHashes.get(body);
    if (hash === undefined) {
      hash = `sha256-${await sha256Base64(body)}`;
      if (styleHashes.size >= STYLE_HASHES_KEPT) styleHashes.clear();
      styleHashes.set(body, hash);
    }
    hashes.add(hash);
  }
  return [...hashes];
}

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Every security header of a document whose head carries the inline `styles`; `modalDialogs`
 * for the back office's, whose dialogs write the scroll lock; `scriptNonce`, its bootstrap's.
 */
export async function documentSecurityHeaders(
  styles: readonly string[],
  remotes: RemotesConfig,
  releaseOrigins: readonly string[] = [],
  { modalDialogs = false, scriptNonce }: DocumentFacts = {},
): Promise<Record<string, string>> {
  return {
    ...BASE_SECURITY_HEADERS,
    'Content-Security-Policy': documentContentSecurityPolicy({
      remotes,
      releaseOrigins,
      scriptNonce,
      inlineStyleHashes: [
        ...(await inlineStyleHashes(styles)),
        ...(modalDialogs ? await scrollLockStyleHashes() : []),
      ],
    }),
  };
}

/** What a document's route says of it besides its inline styles. */
export interface DocumentFacts {
  modalDialogs?: boolean | undefined;
  scriptNonce?: string | undefined;
}

/** The headers of every answer that is not a document, built once. */
const NON_DOCUMENT_HEADERS: readonly (readonly [string, string])[] = Object.entries({
  ...BASE_SECURITY_HEADERS,
  'Content-Security-Policy': NON_DOCUMENT_CSP,
});

function isHtml(headers: Headers): boolean {
  return /^text\/html\b/i.test(headers.get('Content-Type') ?? '');
}

/**
 * The same response with the security headers: a document's CSP from its inline `styles`, the
 * non-document CSP for everything else, none on a 304. Headers already set by the route are kept.
 */
export async function withSecurityHeaders(
  response: Response,
  remotes: RemotesConfig,
  releaseOrigins: ReleaseOriginsSource = async () => [],
  styles: readonly string[] = [],
  facts: DocumentFacts = {},
): Promise<Response> {
  // A 304 updates the headers a browser keeps with its copy: a policy here would replace the
  // document's own. The kept copy has its headers already.
  if (response.status === 304) return response;
  let headers: readonly (readonly [string, string])[];
  if (!isHtml(response.headers)) {
    headers = NON_DOCUMENT_HEADERS;
  } else {
    headers = Object.entries(await documentSecurityHeaders(styles, remotes, await releaseOrigins(), facts));
  }
  const missing = headers.filter(([name]) => !response.headers.has(name));
  if (missing.length === 0) return response;
  let result = response;
  try {
    for (const [name, value] of missing) result.headers.set(name, value);
  } catch {
    // Immutable headers (a response from fetch or the assets binding): copy it first.
    result = new Response(response.body, response);
    for (const [name, value] of missing) result.headers.set(name, value);
  }
  return result;
}

/** Hono middleware: every answer of the app gets its security headers. */
export function securityHeaders({
  remotes,
  releaseOrigins,
}: {
  remotes: RemotesConfig;
  releaseOrigins?: ReleaseOriginsSource;
}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = await withSecurityHeaders(c.res, remotes, releaseOrigins, c.get(DOCUMENT_INLINE_STYLES), {
      modalDialogs: c.get(DOCUMENT_HAS_MODAL_DIALOGS),
      scriptNonce: c.get(DOCUMENT_SCRIPT_NONCE),
    });
    // Assigning c.res copies the answer into a new Response even when it is the same one.
    if (answer !== c.res) c.res = answer;
  };
}
