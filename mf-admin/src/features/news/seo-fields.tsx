import { SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from '@portal/contracts';
import type { UseFormRegister } from 'react-hook-form';
import { TextField } from '../../shared/forms/text-field';
import { TextareaField } from '../../shared/forms/textarea-field';
import type { PickedMedia } from '../../shared/media/media-api';
import { PickFromMedia } from '../../shared/media/pick-from-media';
import { buttonClass } from '../../shared/ui/button-class';
import styles from './news.module.css';

interface SeoValues {
  titulo: string;
  descripcion: string;
  seo_titulo?: string | undefined;
  seo_descripcion?: string | undefined;
  imagen_social?: string | undefined;
}

/**
 * 'Buscadores y redes' (DESIGN §12): an optional title, description and picture for search
 * engines and link previews, with a preview of the search result and of the social card. Left
 * empty, the story's title, summary and cover serve.
 */
export function SeoFields({
  register,
  values,
  cover,
  onSocialImage,
}: {
  register: UseFormRegister<SeoValues>;
  values: SeoValues;
  cover: string | undefined;
  /** Sets the social picture's URL ('' for the cover), as the field would. */
  onSocialImage: (url: string) => void;
}) {
  const title = values.seo_titulo?.trim() || values.titulo || 'Título de la noticia';
  const description = values.seo_descripcion?.trim() || values.descripcion || 'Resumen de la noticia.';
  const picture = values.imagen_social?.trim() || cover;
  return (
    <details className={styles.seo}>
      <summary>Buscadores y redes</summary>
      <TextField
        label="Encabezado SEO"
        maxLength={SEO_TITLE_MAX_LENGTH}
        count={values.seo_titulo?.length ?? 0}
        hint="Vacío: el título de la noticia."
        {...register('seo_titulo')}
      />
      <TextareaField
        label="Resumen SEO"
        rows={2}
        maxLength={SEO_DESCRIPTION_MAX_LENGTH}
        hint="Vacía: la descripción de la noticia."
        {...register('seo_descripcion')}
      />
      <TextField
        label="Imagen para redes"
        placeholder="/media/… o https://…"
        hint="Vacía: la portada."
        {...register('imagen_social')}
      />
      {/* As for the cover: the library's picture by its URL, which the field keeps as before. */}
      <div className={styles.socialPick}>
        <PickFromMedia
          label="Elegir imagen para redes"
          title="Imagen para redes"
          onPick={(medio: PickedMedia) => onSocialImage(medio.url)}
        />
        {values.imagen_social?.trim() && (
          <button
            type="button"
            className={buttonClass('ghost', { small: true })}
            onClick={() => onSocialImage('')}
          >
            Usar la portada
          </button>
        )}
      </div>
      <p className={styles.previewLabel}>Así se verá en un buscador</p>
      <div className={styles.searchPreview} aria-label="Vista previa en buscadores">
        <span className={styles.searchUrl}>santiagonoticias › noticia</span>
        <span className={styles.searchTitle}>{title}</span>
        <span className={styles.searchText}>{description.slice(0, 160)}</span>
      </div>
      <p className={styles.previewLabel}>Así se verá al compartirla</p>
      <div className={styles.cardPreview} aria-label="Vista previa en redes">
        {picture ? <img src={picture} alt="" /> : <div className={styles.cardNoImage} />}
        <span className={styles.cardTitle}>{title}</span>
        <span className={styles.searchText}>{description.slice(0, 120)}</span>
      </div>
    </details>
  );
}
