/** What the portal uses of the rewriter's element (the common part of workerd's and Node's). */
export interface HtmlElement {
  readonly tagName: string;
  readonly attributes: IterableIterator<string[]>;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): unknown;
  before(content: string, options?: { html: boolean }): unknown;
  after(content: string, options?: { html: boolean }): unknown;
  append(content: string, options?: { html: boolean }): unknown;
  prepend(content: string, options?: { html: boolean }): unknown;
  replace(content: string, options?: { html: boolean }): unknown;
  setInnerContent(content: string, options?: { html: boolean }): unknown;
  remove(): unknown;
  onEndTag(handler: (end: HtmlEndTag) => void | Promise<void>): void;
}

export interface HtmlEndTag {
  before(content: string, options?: { html: boolean }): unknown;
  after(content: string, options?: { html: boolean }): unknown;
  remove(): unknown;
}

export interface HtmlText {
  readonly text: string;
  readonly lastInTextNode: boolean;
}

/** Handlers for the elements a CSS selector matches, in document order. */
export interface HtmlRule {
  selector: string;
  element?(element: HtmlElement): void | Promise<void>;
  text?(text: HtmlText): void | Promise<void>;
}

export type RewriteHtml = (html: string, rules: readonly HtmlRule[]) => Promise<string>;
