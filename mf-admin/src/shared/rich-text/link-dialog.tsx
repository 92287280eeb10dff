import { useId, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { buttonClass } from '../ui/button-class';
import { TextField } from '../forms/text-field';
import { allowedHref, LINK_RULE_MESSAGE } from './link-rule';
import dialogStyles from '../dialogs/dialog.module.css';
import styles from './rich-text-editor.module.css';

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
    <Dialog.Root open={request !== undefined} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content
          className={`${dialogStyles.content} ${styles.linkDialog}`}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <Dialog.Title className={dialogStyles.title}>
            {request?.href ? 'Editar enlace' : 'Agregar enlace'}
          </Dialog.Title>
          {request && <LinkForm request={request} onApply={onApply} onRemove={onRemove} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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

  function submit(event: FormEvent<HTMLFormElement>) {
    // The editor sits inside the item's form: this form must not submit that one.
    event.preventDefault();
    event.stopPropagation();
    const safe = allowedHref(href);
    if (!safe) return setError(LINK_RULE_MESSAGE);
    onApply(safe, text);
  }

  return (
    <form className={styles.linkForm} onSubmit={submit} noValidate>
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
      {error && (
        <p id={errorId} className={styles.linkError} role="alert">
          {error}
        </p>
      )}
      <div className={dialogStyles.buttons}>
        <Dialog.Close type="button" className={buttonClass('ghost')}>
          Cancelar
        </Dialog.Close>
        {request.href && (
          <button type="button" className={buttonClass('danger')} onClick={onRemove}>
            Quitar enlace
          </button>
        )}
        <button type="submit" className={buttonClass('primary')}>
          Aplicar
        </button>
      </div>
    </form>
  );
}
