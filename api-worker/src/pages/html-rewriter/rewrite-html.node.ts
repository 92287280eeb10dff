import { HTMLRewriter } from 'html-rewriter-wasm';
import type { HtmlElement, HtmlRule, HtmlText } from './rules.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The document with the rules applied, by lol-html compiled to WebAssembly. */
export async function rewriteHtml(html: string, rules: readonly HtmlRule[]): Promise<string> {
  const chunks: Uint8Array[] = [];
  const rewriter = new HTMLRewriter((chunk) => chunks.push(chunk));
  for (const { selector, element, text } of rules) {
    rewriter.on(selector, {
      ...(element ? { element: (el) => element(el as unknown as HtmlElement) } : {}),
      ...(text ? { text: (chunk) => text(chunk as unknown as HtmlText) } : {}),
    });
  }
  try {
    await rewriter.write(encoder.encode(html));
    await rewriter.end();
  } finally {
    rewriter.free();
  }
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return decoder.decode(bytes);
}
