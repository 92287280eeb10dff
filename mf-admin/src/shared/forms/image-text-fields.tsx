import { IMAGE_ALT_MAX_LENGTH, IMAGE_CREDIT_MAX_LENGTH } from '@portal/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

/**
 * What a cover or flyer shows (its alt text) and whose it is (its credit), under the picture's
 * field: `<ImageTextFields noun="foto" alt={register('img_portada_alt')} credit={register('…')} />`.
 */
export function ImageTextFields({
  noun,
  creditHint,
  alt,
  credit,
}: {
  /** 'foto' (news covers) or 'imagen' (flyers): the labels say 'la foto' / 'la imagen'. */
  noun: 'foto' | 'imagen';
  creditHint: string;
  alt: UseFormRegisterReturn;
  credit: UseFormRegisterReturn;
}) {
  return (
    <>
      <TextField
        label={`Qué muestra la ${noun} (alt)`}
        hint="Para quien no puede verla; si queda vacío se usa el título."
        maxLength={IMAGE_ALT_MAX_LENGTH}
        {...alt}
      />
      <TextField
        label={`Crédito de la ${noun}`}
        hint={creditHint}
        maxLength={IMAGE_CREDIT_MAX_LENGTH}
        {...credit}
      />
    </>
  );
}
