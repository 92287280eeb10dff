import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  AD_DATES_ORDER_MESSAGE,
  AD_SECTIONS,
  createAdRequestSchema,
  MAX_AD_SLOT,
  type AdPlacement,
  type AdSection,
  type CreateAdRequest,
} from '@portal/contracts';
import { z } from 'zod';
import type { Message } from '../../shared/dialogs/message-dialog';
import { ImageFormField } from '../../shared/forms/image-field';
import { TextField } from '../../shared/forms/text-field';
import { useSpanishValidation } from '../../shared/forms/use-spanish-validation';
import { firstError, useSchemaForm } from '../../shared/forms/use-schema-form';
import { buttonClass } from '../../shared/ui/button-class';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';
import styles from './ads.module.css';

/** Spec §5 and §9: each placement, as typed, is 0 (not shown) or a slot from 1 to 8. */
const slotText = z
  .string()
  .refine(
    (text) => /^\d+$/.test(text.trim()) && Number(text) <= MAX_AD_SLOT,
    `Las ubicaciones deben ser números enteros del 0 al ${MAX_AD_SLOT}.`,
  );

const slots = Object.fromEntries(AD_SECTIONS.map((section) => [section, slotText])) as Record<
  AdSection,
  typeof slotText
>;

/** The request's fields, one number field per placement, and the picture as a picked file. */
const { nombre_cliente, ingreso, egreso, link } = createAdRequestSchema.shape;
const adFormSchema = z
  .object({ nombre_cliente, ingreso, egreso, link, ...slots, photo: z.custom<File>().optional() })
  .refine((ad) => ad.egreso >= ad.ingreso, { error: AD_DATES_ORDER_MESSAGE, path: ['egreso'] });
export type AdFormValues = z.input<typeof adFormSchema>;

/** The ad as the API takes it, but its picture: a newly picked file, not yet uploaded. */
export type AdSubmission = Omit<CreateAdRequest, 'foto'> & { photo: File | undefined };

export const SECTION_LABELS: Record<AdSection, string> = {
  inicio: 'Inicio',
  noticias: 'Noticias',
  agenda: 'Agenda',
  galeria: 'Galería',
};

interface AdFormProps {
  initial: AdFormValues;
  currentPhoto?: string;
  submitLabel: string;
  /**
   * Saves. Resolves true once saved: the button then keeps its spinner until the screen moves on
   * to the list, so the ad cannot be sent twice.
   */
  onSubmit: (ad: AdSubmission) => Promise<boolean>;
  show: (message: Message) => Promise<void>;
}

/** The new-ad and edit-ad form: client, dates, link, photo and the four placement numbers. */
export function AdForm({ initial, currentPhoto, submitLabel, onSubmit, show }: AdFormProps) {
  const { register, control, handleSubmit, watch, formState } = useSchemaForm(adFormSchema, initial);
  const [saved, setSaved] = useState(false);
  const validation = useSpanishValidation();

  async function send(values: AdFormValues) {
    const placement = Object.fromEntries(AD_SECTIONS.map((section) => [section, Number(values[section])]));
    const done = await onSubmit({
      nombre_cliente: values.nombre_cliente.trim(),
      ingreso: values.ingreso,
      egreso: values.egreso,
      link: (values.link ?? '').trim(),
      colocar_en: [placement as AdPlacement],
      photo: values.photo,
    });
    setSaved(done);
  }

  return (
    <form
      ref={validation}
      className={`${formStyles.card} ${styles.layout}`}
      onSubmit={handleSubmit(send, (errors) => void show({ kind: 'warning', title: firstError(errors) }))}
    >
      <ImageFormField
        control={control}
        name="photo"
        label="Imagen"
        shape="poster"
        currentUrl={currentPhoto}
      />
      <div className={formStyles.form}>
        <TextField label="Cliente" required {...register('nombre_cliente')} />
        <div className={formStyles.grid}>
          <TextField label="Ingreso" type="date" required {...register('ingreso')} />
          <TextField
            label="Egreso"
            type="date"
            required
            min={watch('ingreso') || undefined}
            hint="Desde ese día ya no se muestra."
            {...register('egreso')}
          />
        </div>
        <TextField
          label="Link"
          type="url"
          placeholder="https://"
          hint="A dónde lleva un clic en la publicidad."
          {...register('link')}
        />
        <fieldset className={formStyles.fieldset}>
          <legend className={`${formStyles.label} ${formStyles.legend}`}>Ubicación</legend>
          <div className={styles.slots}>
            {AD_SECTIONS.map((section) => (
              <TextField
                key={section}
                label={SECTION_LABELS[section]}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_AD_SLOT}
                step={1}
                required
                {...register(section)}
              />
            ))}
          </div>
          <p className={formStyles.hint}>
            0 = no se muestra en esa sección; de 1 a {MAX_AD_SLOT}, su lugar en la columna.
          </p>
        </fieldset>
        <div className={formStyles.actions}>
          <SubmitButton busy={formState.isSubmitting || saved}>{submitLabel}</SubmitButton>
          <Link to="/publicidad" className={buttonClass('ghost')}>
            Volver
          </Link>
        </div>
      </div>
    </form>
  );
}
