import {
  IMAGE_DELETED_MESSAGE,
  IMAGE_UPLOADED_MESSAGE,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  deleteImageRequestSchema,
  uploadFolderSchema,
} from '@portal/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { readJsonBody, smallJsonBody } from '../auth/json-body.ts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import { createMediaCommands } from './media.commands.ts';
import type { MediaStore } from './media-store.ts';

const NOT_MULTIPART_MESSAGE = 'Envíe la imagen como multipart/form-data, con los campos file y folder.';
const UNREADABLE_FORM_MESSAGE = 'No se pudo leer el formulario de la imagen.';
const NO_FILE_MESSAGE = 'Elija una imagen para subir (campo file).';
const EMPTY_FILE_MESSAGE = 'El archivo está vacío.';
const INVALID_IMAGE_ID_MESSAGE = 'Identificador de imagen inválido.';
const IMAGE_NOT_FOUND_MESSAGE = 'La imagen no existe.';
const CENTRAL_BANNER_IMAGE_MESSAGE =
  'No se puede eliminar: es una imagen del banner central actual. Asigne otra antes de borrarla.';
const IMAGE_IN_USE_MESSAGE = 'No se puede eliminar: la imagen está en uso en el sitio.';

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * `POST /api/upload-image` and `DELETE /api/image` (DESIGN.md §4; any staff member, as the policy
 * table says). The size is checked twice: from Content-Length (or while the body streams) before
 * anything is parsed, then on the file itself.
 */
export function createUploadRoutes({ db, media }: { db: AppDatabase; media: MediaStore }) {
  const images = createMediaCommands({ db, media });
  const uploadLimit = bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
    onError: (c) => c.json({ msg: UPLOAD_TOO_LARGE_MESSAGE }, 413),
  });

  return new Hono<StaffEnv>()
    .post('/api/upload-image', uploadLimit, async (c) => {
      if (!/^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? '')) {
        return c.json({ msg: NOT_MULTIPART_MESSAGE }, 400);
      }
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        return c.json({ msg: UNREADABLE_FORM_MESSAGE }, 400);
      }
      const folder = uploadFolderSchema.safeParse(form.get('folder'));
      if (!folder.success) return c.json({ msg: folder.error.issues[0]!.message }, 400);
      const file: unknown = form.get('file');
      if (!(file instanceof Blob)) return c.json({ msg: NO_FILE_MESSAGE }, 400);
      if (file.size > MAX_UPLOAD_BYTES) return c.json({ msg: UPLOAD_TOO_LARGE_MESSAGE }, 413);
      if (file.size === 0) return c.json({ msg: EMPTY_FILE_MESSAGE }, 400);

      const stored = await images.storeImage(folder.data, new Uint8Array(await file.arrayBuffer()));
      if (!stored) return c.json({ msg: NOT_AN_IMAGE_MESSAGE }, 400);
      // Exactly 200: the original client checks it.
      return c.json({ message: IMAGE_UPLOADED_MESSAGE, url: stored.url, public_id: stored.public_id }, 200);
    })

    .delete('/api/image', smallJsonBody, async (c) => {
      const { id } = await readJsonBody(c, deleteImageRequestSchema);
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
    });
}
