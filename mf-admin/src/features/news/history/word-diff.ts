import { diffWordsWithSpace } from 'diff';

/** A piece of a comparison: text both have, text only the newer has, or only the older. */
export interface DiffPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

/**
 * The text of saved HTML, as a reader sees it: paragraphs on their own lines, and each image as a
 * line '[Imagen: <alt>]', so that an image added or removed shows in a comparison.
 */
export function htmlToText(html: string): string {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  body.querySelectorAll('img').forEach((image) => {
    const name = image.getAttribute('alt')?.trim() || image.getAttribute('src') || '';
    image.replaceWith(`\n[Imagen: ${name}]\n`);
  });
  body.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, blockquote, br').forEach((block) => {
    block.append('\n');
  });
  return (body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * What changed from `older` to `newer`, word by word (jsdiff). A run of changed words reads as one
 * phrase struck out and one written in, rather than word against word: the spaces between them
 * go with the change.
 */
export function diffWords(older: string, newer: string): DiffPart[] {
  const parts = diffWordsWithSpace(older, newer);
  const result: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed.trim()) result.push({ text: removed, change: 'removed' });
    if (added.trim()) result.push({ text: added, change: 'added' });
    removed = added = '';
  };
  parts.forEach((part, index) => {
    const next = parts[index + 1];
    if (part.removed) removed += part.value;
    else if (part.added) added += part.value;
    else if ((removed || added) && /^\s+$/.test(part.value) && next && (next.added || next.removed)) {
      removed += part.value;
      added += part.value;
    } else {
      flush();
      result.push({ text: part.value, change: 'same' });
    }
  });
  flush();
  return result;
}
