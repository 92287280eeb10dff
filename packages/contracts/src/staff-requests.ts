/**
 * What the back office's content calls accept and answer (docs/api.md, staff): news, albums,
 * events, ads, the central banner and image uploads. The server validates with these schemas and
 * the admin forms may reuse them. Every message is Spanish: the admin shows the server's `msg` as
 * it comes. Unknown fields are dropped (zod objects strip them), so they are never written.
 */
import { z } from 'zod';
import { AD_SECTIONS, MAX_AD_SLOT, publiSchema, type AdSection } from './ads.ts';
import { MAX_ALBUM_PHOTOS } from './albums.ts';
import { BANNER_KINDS, bannerImageSchema } from './banners.ts';
import { categoryFieldSchema, tagsFieldSchema } from './categories.ts';
import { objectIdSchema, pickedMediaIdSchema } from './common.ts';
import {
  UNPUBLISH_FLAG_MESSAGE,
  UNPUBLISH_STATE_MESSAGE,
  newsStateSchema,
  publishAtSchema,
} from './editorial.ts';
import { findProvince } from './provinces.ts';

// ---------------------------------------------------------------------------------------------
// Messages the back office shows as they come (docs/product/back-office.md §4, §5, §8).

export const NEWS_CREATED_MESSAGE = 'Articulo creado!';
export const CONTENT_UPDATED_MESSAGE = 'Actualizado con exito!';
export const LINK_ASSIGNED_MESSAGE = 'Link asignado correctamente.';
export const IMAGE_UPLOADED_MESSAGE = 'Imagen subida correctamente';
export const IMAGE_DELETED_MESSAGE = 'Imagen eliminada correctamente';
export const COVER_REQUIRED_MESSAGE = 'Elegí una imagen de portada.';
export const ALBUM_NAME_REQUIRED_MESSAGE = 'Ingresá nombre del álbum!';
export const ALBUM_PH_REQUIRED_MESSAGE = 'Ingresá nombre del PH!';
export const ALBUM_DATE_REQUIRED_MESSAGE = 'Ingresá fecha del álbum!';
export const ALBUM_PHOTO_LIMIT_MESSAGE = `No puedes subir más de ${MAX_ALBUM_PHOTOS} imágenes.`;
export const ALBUM_PHOTOS_REQUIRED_MESSAGE = 'Elegí al menos una imagen para el álbum.';
export const AD_SLOT_MESSAGE = `Cada ubicación (inicio, noticias, agenda, galeria) debe ser un número entero de 0 a ${MAX_AD_SLOT}.`;
export const AD_DATES_ORDER_MESSAGE = 'La fecha de egreso no puede ser anterior a la de ingreso.';
export const UNKNOWN_PROVINCE_MESSAGE = 'Provincia desconocida: elegí una de la lista.';

const BODY_MESSAGE = 'Los datos enviados no son válidos.';

// ---------------------------------------------------------------------------------------------
// Fields.

/** The longest title of a news item or an event (the forms count up to it as it is typed). */
export const TITLE_MAX_LENGTH = 300;

/** The most HTML a body (`texto`) may hold: a long feature is some tens of kilobytes. */
export const MAX_HTML_LENGTH = 200_000;

const requiredText = (label: string, max: number, missing = `${label} es obligatorio.`) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label} admite a lo sumo ${max} caracteres.`);

/** `YYYY-MM-DD`, a real calendar day. */
const dayField = (missing: string) =>
  z.iso.date({
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? missing : 'La fecha no es válida (AAAA-MM-DD).',
  });

/** `/media/<key>` of this site's media store: plain segments, no traversal. */
const MEDIA_PATH = /^\/media\/(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/**
 * An image address: an upload of this site (`/media/…`) or an http(s) URL. Anything else (a
 * `javascript:` or `data:` URL, another path of the site) is refused.
 */
export const imageUrlSchema = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(2048, 'La dirección de la imagen es demasiado larga.')
    .refine((url) => MEDIA_PATH.test(url) || HTTP_URL.test(url), {
      error: 'La imagen debe ser una subida del sitio (/media/…) o una dirección http(s).',
    });

/**
 * Where a click goes (an ad's link, the banner's event link): empty (nowhere), an http(s) URL,
 * or a path of this site such as `/evento/<id>`.
 */
export const clickLinkSchema = z
  .string({ error: 'El link es obligatorio.' })
  .trim()
  .max(2048, 'El link es demasiado largo.')
  .refine((url) => url === '' || HTTP_URL.test(url) || /^\/(?![/\\])[^\s]*$/.test(url), {
    error: 'El link debe empezar con http:// o https://, o ser una ruta del sitio (/evento/…).',
  });

/** A province however it is spelled ('Buenos aires', 'Córdoba'), stored in its canonical spelling. */
export const provinceFieldSchema = z
  .string({ error: 'La provincia es obligatoria.' })
  .trim()
  .min(1, 'La provincia es obligatoria.')
  .transform((name, ctx) => {
    const province = findProvince(name);
    if (province === undefined) {
      ctx.addIssue({ code: 'custom', message: UNKNOWN_PROVINCE_MESSAGE });
      return z.NEVER;
    }
    return province;
  });

/**
 * A picture's alt text or credit: plain text (shown as text, never as HTML), control characters
 * made spaces, trimmed; '' for none.
 */
export const imageTextSchema = (label: string, max: number) =>
  z
    .string(`${label} debe ser un texto.`)
    .max(max, `${label} admite a lo sumo ${max} caracteres.`)
    // Control characters (a pasted caption's line breaks, tabs…) become spaces.
    // eslint-disable-next-line no-control-regex -- matching them is the point
    .transform((text) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim());
export const IMAGE_ALT_MAX_LENGTH = 300;
/** Search engines show about 60 characters of a title and 160 of a description. */
export const SEO_TITLE_MAX_LENGTH = 110;
export const SEO_DESCRIPTION_MAX_LENGTH = 300;
export const IMAGE_CREDIT_MAX_LENGTH = 200;

/** The rich-text body as sent; the server sanitizes it before storing. */
const htmlBody = z
  .string({ error: 'El texto debe ser HTML.' })
  .max(MAX_HTML_LENGTH, `El texto admite a lo sumo ${MAX_HTML_LENGTH} caracteres.`);

// ---------------------------------------------------------------------------------------------
// News: POST /api/crearnoticia, PUT /api/noticia. `editor` and `fotoEditor` come from the session.

const newsFields = {
  provincia: provinceFieldSchema,
  img_portada: imageUrlSchema(COVER_REQUIRED_MESSAGE),
  /**
   * The media library record the cover was picked from ('Elegir de Medios'): it must exist and be
   * `img_portada`; its alt text and credit serve when the body gives none.
   */
  img_portada_medio: pickedMediaIdSchema.optional(),
  titulo: requiredText('El título', TITLE_MAX_LENGTH),
  descripcion: requiredText('La descripción', 2000, 'La descripción es obligatoria.'),
  texto: htmlBody,
  img_portada_alt: imageTextSchema('El texto alternativo de la portada', IMAGE_ALT_MAX_LENGTH).optional(),
  img_portada_credito: imageTextSchema(
    'El crédito de la foto de portada',
    IMAGE_CREDIT_MAX_LENGTH,
  ).optional(),
  categoria: categoryFieldSchema.optional(),
  etiquetas: tagsFieldSchema.optional(),
  /** Search and social fields (DESIGN §12): '' for none, the title, summary and cover then serve. */
  seo_titulo: imageTextSchema('El título para buscadores', SEO_TITLE_MAX_LENGTH).optional(),
  seo_descripcion: imageTextSchema('La descripción para buscadores', SEO_DESCRIPTION_MAX_LENGTH).optional(),
  imagen_social: z
    .union([z.literal(''), imageUrlSchema('La imagen para redes debe ser una dirección de imagen.')], {
      error: 'La imagen para redes debe ser una subida del sitio (/media/…) o una dirección http(s).',
    })
    .optional(),
};

/**
 * The workflow's fields (editorial.ts): left out, a new item is published at once and an edited
 * one keeps its state. `programada` needs `publicar_en`.
 */
const newsWorkflowFields = {
  estado: newsStateSchema.optional(),
  publicar_en: publishAtSchema.nullable().optional(),
};

/**
 * `PUT /api/noticia`: `despublicar: true` is the one way to take a published or scheduled item
 * back to a draft ('Despublicar'); `estado: 'borrador'` alone on such an item is refused (409),
 * so that no save takes a story offline by accident.
 */
const unpublishField = {
  despublicar: z.boolean(UNPUBLISH_FLAG_MESSAGE).optional(),
};

export const createNewsRequestSchema = z.object(
  { ...newsFields, texto: newsFields.texto.optional().default(''), ...newsWorkflowFields },
  { error: BODY_MESSAGE },
);
export type CreateNewsRequest = z.input<typeof createNewsRequestSchema>;

export const updateNewsRequestSchema = z
  .object(
    { id: objectIdSchema, ...partialOf(newsFields), ...newsWorkflowFields, ...unpublishField },
    { error: BODY_MESSAGE },
  )
  .refine((body) => !body.despublicar || body.estado === undefined || body.estado === 'borrador', {
    message: UNPUBLISH_STATE_MESSAGE,
  });
export type UpdateNewsRequest = z.input<typeof updateNewsRequestSchema>;

/** `POST /api/crearnoticia`. */
export const createNewsResponseSchema = z.object({ msg: z.string(), id: objectIdSchema });

// ---------------------------------------------------------------------------------------------
// Albums: POST /api/crearalbum, PUT /api/album.

const albumPhotosSchema = z
  .array(imageUrlSchema('Cada foto debe ser una dirección de imagen.'), {
    error: ALBUM_PHOTOS_REQUIRED_MESSAGE,
  })
  .min(1, ALBUM_PHOTOS_REQUIRED_MESSAGE)
  .max(MAX_ALBUM_PHOTOS, ALBUM_PHOTO_LIMIT_MESSAGE);

const albumFields = {
  nombre: requiredText('El nombre del álbum', 200, ALBUM_NAME_REQUIRED_MESSAGE),
  ph: requiredText('El nombre del PH', 200, ALBUM_PH_REQUIRED_MESSAGE),
  fecha: dayField(ALBUM_DATE_REQUIRED_MESSAGE),
  fotos: albumPhotosSchema,
};

/**
 * `fotos_detalle`: the alt text and credit of some photos, each naming its photo by URL (one of
 * `fotos`; others are ignored). Optional, beside `fotos`, whose shape stays a list of URLs.
 */
const albumPhotoDetailsSchema = z
  .array(
    z.object(
      {
        url: imageUrlSchema('Cada detalle debe nombrar una foto del álbum.'),
        alt: imageTextSchema('El texto alternativo de la foto', IMAGE_ALT_MAX_LENGTH).optional().default(''),
        credito: imageTextSchema('El crédito de la foto', IMAGE_CREDIT_MAX_LENGTH).optional().default(''),
      },
      { error: 'Cada detalle de foto debe ser { url, alt, credito }.' },
    ),
    { error: 'fotos_detalle debe ser una lista de { url, alt, credito }.' },
  )
  .max(MAX_ALBUM_PHOTOS, ALBUM_PHOTO_LIMIT_MESSAGE);

/**
 * `fotos_medios`: the media library records some photos were picked from; each must exist and be
 * one of `fotos`, and its alt text and credit serve for a photo `fotos_detalle` says nothing of.
 */
const albumPickedMediaSchema = z
  .array(pickedMediaIdSchema, { error: 'fotos_medios debe ser una lista de identificadores.' })
  .max(MAX_ALBUM_PHOTOS, ALBUM_PHOTO_LIMIT_MESSAGE);

/** The cover defaults to the first photo; one that is given must be one of the photos. */
export const createAlbumRequestSchema = z
  .object(
    {
      ...albumFields,
      fotos_detalle: albumPhotoDetailsSchema.optional(),
      fotos_medios: albumPickedMediaSchema.optional(),
      portada: z
        .union([z.literal(''), z.null(), imageUrlSchema('La portada debe ser una dirección de imagen.')], {
          error: 'La portada debe ser una dirección de imagen.',
        })
        .optional(),
    },
    { error: BODY_MESSAGE },
  )
  .refine(({ portada, fotos }) => !portada || fotos.includes(portada), {
    error: 'La portada debe ser una de las fotos del álbum.',
  })
  .transform(({ portada, ...album }) => ({ ...album, portada: portada || album.fotos[0]! }));
export type CreateAlbumRequest = z.input<typeof createAlbumRequestSchema>;

/** A partial update; new `fotos` make their first photo the cover, as the edit form shows it. */
export const updateAlbumRequestSchema = z.object(
  {
    id: objectIdSchema,
    ...partialOf(albumFields),
    fotos_detalle: albumPhotoDetailsSchema.optional(),
    fotos_medios: albumPickedMediaSchema.optional(),
  },
  { error: BODY_MESSAGE },
);
/** The album fields of an edit; `fotos_detalle` (optional, beside them) is AlbumPhotoDetailsRequest. */
export type UpdateAlbumRequest = Omit<
  z.input<typeof updateAlbumRequestSchema>,
  'fotos_detalle' | 'fotos_medios'
>;
export type AlbumPhotoDetailsRequest = Pick<
  z.input<typeof updateAlbumRequestSchema>,
  'fotos_detalle' | 'fotos_medios'
>;

// ---------------------------------------------------------------------------------------------
// Events: POST /api/evento, PUT /api/evento.

const eventFields = {
  titulo: requiredText('El título', TITLE_MAX_LENGTH),
  flayer: imageUrlSchema(COVER_REQUIRED_MESSAGE),
  /** The media library record the flyer was picked from (as the news cover's `img_portada_medio`). */
  flayer_medio: pickedMediaIdSchema.optional(),
  flayer_alt: imageTextSchema('El texto alternativo del flyer', IMAGE_ALT_MAX_LENGTH).optional(),
  flayer_credito: imageTextSchema('El crédito del flyer', IMAGE_CREDIT_MAX_LENGTH).optional(),
  texto: htmlBody,
  provincia: provinceFieldSchema,
  fecha: dayField('La fecha es obligatoria.'),
  direccion: requiredText('La dirección', 300, 'La dirección es obligatoria.'),
  horario: requiredText('El horario', 100),
};

export const createEventRequestSchema = z.object(
  { ...eventFields, texto: eventFields.texto.optional().default('') },
  { error: BODY_MESSAGE },
);
export type CreateEventRequest = z.input<typeof createEventRequestSchema>;

export const updateEventRequestSchema = z.object(
  { id: objectIdSchema, ...partialOf(eventFields) },
  { error: BODY_MESSAGE },
);
export type UpdateEventRequest = z.input<typeof updateEventRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Ads: GET /api/publi/:id, POST /api/publi, PUT /api/publi.

const slotField = z.int({ error: AD_SLOT_MESSAGE }).min(0, AD_SLOT_MESSAGE).max(MAX_AD_SLOT, AD_SLOT_MESSAGE);

/** `colocar_en`: one element holding each section's slot, 0 (not shown) to 8. */
export const adPlacementRequestSchema = z.tuple(
  [
    z.object(
      Object.fromEntries(AD_SECTIONS.map((section) => [section, slotField])) as Record<
        AdSection,
        typeof slotField
      >,
      { error: AD_SLOT_MESSAGE },
    ),
  ],
  { error: 'colocar_en debe ser una lista con un elemento { inicio, noticias, agenda, galeria }.' },
);

const adFields = {
  nombre_cliente: requiredText('El nombre del cliente', 200),
  ingreso: dayField('La fecha de ingreso es obligatoria.'),
  egreso: dayField('La fecha de egreso es obligatoria.'),
  link: clickLinkSchema.optional().default(''),
  foto: imageUrlSchema('Elegí una imagen para la publicidad.'),
  colocar_en: adPlacementRequestSchema,
};

export const createAdRequestSchema = z
  .object(adFields, { error: BODY_MESSAGE })
  .refine(({ ingreso, egreso }) => egreso >= ingreso, { error: AD_DATES_ORDER_MESSAGE, path: ['egreso'] });
export type CreateAdRequest = z.input<typeof createAdRequestSchema>;

/** A partial update; the dates' order is checked against the stored ones by the server. */
export const updateAdRequestSchema = z.object(
  { id: objectIdSchema, ...partialOf({ ...adFields, link: clickLinkSchema }) },
  { error: BODY_MESSAGE },
);
export type UpdateAdRequest = z.input<typeof updateAdRequestSchema>;

/** `GET /api/publi/:id`: a one-element list under `publi`. */
export const publiDetailResponseSchema = z.object({ publi: z.tuple([publiSchema]) });
export type PubliDetailResponse = z.infer<typeof publiDetailResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Central banner and image bank.

/** `PUT /api/edit-banners/:id`: which of the banner's two images, and the image. */
export const assignBannerRequestSchema = z.object(
  {
    tipo: z.enum(BANNER_KINDS, { error: 'El tipo debe ser bannerFull o bannerMobile.' }),
    image_url: imageUrlSchema('Elegí una imagen para el banner.'),
  },
  { error: BODY_MESSAGE },
);
export type AssignBannerRequest = z.input<typeof assignBannerRequestSchema>;

/** `PUT /api/edit-link/:id`: where a click on the banner goes ('' for nowhere). */
export const bannerLinkRequestSchema = z.object({ link_evento: clickLinkSchema }, { error: BODY_MESSAGE });
export type BannerLinkRequest = z.input<typeof bannerLinkRequestSchema>;

/** `GET /api/banners/`: the bank as a bare list, newest first. */
export const bannerBankResponseSchema = z.array(bannerImageSchema);
export type BannerBankResponse = z.infer<typeof bannerBankResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Image uploads: POST /api/upload-image (multipart `file`, `folder`), DELETE /api/image.

/** The sections an upload may go to; the server picks the key (`<folder>/<id>.<ext>`) itself. */
export const UPLOAD_FOLDERS = ['noticias', 'albums', 'agenda', 'banners', 'publicidad', 'usuarios'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** The largest image accepted: 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TOO_LARGE_MESSAGE = 'La imagen supera el máximo de 10 MB.';
export const NOT_AN_IMAGE_MESSAGE = 'El archivo no es una imagen JPEG, PNG, WebP, GIF o AVIF.';

export const uploadFolderSchema = z.enum(UPLOAD_FOLDERS, {
  error: `Carpeta desconocida: usá ${UPLOAD_FOLDERS.join(', ')}.`,
});

/** `POST /api/upload-image` answers exactly 200 with this (the original client checks it). */
export const uploadImageResponseSchema = z.object({
  message: z.literal(IMAGE_UPLOADED_MESSAGE),
  url: z.string(),
  public_id: z.string(),
});
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;

/** `DELETE /api/image` with a JSON body: the image's `public_id`. */
export const deleteImageRequestSchema = z.object(
  {
    id: z
      .string({ error: 'Indicá la imagen a eliminar.' })
      .trim()
      .min(1, 'Indicá la imagen a eliminar.')
      .max(512, 'Identificador de imagen inválido.'),
  },
  { error: BODY_MESSAGE },
);

export const deleteImageResponseSchema = z.object({ message: z.literal(IMAGE_DELETED_MESSAGE) });

// ---------------------------------------------------------------------------------------------
// What the other writes answer.

/** Every other staff write: a Spanish message (creates also carry the new item's id). */
export const staffWriteResponseSchema = z.object({ msg: z.string(), id: objectIdSchema.optional() });
export type StaffWriteResponse = z.infer<typeof staffWriteResponseSchema>;

/** Each field optional, without the defaults a create applies (a field left out keeps its value). */
function partialOf<Shape extends Record<string, z.ZodType>>(shape: Shape) {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.optional()])) as {
    [Key in keyof Shape]: z.ZodOptional<Shape[Key]>;
  };
}
