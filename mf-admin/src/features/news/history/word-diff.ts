import { diffWordsWithSpace } from 'diff';

/** A piece of a comparison: text both have, text only the newer has, or only the older. */
export interface DiffPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

/** The text of saved HTML, as a reader sees it: paragraphs on their own lines. */
export function htmlToText(html: string): string {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  body.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, blockquote, br').forEach((block) => {
    block.append('\n');
  });
  return (body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/** What changed from `older` to `newer`, word by word (jsdiff). */
export function diffWords(older: string, newer: string): DiffPart[] {
  return diffWordsWithSpace(older, newer).map((part) => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}
