/**
 * The content model of DESIGN §12: categories (one per news item, from an editable list) and
 * tags (free, up to MAX_TAGS per item). A news item names its category by slug and carries its
 * tags' names with their slugs beside them.
 */
import { z } from 'zod';
import { objectIdSchema } from './common.ts';
import { pageRequestSchema } from './page.ts';
import { SLUG_MAX_LENGTH } from './text.ts';

/** The list a new database starts with (drizzle/0016_content_model.sql inserts the same). */
export const DEFAULT_CATEGORIES = [
  'Política',
  'Economía',
  'Policiales',
  'Sociedad',
  'Deportes',
  'Cultura',
  'Espectáculos',
  'Tecnología',
] as const;

export const MAX_TAGS = 10;
export const TAG_MAX_LENGTH = 40;
export const CATEGORY_NAME_MAX_LENGTH = 40;

export const UNKNOWN_CATEGORY_MESSAGE = 'Categoría desconocida: elegí una de la lista.';
export const CATEGORY_IN_USE_MESSAGE =
  'La categoría tiene noticias: cambiales la categoría antes de borrarla.';
export const CATEGORY_EXISTS_MESSAGE = 'Ya existe una categoría con ese nombre.';
export const CATEGORY_NOT_FOUND_MESSAGE = 'La categoría solicitada no existe.';
export const CATEGORY_CREATED_MESSAGE = 'Categoría creada.';
export const CATEGORY_UPDATED_MESSAGE = 'Categoría actualizada.';
export const CATEGORY_DELETED_MESSAGE = 'Categoría borrada.';
export const TAGS_LIMIT_MESSAGE = `Una noticia admite a lo sumo ${MAX_TAGS} etiquetas.`;
export const TAG_TEXT_MESSAGE = `Cada etiqueta debe tener entre 1 y ${TAG_MAX_LENGTH} caracteres, con alguna letra o número.`;

export const categoriaSchema = z.object({ _id: objectIdSchema, nombre: z.string(), slug: z.string() });
export type Categoria = z.infer<typeof categoriaSchema>;

/** `GET /api/categorias`: the list in its order (the defaults first, then by creation). */
export const categoriesResponseSchema = z.object({ categorias: z.array(categoriaSchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/** `POST /api/categorias`, `PUT /api/categorias/:id`: its name (the slug follows it). */
export const categoryBodySchema = z.object(
  {
    nombre: z
      .string({ error: 'El nombre de la categoría es obligatorio.' })
      .trim()
      .min(1, 'El nombre de la categoría es obligatorio.')
      .max(CATEGORY_NAME_MAX_LENGTH, `El nombre admite a lo sumo ${CATEGORY_NAME_MAX_LENGTH} caracteres.`)
      .refine((name) => /[\p{L}\p{N}]/u.test(name), 'El nombre debe tener alguna letra o número.'),
  },
  { error: 'Los datos enviados no son válidos.' },
);
export type CategoryBody = z.input<typeof categoryBodySchema>;

export const categoryWrittenResponseSchema = z.object({ msg: z.string(), categoria: categoriaSchema });

/** `:slug` of a category or tag page: any text (an unknown one is an empty page). */
const slugParam = z
  .string('El identificador no es válido.')
  .max(SLUG_MAX_LENGTH * 2, 'El identificador no es válido.');

/** `GET /api/categoria/:slug/:limit/:page`, `GET /api/tema/:slug/:limit/:page`. */
export const slugPageRequestSchema = pageRequestSchema.extend({ slug: slugParam });

// eslint-disable-next-line no-control-regex -- turning control characters into spaces is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** One tag as typed: plain text, control characters made spaces, trimmed. */
export const tagSchema = z
  .string(TAG_TEXT_MESSAGE)
  .transform((tag) => tag.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim())
  .refine((tag) => tag.length >= 1 && tag.length <= TAG_MAX_LENGTH && /[\p{L}\p{N}]/u.test(tag), {
    message: TAG_TEXT_MESSAGE,
  });

/** `etiquetas` of a news save: a list of up to MAX_TAGS names (repeats, by slug, are dropped). */
export const tagsFieldSchema = z.array(tagSchema, TAGS_LIMIT_MESSAGE).max(MAX_TAGS, TAGS_LIMIT_MESSAGE);

/** `categoria` of a news save: a category's slug; null or '' for none. */
export const categoryFieldSchema = z
  .string(UNKNOWN_CATEGORY_MESSAGE)
  .trim()
  .max(SLUG_MAX_LENGTH, UNKNOWN_CATEGORY_MESSAGE)
  .nullable()
  .transform((slug) => slug || null);

/** `GET /api/etiquetas?q=`: the tags in use whose name holds q, the most used first (suggestions). */
export const tagSuggestionsQuerySchema = z.object({
  q: z
    .string('La búsqueda debe ser un texto.')
    .max(100, 'La búsqueda no puede superar los 100 caracteres.')
    .optional()
    .transform((q) => q?.trim() ?? ''),
});
export const tagSuggestionsResponseSchema = z.object({
  etiquetas: z.array(z.object({ nombre: z.string(), slug: z.string(), usos: z.number().int() })),
});
export type TagSuggestionsResponse = z.infer<typeof tagSuggestionsResponseSchema>;
