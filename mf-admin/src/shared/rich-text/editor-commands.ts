import type { Ctx } from '@milkdown/kit/ctx';
import { editorViewCtx } from '@milkdown/kit/core';
import {
  blockquoteSchema,
  bulletListSchema,
  emphasisSchema,
  headingSchema,
  imageSchema,
  listItemSchema,
  orderedListSchema,
  paragraphSchema,
  strongSchema,
} from '@milkdown/kit/preset/commonmark';
import { getMarkRange } from '@milkdown/kit/prose';
import { lift, setBlockType, toggleMark, wrapIn } from '@milkdown/kit/prose/commands';
import { redo, redoDepth, undo, undoDepth } from '@milkdown/kit/prose/history';
import type { MarkType, NodeType } from '@milkdown/kit/prose/model';
import { liftListItem, wrapInList } from '@milkdown/kit/prose/schema-list';
import { TextSelection, type Command, type EditorState } from '@milkdown/kit/prose/state';
import { safeLinkSchema } from './safe-links';

// What the toolbar shows and does, over ProseMirror's own commands (small and predictable).

export type BlockKind = 'paragraph' | 'h2' | 'h3' | 'other';

export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  link: boolean;
  block: BlockKind;
  bulletList: boolean;
  orderedList: boolean;
  quote: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** The body holds no text yet (the placeholder shows). */
  empty: boolean;
}

function hasMark(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

function insideNode(state: EditorState, type: NodeType): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) if ($from.node(depth).type === type) return true;
  return false;
}

export function isEmptyDoc(state: EditorState): boolean {
  const { doc } = state;
  return doc.childCount === 1 && doc.firstChild!.isTextblock && doc.firstChild!.content.size === 0;
}

export function readToolbarState(ctx: Ctx, state: EditorState): ToolbarState {
  const parent = state.selection.$from.parent;
  const level = parent.type === headingSchema.type(ctx) ? (parent.attrs.level as number) : 0;
  return {
    bold: hasMark(state, strongSchema.type(ctx)),
    italic: hasMark(state, emphasisSchema.type(ctx)),
    link: hasMark(state, safeLinkSchema.type(ctx)),
    block:
      parent.type === paragraphSchema.type(ctx)
        ? 'paragraph'
        : level === 2
          ? 'h2'
          : level === 3
            ? 'h3'
            : 'other',
    bulletList: insideNode(state, bulletListSchema.type(ctx)),
    orderedList: insideNode(state, orderedListSchema.type(ctx)),
    quote: insideNode(state, blockquoteSchema.type(ctx)),
    canUndo: undoDepth(state) > 0,
    canRedo: redoDepth(state) > 0,
    empty: isEmptyDoc(state),
  };
}

export type ToolbarAction =
  'bold' | 'italic' | 'paragraph' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'quote' | 'undo' | 'redo';

function commandFor(ctx: Ctx, action: ToolbarAction, state: EditorState): Command {
  switch (action) {
    case 'bold':
      return toggleMark(strongSchema.type(ctx));
    case 'italic':
      return toggleMark(emphasisSchema.type(ctx));
    case 'paragraph':
      return setBlockType(paragraphSchema.type(ctx));
    case 'h2':
    case 'h3':
      return setBlockType(headingSchema.type(ctx), { level: action === 'h2' ? 2 : 3 });
    case 'bulletList':
    case 'orderedList': {
      const list = (action === 'bulletList' ? bulletListSchema : orderedListSchema).type(ctx);
      return insideNode(state, list) ? liftListItem(listItemSchema.type(ctx)) : wrapInList(list);
    }
    case 'quote':
      return insideNode(state, blockquoteSchema.type(ctx)) ? lift : wrapIn(blockquoteSchema.type(ctx));
    case 'undo':
      return undo;
    case 'redo':
      return redo;
  }
}

/** Runs a toolbar action on the editor and gives the focus back to the text. */
export const runToolbarAction = (action: ToolbarAction) => (ctx: Ctx) => {
  const view = ctx.get(editorViewCtx);
  commandFor(ctx, action, view.state)(view.state, view.dispatch, view);
  view.focus();
};

/** What the link dialog needs: the current link's address, and whether there is text to link. */
export const readLinkContext = (ctx: Ctx) => {
  const { state } = ctx.get(editorViewCtx);
  const type = safeLinkSchema.type(ctx);
  const { from, empty, $from } = state.selection;
  const mark = type.isInSet(empty ? $from.marks() : (state.doc.nodeAt(from)?.marks ?? []));
  return {
    href: (mark?.attrs.href as string | undefined) ?? '',
    hasText: !empty || Boolean(getMarkRange($from, type)),
  };
};

/**
 * Links the selection (or the link under the cursor) to `href`; with nothing selected, inserts
 * `text` as the link. `href` has already passed the link rule.
 */
export const applyLink = (href: string, text: string) => (ctx: Ctx) => {
  const view = ctx.get(editorViewCtx);
  const type = safeLinkSchema.type(ctx);
  const { state } = view;
  let { from, to } = state.selection;
  const tr = state.tr;
  if (state.selection.empty) {
    const range = getMarkRange(state.selection.$from, type);
    if (range) {
      ({ from, to } = range);
    } else {
      const inserted = text.trim() || href;
      tr.insertText(inserted, from);
      to = from + inserted.length;
    }
  }
  tr.removeMark(from, to, type).addMark(from, to, type.create({ href, title: null }));
  // The cursor goes after the link, so that typing goes on there (the mark does not extend).
  tr.setSelection(TextSelection.create(tr.doc, to));
  view.dispatch(tr.scrollIntoView());
  view.focus();
};

/** Gives the focus back to the text, where its selection was (e.g. when a dialog closes). */
export const focusEditor = (ctx: Ctx) => ctx.get(editorViewCtx).focus();

/** Removes the link from the selection, or from the whole link under the cursor. */
export const removeLink = (ctx: Ctx) => {
  const view = ctx.get(editorViewCtx);
  const type = safeLinkSchema.type(ctx);
  const { state } = view;
  const range = state.selection.empty ? getMarkRange(state.selection.$from, type) : state.selection;
  if (range) view.dispatch(state.tr.removeMark(range.from, range.to, type));
  view.focus();
};

/**
 * Inserts a picture at the cursor (replacing a selection) with its alt text, which the image
 * dialog requires. The body's sanitizer keeps only src (http(s) or /media/) and alt.
 */
export const insertImage = (src: string, alt: string) => (ctx: Ctx) => {
  const view = ctx.get(editorViewCtx);
  const image = imageSchema.type(ctx).create({ src, alt, title: '' });
  view.dispatch(view.state.tr.replaceSelectionWith(image).scrollIntoView());
  view.focus();
};
