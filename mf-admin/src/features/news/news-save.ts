import {
  NEWS_SENT_FOR_REVIEW_MESSAGE,
  NEWS_UNPUBLISHED_MESSAGE,
  PUBLISH_AT_PAST_MESSAGE,
  PUBLISH_AT_REQUIRED_MESSAGE,
  type UpdateNewsRequest,
} from '@portal/contracts';
import { formatArgentinaDateTime, fromArgentinaInput } from '../../shared/time/argentina-time';
import type { NewsFormValues, NewsSaveIntent } from './news-form';

/** What a save sends besides the content: the state the button asks for (none keeps it). */
export type WorkflowFields = Pick<UpdateNewsRequest, 'estado' | 'publicar_en' | 'despublicar'>;

/** The state fields of a save, or the warning to show instead ('Programar' without a future time). */
export function workflowFields(
  intent: NewsSaveIntent,
  programar: string | undefined,
  now = Date.now(),
): { fields: WorkflowFields } | { warning: string } {
  // 'Enviar a revisión' saves the content as it is, then sends it (sendForReview).
  if (intent === 'main' || intent === 'revision') return { fields: {} };
  // Taking a published or scheduled story offline is said so: a draft save never does it.
  if (intent === 'despublicar') return { fields: { estado: 'borrador', despublicar: true } };
  if (intent !== 'programada') return { fields: { estado: intent } };
  if (!programar) return { warning: PUBLISH_AT_REQUIRED_MESSAGE };
  const publicar_en = fromArgentinaInput(programar);
  if (Date.parse(publicar_en) <= now) return { warning: PUBLISH_AT_PAST_MESSAGE };
  return { fields: { estado: 'programada', publicar_en } };
}

/** The content fields of the form as the API takes them (the cover is uploaded apart). */
export function contentFields({
  titulo,
  descripcion,
  provincia,
  texto,
  img_portada_alt,
  img_portada_credito,
  categoria,
  etiquetas,
  seo_titulo,
  seo_descripcion,
  imagen_social,
}: NewsFormValues) {
  return {
    titulo: titulo.trim(),
    descripcion,
    provincia,
    texto,
    img_portada_alt: img_portada_alt ?? '',
    img_portada_credito: img_portada_credito ?? '',
    categoria: categoria || null,
    etiquetas: etiquetas ?? [],
    seo_titulo: seo_titulo ?? '',
    seo_descripcion: seo_descripcion ?? '',
    imagen_social: imagen_social?.trim() ?? '',
  };
}

/** The dialog after a save by one of the workflow's buttons (the main ones keep their spec's words). */
export function savedMessage(fields: WorkflowFields, intent?: NewsSaveIntent): string | undefined {
  if (intent === 'revision') return NEWS_SENT_FOR_REVIEW_MESSAGE;
  if (fields.despublicar) return NEWS_UNPUBLISHED_MESSAGE;
  if (fields.estado === 'borrador') return 'Borrador guardado.';
  if (fields.estado === 'publicada') return 'Noticia publicada.';
  if (fields.estado === 'programada' && fields.publicar_en)
    return `Noticia programada para el ${formatArgentinaDateTime(fields.publicar_en)}.`;
  return undefined;
}
