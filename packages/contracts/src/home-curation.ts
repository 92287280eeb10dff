/**
 * Home curation (DESIGN §12): the stories editors pin to the home's featured block, and the
 * breaking-news bar ('Último momento') shown on every public page until it expires.
 */
import { z } from 'zod';
import { objectIdSchema, timestampSchema } from './common.ts';
import { MORE_NEWS_COUNT, noticiaListItemSchema } from './news.ts';

/** The home's featured block: 3 in the carousel and 2 beside it. */
export const FEATURED_COUNT = 5;
export const MAX_PINNED = FEATURED_COUNT;

export const PINNED_LIMIT_MESSAGE = `Se pueden fijar a lo sumo ${MAX_PINNED} noticias.`;
export const PINNED_REPEATED_MESSAGE = 'Una noticia no puede fijarse dos veces.';
export const PINNED_NOT_PUBLIC_MESSAGE = 'Solo se pueden fijar noticias publicadas.';
export const HOME_SAVED_MESSAGE = 'Portada actualizada.';

/**
 * `GET /api/portada`: the five the home shows, pinned first (in order), the newest after them;
 * then its 'Más noticias', the newest not among those five (so a pin never hides the latest).
 */
export const homeFeaturedResponseSchema = z.object({
  destacadas: z.array(noticiaListItemSchema).max(FEATURED_COUNT),
  /** The home's 'Más noticias': the newest public stories not in `destacadas`, newest first. */
  masnoticias: z.array(noticiaListItemSchema).max(MORE_NEWS_COUNT),
  /** The ids pinned, in order (the Portada screen's list); the public page reads `destacadas`. */
  fijadas: z.array(objectIdSchema),
});
export type HomeFeaturedResponse = z.infer<typeof homeFeaturedResponseSchema>;

/** `PUT /api/portada {destacadas: [id…]}` (edicion): the pinned ids in order; [] pins none. */
export const homeFeaturedBodySchema = z.object(
  {
    destacadas: z
      .array(objectIdSchema, 'destacadas debe ser una lista de noticias.')
      .max(MAX_PINNED, PINNED_LIMIT_MESSAGE)
      .refine((ids) => new Set(ids).size === ids.length, PINNED_REPEATED_MESSAGE),
  },
  { error: 'Los datos enviados no son válidos.' },
);
export type HomeFeaturedBody = z.input<typeof homeFeaturedBodySchema>;

export const BREAKING_TEXT_MAX_LENGTH = 160;
export const BREAKING_SAVED_MESSAGE = 'Último momento actualizado.';
export const BREAKING_REMOVED_MESSAGE = 'Último momento quitado.';
export const BREAKING_PAST_MESSAGE = 'La fecha «hasta» ya pasó: elegí un momento futuro.';
const BREAKING_TEXT_MESSAGE = `El texto es obligatorio (a lo sumo ${BREAKING_TEXT_MAX_LENGTH} caracteres).`;
const BREAKING_LINK_MESSAGE =
  'El link debe ser una ruta del sitio (/noticia/…) o una dirección http(s); puede quedar vacío.';
const BREAKING_UNTIL_MESSAGE = 'La fecha «hasta» no es válida (ISO-8601 con zona horaria).';

/** The bar as answered: its text, where it leads ('' for nowhere) and until when (UTC ISO-8601). */
export const breakingNewsSchema = z.object({ texto: z.string(), link: z.string(), hasta: timestampSchema });
export type BreakingNews = z.infer<typeof breakingNewsSchema>;

/** `GET /api/ultimo-momento`: the bar, or null when there is none (or it has expired). */
export const breakingNewsResponseSchema = z.object({ ultimo_momento: breakingNewsSchema.nullable() });
export type BreakingNewsResponse = z.infer<typeof breakingNewsResponseSchema>;

/** `PUT /api/ultimo-momento {texto, link, hasta}` (edicion); `{texto: null}` removes it. */
export const breakingNewsBodySchema = z
  .object(
    {
      texto: z
        .string(BREAKING_TEXT_MESSAGE)
        .trim()
        .min(1, BREAKING_TEXT_MESSAGE)
        .max(BREAKING_TEXT_MAX_LENGTH, BREAKING_TEXT_MESSAGE)
        .nullable(),
      link: z
        .string(BREAKING_LINK_MESSAGE)
        .trim()
        .max(2048, BREAKING_LINK_MESSAGE)
        .refine(
          (link) => link === '' || /^\/(?![/\\])\S*$/.test(link) || /^https?:\/\/[^\s/?#]+\S*$/i.test(link),
          { message: BREAKING_LINK_MESSAGE },
        )
        .optional()
        .default(''),
      hasta: z.iso.datetime({ offset: true, error: BREAKING_UNTIL_MESSAGE }).optional(),
    },
    { error: 'Los datos enviados no son válidos.' },
  )
  .refine((body) => body.texto === null || body.hasta !== undefined, {
    message: BREAKING_UNTIL_MESSAGE,
    path: ['hasta'],
  });
export type BreakingNewsBody = z.input<typeof breakingNewsBodySchema>;
