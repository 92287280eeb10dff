import { useId, useRef, useState } from 'react';
import { IMAGE_ALT_MAX_LENGTH } from '@portal/contracts';
import { TextField } from '../forms/text-field';
import type { PickedMedia } from '../media/media-api';
import { MediaPickerDialog } from '../media/media-picker-dialog';
import { EditorDialog, EditorDialogForm } from './editor-dialog';
import styles from './rich-text-editor.module.css';

export const IMAGE_ALT_REQUIRED_MESSAGE = 'Escribí el texto alternativo: qué muestra la imagen.';

/**
 * 'Imagen' of the editor's toolbar: a picture chosen from the media library, then its alt text
 * (required: a body image without one says nothing to a reader who does not see it).
 */
export function ImageDialog({
  open,
  onCancel,
  onInsert,
  onClosed,
}: {
  open: boolean;
  onCancel: () => void;
  onInsert: (src: string, alt: string) => void;
  onClosed: () => void;
}) {
  const [picked, setPicked] = useState<PickedMedia>();
  // The picker closes itself right after a pick: that close goes on to the alt text, not away.
  const justPicked = useRef(false);
  return (
    <>
      <MediaPickerDialog
        title="Insertar imagen"
        open={open && !picked}
        onOpenChange={(stillOpen) => {
          if (!stillOpen && !justPicked.current) onCancel();
          justPicked.current = false;
        }}
        onPick={(medio) => {
          justPicked.current = true;
          setPicked(medio);
        }}
      />
      <EditorDialog
        open={open && picked !== undefined}
        title="Texto alternativo"
        onDismiss={() => {
          setPicked(undefined);
          onCancel();
        }}
        onClosed={onClosed}
      >
        {picked && (
          <AltForm
            picked={picked}
            onInsert={(alt) => {
              setPicked(undefined);
              onInsert(picked.url, alt);
            }}
          />
        )}
      </EditorDialog>
    </>
  );
}

function AltForm({ picked, onInsert }: { picked: PickedMedia; onInsert: (alt: string) => void }) {
  const errorId = useId();
  const [alt, setAlt] = useState(picked.alt);
  const [error, setError] = useState<string>();

  function insert() {
    const text = alt.trim();
    if (!text) return setError(IMAGE_ALT_REQUIRED_MESSAGE);
    onInsert(text);
  }

  return (
    <EditorDialogForm onSubmit={insert} error={error} errorId={errorId} confirmLabel="Insertar">
      <img className={styles.imagePreview} src={picked.url} alt="" />
      <TextField
        label="Texto alternativo"
        name="alt"
        required
        autoFocus
        maxLength={IMAGE_ALT_MAX_LENGTH}
        value={alt}
        aria-invalid={error ? true : undefined}
        aria-errormessage={error ? errorId : undefined}
        onChange={(event) => {
          setAlt(event.target.value);
          setError(undefined);
        }}
        hint="Qué muestra la imagen, para quien no la ve."
      />
    </EditorDialogForm>
  );
}
