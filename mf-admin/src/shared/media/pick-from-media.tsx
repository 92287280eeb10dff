import { useState } from 'react';
import { buttonClass } from '../ui/button-class';
import type { PickedMedia } from './media-api';
import { MediaPickerDialog } from './media-picker-dialog';

/** 'Elegir de Medios' under an image field: opens the library's picker. */
export function PickFromMedia({
  onPick,
  label = 'Elegir de Medios',
  title,
}: {
  onPick: (medio: PickedMedia) => void;
  label?: string;
  /** The picker's heading; 'Elegir de Medios' unless told. */
  title?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass('ghost', { small: true })} onClick={() => setOpen(true)}>
        {label}
      </button>
      <MediaPickerDialog open={open} onOpenChange={setOpen} onPick={onPick} {...(title && { title })} />
    </>
  );
}
