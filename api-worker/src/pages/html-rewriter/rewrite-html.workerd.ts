import type { HtmlElement, HtmlRule, HtmlText } from './rules.ts';

/** The document with the rules applied, by workerd's own HTMLRewriter (lol-html). */
export async function rewriteHtml(html: string, rules: readonly HtmlRule[]): Promise<string> {
  let rewriter = new HTMLRewriter();
  for (const { selector, element, text } of rules) {
    rewriter = rewriter.on(selector, {
      ...(element ? { element: (el: unknown) => element(el as HtmlElement) } : {}),
      ...(text ? { text: (chunk: unknown) => text(chunk as HtmlText) } : {}),
    });
  }
  return rewriter
    .transform(new Response(html, { headers: { 'Content-Type': 'text/html;charset=utf-8' } }))
    .text();
}
