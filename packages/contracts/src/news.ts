import { z } from 'zod';
import { imageFocusSchema, objectIdSchema, timestampSchema } from './common.ts';
import { pageRequestSchema, pageSchema } from './page.ts';

export const noticiaSchema = z.object({
  _id: objectIdSchema,
  titulo: z.string(),
  provincia: z.string(),
  /** The summary shown under the title and in lists. */
  descripcion: z.string(),
  /** The sanitized HTML body; only detail answers carry it. */
  texto: z.string(),
  img_portada: z.string(),
  /** The cover's alt text and photo credit: only present when given (pages fall back to the title). */
  img_portada_alt: z.string().optional(),
  img_portada_credito: z.string().optional(),
  /** The cover's focal point from the media library: only present when it is not the centre. */
  imagen_foco: imageFocusSchema.optional(),
  /** Full name and photo of the author, copied from the session when it was written. */
  editor: z.string(),
  fotoEditor: z.string(),
  created_at: timestampSchema,
  /** Made from its title (DESIGN §12): its canonical URL is `/noticia/:id/:slug`. */
  slug: z.string().optional(),
  /** Optional search and social texts and picture (DESIGN §12): present only when given. */
  seo_titulo: z.string().optional(),
  seo_descripcion: z.string().optional(),
  imagen_social: z.string().optional(),
  /** Its category's slug (DESIGN §12); absent for items without one (the original client's). */
  categoria: z.string().optional(),
  /** Its tags' names and, in the same order, their slugs; absent when it has none. */
  etiquetas: z.array(z.string()).optional(),
  etiquetas_slug: z.array(z.string()).optional(),
  /**
   * Detail answers only, and only when it was edited after it went out (editedAfterPublication):
   * its last save, which the article shows as 'Actualizado' and JSON-LD as dateModified.
   */
  actualizado_en: timestampSchema.optional(),
  /** Detail answers only, for an item with a category: that category's name (JSON-LD's articleSection). */
  categoria_nombre: z.string().optional(),
});
export type Noticia = z.infer<typeof noticiaSchema>;

/** Lists carry every field but the HTML body, so that they stay small. */
export const noticiaListItemSchema = noticiaSchema.omit({ texto: true });
export type NoticiaListItem = z.infer<typeof noticiaListItemSchema>;

/** `GET /api/masnoticias`: the news after the newest few (those are the home's featured block). */
export const MORE_NEWS_OFFSET = 5;
export const MORE_NEWS_COUNT = 9;

/** Longer terms are refused: no headline needs more, and the search stays cheap. */
export const NEWS_SEARCH_MAX_LENGTH = 200;
export const NEWS_SEARCH_TOO_LONG_MESSAGE = `La búsqueda no puede superar los ${NEWS_SEARCH_MAX_LENGTH} caracteres.`;

/** `GET /api/noticia/b/:busq/:limit/:page`: the term as it arrives (decoded), and the paging. */
export const newsSearchRequestSchema = pageRequestSchema.extend({
  busq: z.string(NEWS_SEARCH_TOO_LONG_MESSAGE).max(NEWS_SEARCH_MAX_LENGTH, NEWS_SEARCH_TOO_LONG_MESSAGE),
});

export const noticiaPageSchema = pageSchema(noticiaListItemSchema);

/** `GET /api/noticias/:limit/:page` and `/api/noticias/:prov/:limit/:page`: a bare page. */
export const newsListResponseSchema = noticiaPageSchema;
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;

/** `GET /api/masnoticias`: a bare list. */
export const moreNewsResponseSchema = z.array(noticiaListItemSchema).max(MORE_NEWS_COUNT);
export type MoreNewsResponse = z.infer<typeof moreNewsResponseSchema>;

/** `GET /api/noticia/:id`: a one-element list under `noticia`, as the original client reads `noticia[0]`. */
export const newsDetailResponseSchema = z.object({ noticia: z.tuple([noticiaSchema]) });
export type NewsDetailResponse = z.infer<typeof newsDetailResponseSchema>;

/** `GET /api/noticia/b/:busq/:limit/:page`: a page under `noticia`. */
export const newsSearchResponseSchema = z.object({ noticia: noticiaPageSchema });
export type NewsSearchResponse = z.infer<typeof newsSearchResponseSchema>;

/** `GET /api/noticia/:id/relacionadas`: 'Te puede interesar', those sharing most tags first. */
export const RELATED_NEWS_COUNT = 6;
export const relatedNewsResponseSchema = z.object({
  noticias: z.array(noticiaListItemSchema).max(RELATED_NEWS_COUNT),
});
export type RelatedNewsResponse = z.infer<typeof relatedNewsResponseSchema>;
