import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { createEventRequestSchema, TITLE_MAX_LENGTH } from '@portal/contracts';
import { z } from 'zod';
import { ImageFormField } from '../../shared/forms/image-field';
import { useFormEdits } from '../../shared/forms/unsaved-work';
import type { PickedMedia } from '../../shared/media/media-api';
import { PickFromMedia } from '../../shared/media/pick-from-media';
import { ProvinceSelect } from '../../shared/forms/province-select';
import { ImageTextFields } from '../../shared/forms/image-text-fields';
import { TextField } from '../../shared/forms/text-field';
import { useSpanishValidation } from '../../shared/forms/use-spanish-validation';
import { firstError, useSchemaForm } from '../../shared/forms/use-schema-form';
import { RichTextEditor } from '../../shared/rich-text/rich-text-editor';
import type { Message } from '../../shared/dialogs/message-dialog';
import { buttonClass } from '../../shared/ui/button-class';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';

/** What the form edits: the request's fields but the flyer, which is picked here as a file. */
const eventFormSchema = createEventRequestSchema
  .pick({
    titulo: true,
    texto: true,
    provincia: true,
    fecha: true,
    direccion: true,
    horario: true,
    flayer_alt: true,
    flayer_credito: true,
  })
  .extend({
    flyer: z.custom<File>().optional(),
    /** A flyer picked from the media library instead of a file ('Elegir de Medios'). */
    flyerMedio: z.custom<PickedMedia>().optional(),
  });
export type EventFormValues = z.input<typeof eventFormSchema> & { texto: string };

interface EventFormProps {
  initial: EventFormValues;
  currentFlyer?: string;
  submitLabel: string;
  onSubmit: (values: EventFormValues) => Promise<void>;
  show: (message: Message) => Promise<void>;
  /** Every change the user makes, with the form's values (the flyer file aside): kept by the screen. */
  onEdit?: (values: EventFormValues) => void;
}

/** The new-event and edit-event form: title and body; date, time, place, province and flyer beside. */
export function EventForm({ initial, currentFlyer, submitLabel, onSubmit, show, onEdit }: EventFormProps) {
  const { register, control, handleSubmit, watch, getValues, setValue, formState } = useSchemaForm(
    eventFormSchema,
    initial,
  );
  // Each change goes to the screen (kept in the browser until saved); a file cannot be kept.
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;
  useFormEdits(
    watch,
    () => {
      const { flyer: _flyer, ...values } = getValues();
      onEditRef.current?.({ ...values, texto: values.texto ?? '' });
    },
    { richText: 'texto' },
  );
  // A file picked after a library image replaces it (and picking from the library clears the file).
  const flyerFile = watch('flyer');
  const flyerMedio = watch('flyerMedio');
  useEffect(() => {
    if (flyerFile) setValue('flyerMedio', undefined);
  }, [flyerFile, setValue]);
  function pickFlyer(medio: PickedMedia) {
    setValue('flyer', undefined);
    setValue('flyerMedio', medio, { shouldDirty: true });
    if (!getValues('flayer_alt')) setValue('flayer_alt', medio.alt);
    if (!getValues('flayer_credito')) setValue('flayer_credito', medio.credito);
  }
  const validation = useSpanishValidation();
  return (
    <form
      ref={validation}
      className={formStyles.editorLayout}
      onSubmit={handleSubmit(
        (values) => onSubmit({ ...values, texto: values.texto ?? '' }),
        // What the server would refuse, said as the server says it.
        (errors) => void show({ kind: 'error', title: firstError(errors) }),
      )}
    >
      <div className={`${formStyles.card} ${formStyles.form}`}>
        <TextField
          label="Titulo"
          required
          maxLength={TITLE_MAX_LENGTH}
          count={watch('titulo').length}
          {...register('titulo')}
        />
        <Controller
          control={control}
          name="texto"
          render={({ field }) => (
            <RichTextEditor label="Texto" initialHtml={initial.texto} onChange={field.onChange} />
          )}
        />
      </div>
      <div className={formStyles.side}>
        <div className={`${formStyles.card} ${formStyles.sideCard}`}>
          <h2 className={formStyles.sideTitle}>Cuándo y dónde</h2>
          <div className={formStyles.grid}>
            <TextField label="Fecha" type="date" required {...register('fecha')} />
            <TextField label="Horario" required placeholder="21:00 hs" {...register('horario')} />
          </div>
          <TextField label="Dirección" required placeholder="Lugar y dirección" {...register('direccion')} />
          <ProvinceSelect stored={initial.provincia} {...register('provincia')} />
          <ImageFormField
            control={control}
            name="flyer"
            label="Flayer"
            shape="poster"
            currentUrl={flyerMedio?.url ?? currentFlyer}
          />
          <PickFromMedia onPick={pickFlyer} />
          <ImageTextFields
            noun="imagen"
            creditHint="Foto o diseño: …"
            alt={register('flayer_alt')}
            credit={register('flayer_credito')}
          />
          <div className={formStyles.actions}>
            <SubmitButton busy={formState.isSubmitting}>{submitLabel}</SubmitButton>
            <Link to="/agenda" className={buttonClass('ghost')}>
              Volver
            </Link>
          </div>
        </div>
      </div>
    </form>
  );
}
