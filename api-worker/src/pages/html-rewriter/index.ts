/**
 * HTML edited as HTML, never by regular expressions (issue #32): Cloudflare's streaming rewriter
 * (lol-html) on both runtimes. workerd has it built in (`HTMLRewriter`); on Node the same engine
 * runs as WebAssembly (html-rewriter-wasm). `#html-rewriter` picks one by the runtime's package
 * condition (package.json `imports`: `workerd`, else Node's), so the worker's bundle never carries
 * the WebAssembly copy.
 */
export { rewriteHtml } from '#html-rewriter';
export type { HtmlElement, HtmlEndTag, HtmlRule, HtmlText } from './rules.ts';
