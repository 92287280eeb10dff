import { useEffect, useRef, type ReactNode } from 'react';
import { Controller, type UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { createNewsRequestSchema, TITLE_MAX_LENGTH } from '@portal/contracts';
import { z } from 'zod';
import { ImageFormField } from '../../shared/forms/image-field';
import { useFormEdits } from '../../shared/forms/unsaved-work';
import type { PickedMedia } from '../../shared/media/media-api';
import { PickFromMedia } from '../../shared/media/pick-from-media';
import { ProvinceSelect } from '../../shared/forms/province-select';
import { CategorySelect, TagInput } from './category-and-tags';
import { SeoFields } from './seo-fields';
import { ImageTextFields } from '../../shared/forms/image-text-fields';
import { TextField } from '../../shared/forms/text-field';
import { TextareaField } from '../../shared/forms/textarea-field';
import { useSpanishValidation } from '../../shared/forms/use-spanish-validation';
import { firstError, useSchemaForm } from '../../shared/forms/use-schema-form';
import { RichTextEditor } from '../../shared/rich-text/rich-text-editor';
import type { Message } from '../../shared/dialogs/message-dialog';
import { buttonClass } from '../../shared/ui/button-class';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';
import styles from './news.module.css';

/** What the form edits: the request's fields but the cover, which is picked here as a file. */
const newsFormSchema = createNewsRequestSchema
  .pick({
    provincia: true,
    titulo: true,
    descripcion: true,
    texto: true,
    img_portada_alt: true,
    img_portada_credito: true,
    seo_titulo: true,
    seo_descripcion: true,
    imagen_social: true,
  })
  .extend({
    /** A category's slug, '' for none (DESIGN §12). */
    categoria: z.string().optional(),
    etiquetas: z.array(z.string()).optional(),
    cover: z.custom<File>().optional(),
    /** A cover picked from the media library instead of a file ('Elegir de Medios'). */
    coverMedio: z.custom<PickedMedia>().optional(),
    /** 'Programar': an `<input type="datetime-local">` value, Argentina's time. */
    programar: z.string().optional(),
    /** 'Enviar a revisión': the optional note for the editors. */
    nota: z.string().optional(),
  });
type FormFields = z.input<typeof newsFormSchema>;
type SeoValuesOf = Parameters<typeof SeoFields>[0]['values'];
export type NewsFormValues = FormFields & { texto: string };

/**
 * Which button sent the form: the main one (SUBIR publishes a new item, ACTUALIZAR keeps the
 * state of an edited one), 'Guardar borrador', 'Programar', 'Publicar', 'Despublicar' or
 * 'Enviar a revisión'.
 */
export type NewsSaveIntent = 'main' | 'borrador' | 'programada' | 'publicada' | 'despublicar' | 'revision';
const INTENTS: readonly string[] = ['main', 'borrador', 'programada', 'publicada', 'despublicar', 'revision'];

/** Fields that are no change of the story itself. */
const NOT_THE_STORY = ['programar', 'nota'] as const;

/** A draft is saved by itself this often while it is being edited, when something changed. */
export const AUTOSAVE_INTERVAL_MS = 30_000;

interface NewsFormProps {
  initial: NewsFormValues;
  /** The saved cover (edit). */
  currentCover?: string;
  submitLabel: string;
  /** Saves; the buttons show a spinner until it settles. */
  onSubmit: (values: NewsFormValues, intent: NewsSaveIntent) => Promise<void>;
  show: (message: Message) => Promise<void>;
  /** 'Publicar' beside the main button (an edited item that is not published). */
  canPublish?: boolean;
  /** Its label ('Aprobar y publicar' for an item in review). */
  publishLabel?: string;
  /** 'Programar' (needs `edicion`, DESIGN §11); shown unless false. */
  canSchedule?: boolean;
  /** 'Enviar a revisión' with its note (a draft, by a writer without `edicion`). */
  canSendForReview?: boolean;
  /** The main button (SUBIR, ACTUALIZAR); shown unless false. */
  showMain?: boolean;
  /**
   * Why this user cannot save the item (a published one, for a writer): said above the form, which
   * is then read-only and has no save button.
   */
  locked?: ReactNode;
  /**
   * A published or scheduled item: 'Despublicar' (its own action, confirmed by the screen)
   * instead of 'Guardar borrador', so that no save takes it offline.
   */
  canUnpublish?: boolean;
  /** Saves the draft quietly every 30 s while something changed; resolves false when it failed. */
  autosave?: (values: NewsFormValues) => Promise<boolean>;
  /** Under the buttons: the state, 'Guardado hh:mm', 'Vista previa'. */
  status?: ReactNode;
  /** More tools under the publishing card (the edit screen's history and image compressor). */
  aside?: ReactNode;
  /** Every change the user makes, with the form's values (the cover file aside): kept by the screen. */
  onEdit?: (values: NewsFormValues) => void;
  /** The form starts with changes the server does not have (a recovered copy): autosave takes them. */
  startsChanged?: boolean;
}

/** The new-news and edit-news form: title, summary and body; state, province and cover beside them. */
export function NewsForm({
  initial,
  currentCover,
  submitLabel,
  onSubmit,
  show,
  canPublish,
  publishLabel = 'Publicar',
  canSchedule = true,
  canSendForReview,
  showMain = true,
  locked,
  canUnpublish,
  autosave,
  status,
  aside,
  onEdit,
  startsChanged = false,
}: NewsFormProps) {
  const { register, control, handleSubmit, watch, getValues, setValue, formState } = useSchemaForm(
    newsFormSchema,
    initial,
  );
  // A file picked after a library image replaces it (and picking from the library clears the file).
  const coverFile = watch('cover');
  const coverMedio = watch('coverMedio');
  useEffect(() => {
    if (coverFile) setValue('coverMedio', undefined);
  }, [coverFile, setValue]);
  function pickCover(medio: PickedMedia) {
    setValue('cover', undefined);
    setValue('coverMedio', medio, { shouldDirty: true });
    // The library's texts for this picture, unless the form already has its own.
    if (!getValues('img_portada_alt')) setValue('img_portada_alt', medio.alt);
    if (!getValues('img_portada_credito')) setValue('img_portada_credito', medio.credito);
  }
  const validation = useSpanishValidation();
  // The body as the editor first read it: a body still the same is sent as it was given, so that
  // the editor's own rewriting (attribute order, an image's title) is never saved as a change.
  const editorRead = useRef<string>(undefined);
  const bodyToSend = (texto: string | undefined) =>
    texto === editorRead.current ? initial.texto : (texto ?? '');
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;
  // True once the user changed something since the last save (the note and the schedule are no
  // change of the story; the body's first report is the editor reading it).
  const changed = useFormEdits(
    watch,
    () => {
      const { cover: _cover, ...values } = getValues();
      onEditRef.current?.({ ...values, texto: values.texto ?? '' });
    },
    { richText: 'texto', ignore: NOT_THE_STORY, startsChanged },
  );

  // Autosave: only what the user changed since the last save, never beside a save in progress.
  const busy = useRef(false);
  busy.current = formState.isSubmitting;
  const bodyToSendRef = useRef(bodyToSend);
  bodyToSendRef.current = bodyToSend;
  const autosaveRef = useRef(autosave);
  autosaveRef.current = autosave;
  useEffect(() => {
    if (!autosaveRef.current) return;
    const timer = setInterval(() => {
      const save = autosaveRef.current;
      if (!save || !changed.current || busy.current) return;
      changed.current = false;
      busy.current = true;
      void save({ ...getValues(), texto: bodyToSendRef.current(getValues('texto')) })
        .then((saved) => {
          if (!saved) changed.current = true;
        })
        .finally(() => {
          busy.current = false;
        });
    }, AUTOSAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [getValues, changed]);

  return (
    <form
      ref={validation}
      className={formStyles.editorLayout}
      onSubmit={handleSubmit(
        async (values, event) => {
          const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
          const value = submitter instanceof HTMLButtonElement ? submitter.value : '';
          const intent = (INTENTS.includes(value) ? value : 'main') as NewsSaveIntent;
          const wasChanged = changed.current;
          changed.current = false;
          try {
            await onSubmit({ ...values, texto: bodyToSend(values.texto) }, intent);
          } catch (failure) {
            changed.current = wasChanged;
            throw failure;
          }
        },
        // What the server would refuse, said as the server says it.
        (errors) => void show({ kind: 'error', title: firstError(errors) }),
      )}
    >
      {/* A story this user cannot save is shown read-only, and why comes first (issue #31). */}
      {locked && (
        <p className={`${styles.locked} ${styles.lockedTop}`} role="note">
          {locked}
        </p>
      )}
      <div className={`${formStyles.card} ${formStyles.form}`}>
        <fieldset className={styles.fields} disabled={Boolean(locked)}>
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
              <RichTextEditor
                label="Texto"
                initialHtml={initial.texto}
                onChange={(html) => {
                  editorRead.current ??= html;
                  field.onChange(html);
                }}
                readOnly={Boolean(locked)}
              />
            )}
          />
        </fieldset>
      </div>
      <div className={formStyles.side}>
        <div className={`${formStyles.card} ${formStyles.sideCard}`}>
          <h2 className={formStyles.sideTitle}>Publicación</h2>
          {status}
          <fieldset className={styles.fields} disabled={Boolean(locked)}>
            <ProvinceSelect stored={initial.provincia} {...register('provincia')} />
            <Controller
              control={control}
              name="categoria"
              render={({ field }) => (
                <CategorySelect
                  stored={initial.categoria ?? ''}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                />
              )}
            />
            <Controller
              control={control}
              name="etiquetas"
              render={({ field }) => <TagInput value={field.value ?? []} onChange={field.onChange} />}
            />
            <ImageFormField
              control={control}
              name="cover"
              label="Portada"
              currentUrl={coverMedio?.url ?? currentCover}
            />
            <PickFromMedia onPick={pickCover} />
            <ImageTextFields
              noun="foto"
              creditHint="Foto: …"
              alt={register('img_portada_alt')}
              credit={register('img_portada_credito')}
            />
            <SeoFields
              register={register as unknown as UseFormRegister<SeoValuesOf>}
              values={{
                titulo: watch('titulo'),
                descripcion: watch('descripcion'),
                seo_titulo: watch('seo_titulo'),
                seo_descripcion: watch('seo_descripcion'),
                imagen_social: watch('imagen_social'),
              }}
              cover={currentCover}
              onSocialImage={(url) => setValue('imagen_social', url, { shouldDirty: true })}
            />
          </fieldset>
          {canSendForReview && !locked && (
            <div className={styles.review}>
              <TextareaField label="Nota para el editor (opcional)" rows={2} {...register('nota')} />
              <SubmitButton busy={formState.isSubmitting} value="revision">
                Enviar a revisión
              </SubmitButton>
            </div>
          )}
          <div className={formStyles.actions}>
            {showMain && !locked && (
              <SubmitButton
                busy={formState.isSubmitting}
                variant={canSendForReview ? 'dark' : 'primary'}
                value="main"
              >
                {submitLabel}
              </SubmitButton>
            )}
            {canPublish && !locked && (
              <SubmitButton busy={formState.isSubmitting} variant="dark" value="publicada">
                {publishLabel}
              </SubmitButton>
            )}
            {locked ? null : canUnpublish ? (
              <SubmitButton busy={formState.isSubmitting} variant="danger" value="despublicar">
                Despublicar
              </SubmitButton>
            ) : (
              <SubmitButton busy={formState.isSubmitting} variant="ghost" value="borrador">
                Guardar borrador
              </SubmitButton>
            )}
            <Link to="/admin" className={buttonClass('ghost')}>
              Volver
            </Link>
          </div>
          {canSchedule && !locked && (
            <div className={styles.schedule}>
              <TextField label="Fecha y hora (Argentina)" type="datetime-local" {...register('programar')} />
              <SubmitButton busy={formState.isSubmitting} variant="ghost" value="programada">
                Programar
              </SubmitButton>
            </div>
          )}
        </div>
        {aside}
      </div>
    </form>
  );
}
