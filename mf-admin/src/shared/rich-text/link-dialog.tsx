import { useId, useState } from 'react';
import { buttonClass } from '../ui/button-class';
import { TextField } from '../forms/text-field';
import { EditorDialog, EditorDialogForm } from './editor-dialog';
import { allowedHref, LINK_RULE_MESSAGE } from './link-rule';

export interface LinkRequest {
  /** The current link's address ('' for a new link). */
  href: string;
  /** Text is selected (or the cursor is in a link): only the address is asked. */
  hasText: boolean;
}

interface LinkDialogProps {
  request: LinkRequest | undefined;
  onApply: (href: string, text: string) => void;
  onRemove: () => void;
  onCancel: () => void;
  /** Once closed, however: the focus goes back to the editor (not to the page's body). */
  onClosed: () => void;
}

/** Asks for a link's address and checks it against the body's link rule before applying it. */
export function LinkDialog({ request, onApply, onRemove, onCancel, onClosed }: LinkDialogProps) {
  return (
    <EditorDialog
      open={request !== undefined}
      title={request?.href ? 'Editar enlace' : 'Agregar enlace'}
      onDismiss={onCancel}
      onClosed={onClosed}
    >
      {request && <LinkForm request={request} onApply={onApply} onRemove={onRemove} />}
    </EditorDialog>
  );
}

function LinkForm({
  request,
  onApply,
  onRemove,
}: { request: LinkRequest } & Pick<LinkDialogProps, 'onApply' | 'onRemove'>) {
  const errorId = useId();
  const [href, setHref] = useState(request.href);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  function apply() {
    const safe = allowedHref(href);
    if (!safe) return setError(LINK_RULE_MESSAGE);
    onApply(safe, text);
  }

  return (
    <EditorDialogForm
      onSubmit={apply}
      error={error}
      errorId={errorId}
      confirmLabel="Aplicar"
      extraButtons={
        request.href && (
          <button type="button" className={buttonClass('danger')} onClick={onRemove}>
            Quitar enlace
          </button>
        )
      }
    >
      <TextField
        label="Dirección"
        name="href"
        type="text"
        inputMode="url"
        placeholder="https://"
        autoFocus
        value={href}
        aria-invalid={error ? true : undefined}
        aria-errormessage={error ? errorId : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setError(undefined);
        }}
        hint="http://, https://, mailto: o tel:"
      />
      {!request.hasText && (
        <TextField
          label="Texto del enlace"
          name="texto"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      )}
    </EditorDialogForm>
  );
}
