import { useState, type ReactNode } from 'react';
import type { Ctx } from '@milkdown/kit/ctx';
import {
  applyLink,
  focusEditor,
  insertImage,
  readLinkContext,
  removeLink,
  runToolbarAction,
  type ToolbarAction,
  type ToolbarState,
} from './editor-commands';
import { ImageDialog } from './image-dialog';
import { LinkDialog, type LinkRequest } from './link-dialog';
import styles from './rich-text-editor.module.css';

interface EditorToolbarProps {
  /** undefined until the editor is ready. */
  state: ToolbarState | undefined;
  run: <T>(action: (ctx: Ctx) => T) => T | undefined;
}

const ICONS: Record<string, ReactNode> = {
  bold: <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zm0 7h7a3.5 3.5 0 0 1 0 7H7z" />,
  italic: <path d="M10 5h8M6 19h8M14 5l-4 14" />,
  bulletList: (
    <path
      d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01"
      strokeWidth="2.4"
      strokeLinecap="round"
    />
  ),
  orderedList: <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 1 1 2.5 1L3.5 19H6" />,
  quote: <path d="M6 17c-1.5-1-2-2.5-2-4.5C4 9 6 7 9 6M15 17c-1.5-1-2-2.5-2-4.5 0-3.5 2-5.5 5-6.5" />,
  link: (
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  ),
  image: (
    <path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm0 11 5-5 4 4 2-2 5 5M15.5 9.5h.01" />
  ),
  undo: <path d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />,
  redo: <path d="m15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />,
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {ICONS[name]}
    </svg>
  );
}

/** The editor's Spanish toolbar; buttons keep the text selection (no focus steal on press). */
export function EditorToolbar({ state, run }: EditorToolbarProps) {
  const [linkRequest, setLinkRequest] = useState<LinkRequest>();
  const [choosingImage, setChoosingImage] = useState(false);
  const disabled = !state;
  const act = (action: ToolbarAction) => run(runToolbarAction(action));

  const toggle = (action: ToolbarAction, label: string, pressed: boolean | undefined, icon: string) => (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={pressed ?? false}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => act(action)}
    >
      <Icon name={icon} />
    </button>
  );

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Formato del texto">
      <select
        className={styles.blockSelect}
        aria-label="Estilo del párrafo"
        disabled={disabled}
        value={state?.block === 'other' ? '' : (state?.block ?? 'paragraph')}
        onChange={(event) => act(event.target.value as ToolbarAction)}
      >
        {state?.block === 'other' && <option value="">—</option>}
        <option value="paragraph">Párrafo</option>
        <option value="h2">Título</option>
        <option value="h3">Subtítulo</option>
      </select>
      <span className={styles.separator} />
      {toggle('bold', 'Negrita', state?.bold, 'bold')}
      {toggle('italic', 'Cursiva', state?.italic, 'italic')}
      <button
        type="button"
        className={styles.tool}
        aria-label="Enlace"
        title="Enlace"
        aria-pressed={state?.link ?? false}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          const context = run(readLinkContext);
          if (context) setLinkRequest(context);
        }}
      >
        <Icon name="link" />
      </button>
      <button
        type="button"
        className={styles.tool}
        aria-label="Imagen"
        title="Imagen de Medios"
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setChoosingImage(true)}
      >
        <Icon name="image" />
      </button>
      <span className={styles.separator} />
      {toggle('bulletList', 'Lista con viñetas', state?.bulletList, 'bulletList')}
      {toggle('orderedList', 'Lista numerada', state?.orderedList, 'orderedList')}
      {toggle('quote', 'Cita', state?.quote, 'quote')}
      <span className={styles.separator} />
      <button
        type="button"
        className={styles.tool}
        aria-label="Deshacer"
        title="Deshacer"
        disabled={!state?.canUndo}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => act('undo')}
      >
        <Icon name="undo" />
      </button>
      <button
        type="button"
        className={styles.tool}
        aria-label="Rehacer"
        title="Rehacer"
        disabled={!state?.canRedo}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => act('redo')}
      >
        <Icon name="redo" />
      </button>
      <ImageDialog
        open={choosingImage}
        onCancel={() => setChoosingImage(false)}
        onClosed={() => run(focusEditor)}
        onInsert={(src, alt) => {
          setChoosingImage(false);
          run(insertImage(src, alt));
        }}
      />
      <LinkDialog
        request={linkRequest}
        onCancel={() => setLinkRequest(undefined)}
        onClosed={() => run(focusEditor)}
        onApply={(href, text) => {
          setLinkRequest(undefined);
          run(applyLink(href, text));
        }}
        onRemove={() => {
          setLinkRequest(undefined);
          run(removeLink);
        }}
      />
    </div>
  );
}
