import { z } from 'zod';
import { calendarDateSchema, imageFocusSchema, objectIdSchema, timestampSchema } from './common.ts';
import { pageSchema } from './page.ts';

export const MAX_ALBUM_PHOTOS = 30;

export const albumSchema = z.object({
  _id: objectIdSchema,
  nombre: z.string(),
  fecha: calendarDateSchema,
  /** The cover: the first photo unless chosen otherwise. */
  portada: z.string(),
  /** The photographer's name, shown after 'PH'. */
  ph: z.string(),
  fotos: z.array(z.string()).max(MAX_ALBUM_PHOTOS),
  /** Alt text and credit of the photos that have them (only present when some do). */
  fotos_detalle: z.array(z.object({ url: z.string(), alt: z.string(), credito: z.string() })).optional(),
  /** The cover's focal point (media library): only present when it is not the centre. */
  imagen_foco: imageFocusSchema.optional(),
  /** The photos whose focal point is not the centre (only present when some are). */
  fotos_foco: z.array(z.object({ url: z.string(), foco: imageFocusSchema })).optional(),
  created_at: timestampSchema,
});
/** One photo's alt text and credit, beside `fotos`. */
export interface AlbumPhotoDetail {
  url: string;
  alt: string;
  credito: string;
}
export type Album = z.infer<typeof albumSchema>;

/** `GET /api/albums/:limit/:page`: a page under `albums`, fecha descending (lists carry `fotos` too). */
export const albumsListResponseSchema = z.object({ albums: pageSchema(albumSchema) });
export type AlbumsListResponse = z.infer<typeof albumsListResponseSchema>;

/** `GET /api/album/:id`: a one-element list under `album`. */
export const albumDetailResponseSchema = z.object({ album: z.tuple([albumSchema]) });
export type AlbumDetailResponse = z.infer<typeof albumDetailResponseSchema>;
