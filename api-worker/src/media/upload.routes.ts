import {
  IMAGE_DELETED_MESSAGE,
  IMAGE_VARIANT_WIDTHS,
  IMAGE_UPLOADED_MESSAGE,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  deleteImageRequestSchema,
  deleteImageResponseSchema,
  imageVariantField,
  uploadFolderSchema,
  uploadImageResponseSchema,
  type ImageVariantWidth,
} from '@portal/contracts';
import { z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { smallJsonBody } from '../http/json-body.ts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer, jsonBody } from '../routing/responses.ts';
import { createMediaCommands } from './media.commands.ts';
import type { MediaStore } from './media-store.ts';
import { parseUploadFolder } from './upload-folder.ts';

const NOT_MULTIPART_MESSAGE = 'Envíe la imagen como multipart/form-data, con los campos file y folder.';
const UNREADABLE_FORM_MESSAGE = 'No se pudo leer el formulario de la imagen.';
const NO_FILE_MESSAGE = 'Elegí una imagen para subir (campo file).';
const EMPTY_FILE_MESSAGE = 'El archivo está vacío.';
const INVALID_IMAGE_ID_MESSAGE = 'Identificador de imagen inválido.';
const IMAGE_NOT_FOUND_MESSAGE = 'La imagen no existe.';
const CENTRAL_BANNER_IMAGE_MESSAGE =
  'No se puede eliminar: es una imagen del banner central actual. Asigná otra antes de borrarla.';
const IMAGE_IN_USE_MESSAGE = 'No se puede eliminar: la imagen está en uso en el sitio.';

const variantNotAFileMessage = (width: number) => `La copia de ${width} px debe enviarse como archivo.`;
const emptyVariantMessage = (width: number) => `La copia de ${width} px está vacía.`;
const variantTypeMessage = (width: number) =>
  `La copia de ${width} px no es una imagen del mismo tipo que el original.`;
const variantSizeMessage = (width: number) =>
  `La copia de ${width} px debe medir ${width} px de ancho, ser más angosta que el original y tener sus proporciones.`;

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;
/**
 * The original and its resized copies travel together. The copies are narrower, so together they
 * weigh about as much as the original at most; each is also held to MAX_UPLOAD_BYTES.
 */
export const MAX_UPLOAD_REQUEST_BYTES = 2 * MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;

const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_REQUEST_BYTES,
  onError: (c) => c.json({ msg: UPLOAD_TOO_LARGE_MESSAGE }, 413),
});

const imageFile = (description: string) =>
  z.string().openapi({ type: 'string', format: 'binary', description });

/** The upload's form, for the API description (the handler reads it field by field). */
const uploadFormSchema = z.object({
  file: imageFile('JPEG, PNG, WebP, GIF o AVIF por su contenido; a lo sumo 10 MB.'),
  folder: uploadFolderSchema.or(z.string()).openapi({
    description:
      'La sección (noticias, albums, agenda, banners, publicidad, usuarios) o una carpeta del cliente original (terraviva/noticias/…).',
  }),
  ...Object.fromEntries(
    IMAGE_VARIANT_WIDTHS.map((width) => [
      imageVariantField(width),
      imageFile(`Copia de ${width} px de ancho hecha en el navegador (opcional).`).optional(),
    ]),
  ),
});

export const uploadImageRoute = declareRoute({
  method: 'post',
  path: '/api/upload-image',
  access: 'staff',
  summary: 'Sube una imagen (multipart/form-data)',
  description:
    'El servidor elige la clave de la imagen. Responde exactamente 200: el cliente original lo comprueba.',
  middleware: [uploadLimit],
  request: { body: { content: { 'multipart/form-data': { schema: uploadFormSchema } }, required: true } },
  responses: {
    200: jsonAnswer(uploadImageResponseSchema, 'Subida.'),
    400: errorResponse('No es una imagen, o falta un campo.'),
    413: errorResponse('Más de 10 MB.'),
  },
});

export const deleteImageRoute = declareRoute({
  method: 'delete',
  path: '/api/image',
  access: 'staff',
  summary: 'Borra una imagen del banco',
  bodyLimit: smallJsonBody,
  request: { body: jsonBody(deleteImageRequestSchema) },
  responses: {
    200: jsonAnswer(deleteImageResponseSchema, 'Borrada.'),
    404: errorResponse('No existe.'),
    409: errorResponse('Está en uso en el sitio, o en el banner central.'),
  },
});

/**
 * `POST /api/upload-image` and `DELETE /api/image` (any staff member). The size is checked twice: from Content-Length (or while the body streams) before
 * anything is parsed, then on the file itself. Beside `file`, the fields `w400`, `w800` and
 * `w1600` may carry the copies made in the browser (see image-variants.ts in the contracts); each
 * is checked like the original, and against it.
 */
export function createUploadRoutes({ db, media }: { db: AppDatabase; media: MediaStore }) {
  const images = createMediaCommands({ db, media });
  return declaredRoutes<StaffEnv>(db)
    .add(uploadImageRoute, async (c) => {
      if (!/^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? '')) {
        return c.json({ msg: NOT_MULTIPART_MESSAGE }, 400);
      }
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        return c.json({ msg: UNREADABLE_FORM_MESSAGE }, 400);
      }
      const folder = parseUploadFolder(form.get('folder'));
      if (!folder.success) return c.json({ msg: folder.msg }, 400);
      const file: unknown = form.get('file');
      if (!(file instanceof Blob)) return c.json({ msg: NO_FILE_MESSAGE }, 400);
      if (file.size > MAX_UPLOAD_BYTES) return c.json({ msg: UPLOAD_TOO_LARGE_MESSAGE }, 413);
      if (file.size === 0) return c.json({ msg: EMPTY_FILE_MESSAGE }, 400);

      const variants = new Map<ImageVariantWidth, Uint8Array>();
      for (const width of IMAGE_VARIANT_WIDTHS) {
        const copy: unknown = form.get(imageVariantField(width));
        if (copy === null) continue;
        if (!(copy instanceof Blob)) return c.json({ msg: variantNotAFileMessage(width) }, 400);
        if (copy.size > MAX_UPLOAD_BYTES) return c.json({ msg: UPLOAD_TOO_LARGE_MESSAGE }, 413);
        if (copy.size === 0) return c.json({ msg: emptyVariantMessage(width) }, 400);
        variants.set(width, new Uint8Array(await copy.arrayBuffer()));
      }

      const stored = await images.storeImage(
        folder.data,
        new Uint8Array(await file.arrayBuffer()),
        variants,
        c.var.user.username,
      );
      switch (stored.status) {
        case 'not-an-image':
          return c.json({ msg: NOT_AN_IMAGE_MESSAGE }, 400);
        case 'bad-variant':
          return c.json(
            { msg: (stored.problem === 'type' ? variantTypeMessage : variantSizeMessage)(stored.width) },
            400,
          );
        case 'stored': {
          const { url, public_id } = stored.image;
          // Exactly 200: the original client checks it.
          return c.json({ message: IMAGE_UPLOADED_MESSAGE, url, public_id }, 200);
        }
      }
    })

    .add(deleteImageRoute, async (c) => {
      const { id } = c.req.valid('json');
      switch (await images.deleteImage(id)) {
        case 'invalid-id':
          return c.json({ msg: INVALID_IMAGE_ID_MESSAGE }, 400);
        case 'not-found':
          return c.json({ msg: IMAGE_NOT_FOUND_MESSAGE }, 404);
        case 'central-banner':
          return c.json({ msg: CENTRAL_BANNER_IMAGE_MESSAGE }, 409);
        case 'in-use':
          return c.json({ msg: IMAGE_IN_USE_MESSAGE }, 409);
        case 'deleted':
          return c.json({ message: IMAGE_DELETED_MESSAGE });
      }
    }).app;
}
