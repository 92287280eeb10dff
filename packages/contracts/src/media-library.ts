/**
 * The media library (DESIGN §12): `GET /api/medios/:limit/:page?q=` and `PUT /api/medios/:id`.
 * Every stored image is a record with its alt text, credit, size, uploader, focal point and the
 * items that use it.
 */
import { z } from 'zod';
import { imageFocusSchema, objectIdSchema, timestampSchema } from './common.ts';
import { pageSchema } from './page.ts';
import { STAFF_SEARCH_MAX_LENGTH, STAFF_SEARCH_TOO_LONG_MESSAGE } from './staff-lists.ts';
import { IMAGE_ALT_MAX_LENGTH, IMAGE_CREDIT_MAX_LENGTH, imageTextSchema } from './staff-requests.ts';

export const MEDIA_UPDATED_MESSAGE = 'Imagen actualizada.';
export const MEDIA_NOT_FOUND_MESSAGE = 'La imagen no existe en Medios.';
export const MEDIA_EMPTY_EDIT_MESSAGE = 'Indicá alt, credito o foco.';

/** Where a record's image is shown: an item and what it is called. */
export const MEDIA_USE_RESOURCES = ['noticia', 'evento', 'album', 'publicidad', 'banner'] as const;
export const mediaUseSchema = z.object({
  recurso: z.enum(MEDIA_USE_RESOURCES),
  recurso_id: z.string(),
  titulo: z.string(),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

/**
 * How a use by a news item that is not public (a draft, one in review or scheduled) reads to a
 * user who may not see those items (without `noticias`): that a story not yet public uses the
 * image, not which (`recurso_id` is '').
 */
export const MEDIA_HIDDEN_USE_TITLE = '(no publicada)';

/** `PUT /api/medios/:id` of an image that public items show, by a user lacking their privileges. */
export const mediaInPublicUseMessage = (missing: readonly string[]) =>
  `Esta imagen se ve en contenido publicado: cambiar su texto alternativo, crédito o foco requiere ${missing
    .map((privilege) => `«${privilege}»`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' y $1')}.`;

export const medioSchema = z.object({
  _id: objectIdSchema,
  url: z.string(),
  alt: z.string(),
  credito: z.string(),
  /** Pixel size and weight; null until read from the file (images stored before the library). */
  ancho: z.int().nullable(),
  alto: z.int().nullable(),
  bytes: z.int().nullable(),
  /** The uploader's username; '' for images stored before the library. */
  subido_por: z.string(),
  created_at: timestampSchema,
  foco: imageFocusSchema,
  usos: z.array(mediaUseSchema),
});
export type Medio = z.infer<typeof medioSchema>;

export const mediaListResponseSchema = z.object({ medios: pageSchema(medioSchema) });
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;

/** `?q=`: every word in the alt text, the credit or the file name, ignoring case and accents. */
export const mediaListQuerySchema = z.object({
  q: z
    .string('La búsqueda debe ser un texto.')
    .max(STAFF_SEARCH_MAX_LENGTH, STAFF_SEARCH_TOO_LONG_MESSAGE)
    .optional()
    .transform((q) => q?.trim() ?? ''),
});

/** `PUT /api/medios/:id`: any of alt, credito and foco; a field left out keeps its value. */
export const updateMediaRequestSchema = z
  .object({
    alt: imageTextSchema('El texto alternativo', IMAGE_ALT_MAX_LENGTH).optional(),
    credito: imageTextSchema('El crédito', IMAGE_CREDIT_MAX_LENGTH).optional(),
    foco: imageFocusSchema.optional(),
  })
  .refine((edit) => edit.alt !== undefined || edit.credito !== undefined || edit.foco !== undefined, {
    error: MEDIA_EMPTY_EDIT_MESSAGE,
  });
export type UpdateMediaRequest = z.input<typeof updateMediaRequestSchema>;

export const mediaUpdatedResponseSchema = z.object({ msg: z.string(), medio: medioSchema });
