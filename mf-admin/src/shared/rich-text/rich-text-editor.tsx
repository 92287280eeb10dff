import { useId, useRef, useState } from 'react';
import { defaultValueCtx, Editor, editorViewOptionsCtx, rootCtx } from '@milkdown/kit/core';
import type { MilkdownPlugin } from '@milkdown/kit/ctx';
import { clipboard } from '@milkdown/kit/plugin/clipboard';
import { history } from '@milkdown/kit/plugin/history';
import { commonmark, linkSchema } from '@milkdown/kit/preset/commonmark';
import { DOMSerializer } from '@milkdown/kit/prose/model';
import { Plugin, type EditorState } from '@milkdown/kit/prose/state';
import { $prose } from '@milkdown/kit/utils';
import { Milkdown, MilkdownProvider, useEditor } from '@milkdown/react';
import { isEmptyDoc, readToolbarState, type ToolbarState } from './editor-commands';
import { EditorToolbar } from './editor-toolbar';
import { safeLinkGuard, safeLinkSchema } from './safe-links';
import formStyles from '../forms/form.module.css';
import styles from './rich-text-editor.module.css';

interface RichTextEditorProps {
  label: string;
  /** The saved body (HTML); read once, when the editor starts. */
  initialHtml: string;
  placeholder?: string;
  /** The body as HTML ('' when it holds no text): once the editor starts, then on every edit. */
  onChange: (html: string) => void;
  /** Shown, not edited (no toolbar): a story this user may not change. */
  readOnly?: boolean;
}

// CommonMark without its own link mark: ours (safe-links.ts) applies the body's link rule.
const upstreamLink: readonly MilkdownPlugin[] = linkSchema;
const commonmarkWithoutLink = commonmark.filter((plugin) => !upstreamLink.includes(plugin));

/** Parses saved HTML inertly: nothing in it loads or runs while the editor reads it. */
function parseHtml(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
}

function serializeHtml(state: EditorState): string {
  if (isEmptyDoc(state)) return '';
  const container = document.createElement('div');
  container.append(DOMSerializer.fromSchema(state.schema).serializeFragment(state.doc.content));
  // Browsers type a no-break space at the end of a line while writing; between words it would
  // glue them together on the published page. Runs of spaces keep theirs.
  return container.innerHTML.replace(/(?<!&nbsp;| )&nbsp;(?!&nbsp;| )/g, ' ');
}

/**
 * The rich-text body of news and events: Milkdown (ProseMirror) with a Spanish toolbar —
 * paragraph and headings, bold, italic, lists, quote, links (http, https, mailto, tel only),
 * undo and redo. It reads HTML and gives HTML back through `onChange` (a form's Controller).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <MilkdownProvider>
      <EditorFrame {...props} />
    </MilkdownProvider>
  );
}

function EditorFrame({
  label,
  initialHtml,
  placeholder = 'Escribí el texto aquí…',
  onChange,
  readOnly = false,
}: RichTextEditorProps) {
  const labelId = useId();
  const [toolbar, setToolbar] = useState<ToolbarState>();
  const initial = useRef(initialHtml);
  const changed = useRef(onChange);
  changed.current = onChange;

  const { get, loading } = useEditor((root) => {
    // Every state change refreshes the toolbar (active marks, undo availability, placeholder);
    // the body is given out as the editor has read it, then after every edit.
    const watcher = $prose((ctx) => {
      const report = (state: EditorState) => setToolbar(readToolbarState(ctx, state));
      return new Plugin({
        view: (view) => {
          report(view.state);
          changed.current(serializeHtml(view.state));
          return {
            update: (next, previous) => {
              report(next.state);
              if (!next.state.doc.eq(previous.doc)) changed.current(serializeHtml(next.state));
            },
          };
        },
      });
    });
    return Editor.make()
      .config((ctx) => {
        ctx.set(rootCtx, root);
        ctx.set(defaultValueCtx, { type: 'html', dom: parseHtml(initial.current) });
        ctx.update(editorViewOptionsCtx, (options) => ({
          ...options,
          editable: () => !readOnly,
          attributes: {
            class: styles.prose!,
            role: 'textbox',
            'aria-multiline': 'true',
            'aria-labelledby': labelId,
            spellcheck: 'true',
            lang: 'es',
          },
        }));
      })
      .use(commonmarkWithoutLink)
      .use(safeLinkSchema)
      .use(safeLinkGuard)
      .use(history)
      .use(clipboard)
      .use(watcher);
  }, []);

  return (
    <div className={formStyles.field}>
      <span id={labelId} className={formStyles.label}>
        {label}
      </span>
      <div className={styles.frame} data-loading={loading || undefined}>
        {!readOnly && <EditorToolbar state={toolbar} run={(action) => get()?.action(action)} />}
        <div className={styles.surface}>
          {toolbar?.empty && (
            <p className={styles.placeholder} aria-hidden="true">
              {placeholder}
            </p>
          )}
          <Milkdown />
        </div>
      </div>
    </div>
  );
}
