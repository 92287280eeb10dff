import { linkSchema } from '@milkdown/kit/preset/commonmark';
import { Plugin, PluginKey } from '@milkdown/kit/prose/state';
import { $prose } from '@milkdown/kit/utils';
import { allowedHref } from './link-rule';

/**
 * The link mark with the body's link rule applied on the way in (loaded HTML, pasted HTML,
 * markdown) and on the way out (the HTML sent to the server); not inclusive, so a link does
 * not grow with what is typed after it.
 */
export const safeLinkSchema = linkSchema.extendSchema((previous) => (ctx) => {
  const base = previous(ctx);
  return {
    ...base,
    // Text typed at a link's end stays outside it (after 'Aplicar' the cursor sits there).
    inclusive: false,
    parseDOM: [
      {
        tag: 'a[href]',
        getAttrs: (dom) => {
          const element = dom as HTMLElement;
          const href = allowedHref(element.getAttribute('href'));
          return href ? { href, title: element.getAttribute('title') } : false;
        },
      },
    ],
    toDOM: (mark) => {
      const href = allowedHref(mark.attrs.href as string);
      const attrs: Record<string, string> = {};
      if (href) attrs.href = href;
      if (mark.attrs.title) attrs.title = String(mark.attrs.title);
      if (href && /^https?:/i.test(href)) {
        attrs.target = '_blank';
        attrs.rel = 'noopener noreferrer';
      }
      return ['a', attrs];
    },
    parseMarkdown: {
      match: base.parseMarkdown.match,
      runner: (state, node, markType) => {
        const href = allowedHref(node.url as string);
        if (!href) return state.next(node.children);
        state.openMark(markType, { href, title: node.title ?? null });
        state.next(node.children);
        state.closeMark(markType);
      },
    },
  };
});

const key = new PluginKey('safe-links');

/**
 * Whatever adds a link afterwards (a command, a paste, an input rule), a link that breaks the rule
 * does not survive the transaction: its text stays, the link goes.
 */
export const safeLinkGuard = $prose((ctx) => {
  const linkType = safeLinkSchema.type(ctx);
  return new Plugin({
    key,
    appendTransaction: (transactions, _old, state) => {
      if (!transactions.some((transaction) => transaction.docChanged)) return null;
      const tr = state.tr;
      state.doc.descendants((node, pos) => {
        if (!node.isText) return;
        for (const mark of node.marks) {
          if (mark.type !== linkType) continue;
          const href = allowedHref(mark.attrs.href as string);
          if (href === mark.attrs.href) continue;
          tr.removeMark(pos, pos + node.nodeSize, mark);
          if (href) tr.addMark(pos, pos + node.nodeSize, linkType.create({ ...mark.attrs, href }));
        }
      });
      return tr.docChanged ? tr : null;
    },
  });
});
