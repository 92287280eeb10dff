import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { createNewsRequestSchema, TITLE_MAX_LENGTH } from '@portal/contracts';
import { z } from 'zod';
import { ImageFormField } from '../../shared/forms/image-field';
import { ProvinceSelect } from '../../shared/forms/province-select';
import { TextField } from '../../shared/forms/text-field';
import { TextareaField } from '../../shared/forms/textarea-field';
import { useSpanishValidation } from '../../shared/forms/use-spanish-validation';
import { firstError, useSchemaForm } from '../../shared/forms/use-schema-form';
import { RichTextEditor } from '../../shared/rich-text/rich-text-editor';
import type { Message } from '../../shared/dialogs/message-dialog';
import { buttonClass } from '../../shared/ui/button-class';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';

/** What the form edits: the request's fields but the cover, which is picked here as a file. */
const newsFormSchema = createNewsRequestSchema
  .pick({ provincia: true, titulo: true, descripcion: true, texto: true })
  .extend({ cover: z.custom<File>().optional() });
export type NewsFormValues = z.input<typeof newsFormSchema> & { texto: string };

interface NewsFormProps {
  initial: NewsFormValues;
  /** The saved cover (edit). */
  currentCover?: string;
  submitLabel: string;
  /** Saves; the button shows a spinner until it settles. */
  onSubmit: (values: NewsFormValues) => Promise<void>;
  show: (message: Message) => Promise<void>;
  /** More tools under the publishing card (the edit screen's image compressor). */
  aside?: ReactNode;
}

/** The new-news and edit-news form: title, summary and body; province and cover beside them. */
export function NewsForm({ initial, currentCover, submitLabel, onSubmit, show, aside }: NewsFormProps) {
  const { register, control, handleSubmit, watch, formState } = useSchemaForm(newsFormSchema, initial);
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
        <TextareaField label="Descripción" required rows={3} {...register('descripcion')} />
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
          <h2 className={formStyles.sideTitle}>Publicación</h2>
          <ProvinceSelect stored={initial.provincia} {...register('provincia')} />
          <ImageFormField control={control} name="cover" label="Portada" currentUrl={currentCover} />
          <div className={formStyles.actions}>
            <SubmitButton busy={formState.isSubmitting}>{submitLabel}</SubmitButton>
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
