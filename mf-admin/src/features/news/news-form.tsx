import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TITLE_MAX_LENGTH } from '@portal/contracts';
import { ImageField } from '../../shared/forms/image-field';
import { ProvinceSelect } from '../../shared/forms/province-select';
import { TextField } from '../../shared/forms/text-field';
import { useSpanishValidation } from '../../shared/forms/use-spanish-validation';
import { TextareaField } from '../../shared/forms/textarea-field';
import { RichTextEditor, type RichTextEditorHandle } from '../../shared/rich-text/rich-text-editor';
import { buttonClass } from '../../shared/ui/button-class';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';

export interface NewsFormValues {
  titulo: string;
  descripcion: string;
  provincia: string;
}

export interface NewsFormSubmission {
  values: NewsFormValues;
  /** The body as HTML. */
  texto: string;
  /** A newly picked cover, not yet uploaded. */
  cover: File | undefined;
}

interface NewsFormProps {
  initial: NewsFormValues;
  initialHtml: string;
  /** The saved cover (edit). */
  currentCover?: string;
  submitLabel: string;
  /** Saves; the button shows a spinner until it settles. */
  onSubmit: (submission: NewsFormSubmission) => Promise<void>;
  /** More tools under the publishing card (the edit screen's image compressor). */
  aside?: ReactNode;
}

/** The new-news and edit-news form: title, summary and body; province and cover beside them. */
export function NewsForm({
  initial,
  initialHtml,
  currentCover,
  submitLabel,
  onSubmit,
  aside,
}: NewsFormProps) {
  const [values, setValues] = useState(initial);
  const [cover, setCover] = useState<File>();
  const [sending, setSending] = useState(false);
  const validation = useSpanishValidation();
  const body = useRef<RichTextEditorHandle>(null);
  const set = (field: keyof NewsFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      await onSubmit({ values, texto: body.current?.getHtml() ?? initialHtml, cover });
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
        <TextareaField
          label="Descripción"
          name="descripcion"
          required
          rows={3}
          value={values.descripcion}
          onChange={set('descripcion')}
        />
        <RichTextEditor ref={body} label="Texto" initialHtml={initialHtml} />
      </div>
      <div className={formStyles.side}>
        <div className={`${formStyles.card} ${formStyles.sideCard}`}>
          <h2 className={formStyles.sideTitle}>Publicación</h2>
          <ProvinceSelect
            value={values.provincia}
            onChange={(provincia) => setValues((current) => ({ ...current, provincia }))}
          />
          <ImageField label="Portada" currentUrl={currentCover} file={cover} onPick={setCover} />
          <div className={formStyles.actions}>
            <SubmitButton busy={sending}>{submitLabel}</SubmitButton>
            <Link to="/admin" className={buttonClass('ghost')}>
              Volver
            </Link>
          </div>
        </div>
        {aside}
      </div>
    </form>
  );
}
