import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TITLE_MAX_LENGTH } from '@portal/contracts';
import { ImageField } from '../../shared/forms/image-field';
import { ProvinceSelect } from '../../shared/forms/province-select';
import { TextField } from '../../shared/forms/text-field';
import { useSpanishValidation } from '../../shared/forms/use-spanish-validation';
import { RichTextEditor, type RichTextEditorHandle } from '../../shared/rich-text/rich-text-editor';
import { buttonClass } from '../../shared/ui/button-class';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';

export interface EventFormValues {
  titulo: string;
  fecha: string;
  direccion: string;
  horario: string;
  provincia: string;
}

export interface EventFormSubmission {
  values: EventFormValues;
  texto: string;
  /** A newly picked flyer, not yet uploaded. */
  flyer: File | undefined;
}

interface EventFormProps {
  initial: EventFormValues;
  initialHtml: string;
  currentFlyer?: string;
  submitLabel: string;
  onSubmit: (submission: EventFormSubmission) => Promise<void>;
}

/** The new-event and edit-event form: title and body; date, time, place, province and flyer beside. */
export function EventForm({ initial, initialHtml, currentFlyer, submitLabel, onSubmit }: EventFormProps) {
  const [values, setValues] = useState(initial);
  const [flyer, setFlyer] = useState<File>();
  const [sending, setSending] = useState(false);
  const validation = useSpanishValidation();
  const body = useRef<RichTextEditorHandle>(null);
  const set = (field: keyof EventFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      await onSubmit({ values, texto: body.current?.getHtml() ?? initialHtml, flyer });
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={validation} className={formStyles.editorLayout} onSubmit={submit}>
      <div className={`${formStyles.card} ${formStyles.form}`}>
        <TextField
          label="Titulo"
          name="titulo"
          required
          maxLength={TITLE_MAX_LENGTH}
          showCount
          value={values.titulo}
          onChange={set('titulo')}
        />
        <RichTextEditor ref={body} label="Texto" initialHtml={initialHtml} />
      </div>
      <div className={formStyles.side}>
        <div className={`${formStyles.card} ${formStyles.sideCard}`}>
          <h2 className={formStyles.sideTitle}>Cuándo y dónde</h2>
          <div className={formStyles.grid}>
            <TextField
              label="Fecha"
              name="fecha"
              type="date"
              required
              value={values.fecha}
              onChange={set('fecha')}
            />
            <TextField
              label="Horario"
              name="horario"
              required
              placeholder="21:00 hs"
              value={values.horario}
              onChange={set('horario')}
            />
          </div>
          <TextField
            label="Dirección"
            name="direccion"
            required
            placeholder="Lugar y dirección"
            value={values.direccion}
            onChange={set('direccion')}
          />
          <ProvinceSelect
            value={values.provincia}
            onChange={(provincia) => setValues((current) => ({ ...current, provincia }))}
          />
          <ImageField
            label="Flayer"
            shape="poster"
            currentUrl={currentFlyer}
            file={flyer}
            onPick={setFlyer}
          />
          <div className={formStyles.actions}>
            <SubmitButton busy={sending}>{submitLabel}</SubmitButton>
            <Link to="/agenda" className={buttonClass('ghost')}>
              Volver
            </Link>
          </div>
        </div>
      </div>
    </form>
  );
}
