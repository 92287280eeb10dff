/** For tests: documents compared across answers, whose script nonces differ by design. */

/** The document with its bootstrap's nonce blanked. */
export function withoutScriptNonce(html: string): string {
  return html.replace(/<script nonce="[^"]*">/g, '<script nonce="">');
}

/** The nonce of the document's bootstrap, if it has one. */
export function bootstrapNonceOf(html: string): string | undefined {
  return /<script nonce="([^"]*)">[^<]*<\/script>$/.exec(html)?.[1];
}
