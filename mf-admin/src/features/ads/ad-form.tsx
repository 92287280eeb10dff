import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AD_SECTIONS, MAX_AD_SLOT, type AdPlacement, type AdSection } from '@portal/contracts';
import { ImageField } from '../../shared/forms/image-field';
import { TextField } from '../../shared/forms/text-field';
import { useSpanishValidation } from '../../shared/forms/use-spanish-validation';
import { buttonClass } from '../../shared/ui/button-class';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';
import styles from './ads.module.css';

export interface AdFormValues {
  nombre_cliente: string;
  ingreso: string;
  egreso: string;
  link: string;
  /** As typed: each must be a whole number from 0 to 8. */
  placement: Record<AdSection, string>;
}

export interface AdFormSubmission {
  values: Omit<AdFormValues, 'placement'>;
  placement: AdPlacement;
  photo: File | undefined;
}

export const SECTION_LABELS: Record<AdSection, string> = {
  inicio: 'Inicio',
  noticias: 'Noticias',
  agenda: 'Agenda',
  galeria: 'Galeria',
};

interface AdFormProps {
  initial: AdFormValues;
  currentPhoto?: string;
  submitLabel: string;
  /**
   * Saves. Resolves true once saved: the button then keeps its spinner until the screen moves on
   * to the list, so the ad cannot be sent twice.
   */
  onSubmit: (submission: AdFormSubmission) => Promise<boolean>;
  /** A warning for the user, e.g. a bad date range. */
  onInvalid: (warning: string) => void;
}

const parseSlot = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

/** Spec §5 and §9: each placement is 0 (not shown) or a slot from 1 to 8. */
function readPlacement(placement: AdFormValues['placement']): AdPlacement | undefined {
  const slots = AD_SECTIONS.map((section) => [section, parseSlot(placement[section])] as const);
  if (slots.some(([, slot]) => !(slot >= 0 && slot <= MAX_AD_SLOT))) return undefined;
  return Object.fromEntries(slots) as AdPlacement;
}

/** The new-ad and edit-ad form: client, dates, link, photo and the four placement numbers. */
export function AdForm({ initial, currentPhoto, submitLabel, onSubmit, onInvalid }: AdFormProps) {
  const [values, setValues] = useState(initial);
  const [photo, setPhoto] = useState<File>();
  const [sending, setSending] = useState(false);
  const validation = useSpanishValidation();
  const set = (field: Exclude<keyof AdFormValues, 'placement'>) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const placement = readPlacement(values.placement);
    if (!placement) return onInvalid(`Las ubicaciones deben ser números enteros del 0 al ${MAX_AD_SLOT}.`);
    if (values.egreso < values.ingreso)
      return onInvalid('La fecha de egreso no puede ser anterior a la de ingreso.');
    const { placement: _typed, ...rest } = values;
    setSending(true);
    const saved = await onSubmit({
      values: { ...rest, nombre_cliente: rest.nombre_cliente.trim(), link: rest.link.trim() },
      placement,
      photo,
    });
    if (!saved) setSending(false);
  }

  return (
    <form ref={validation} className={`${formStyles.card} ${styles.layout}`} onSubmit={submit}>
      <ImageField label="Imagen" shape="poster" currentUrl={currentPhoto} file={photo} onPick={setPhoto} />
      <div className={formStyles.form}>
        <TextField
          label="Cliente"
          name="nombre_cliente"
          required
          value={values.nombre_cliente}
          onChange={set('nombre_cliente')}
        />
        <div className={formStyles.grid}>
          <TextField
            label="Ingreso"
            name="ingreso"
            type="date"
            required
            value={values.ingreso}
            onChange={set('ingreso')}
          />
          <TextField
            label="Egreso"
            name="egreso"
            type="date"
            required
            min={values.ingreso || undefined}
            value={values.egreso}
            onChange={set('egreso')}
            hint="Desde ese día ya no se muestra."
          />
        </div>
        <TextField
          label="Link"
          name="link"
          type="url"
          placeholder="https://"
          value={values.link}
          onChange={set('link')}
          hint="A dónde lleva un clic en la publicidad."
        />
        <fieldset className={formStyles.fieldset}>
          <legend className={`${formStyles.label} ${formStyles.legend}`}>Ubicación</legend>
          <div className={styles.slots}>
            {AD_SECTIONS.map((section) => (
              <TextField
                key={section}
                label={SECTION_LABELS[section]}
                name={section}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_AD_SLOT}
                step={1}
                required
                value={values.placement[section]}
                onChange={(event) =>
                  setValues((current) => ({
                    ...current,
                    placement: { ...current.placement, [section]: event.target.value },
                  }))
                }
              />
            ))}
          </div>
          <p className={formStyles.hint}>
            0 = no se muestra en esa sección; de 1 a {MAX_AD_SLOT}, su lugar en la columna.
          </p>
        </fieldset>
        <div className={formStyles.actions}>
          <SubmitButton busy={sending}>{submitLabel}</SubmitButton>
          <Link to="/publicidad" className={buttonClass('ghost')}>
            Volver
          </Link>
        </div>
      </div>
    </form>
  );
}
