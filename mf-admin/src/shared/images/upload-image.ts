import { imageVariantField, type ImageVariantWidth } from '@portal/contracts';
import { ApiError, type api, type ApiAnswer } from '@portal/ui';
import { makeImageVariants } from './image-variants';
import { prepareImage, type ImageTarget } from './prepare-image';

/** The storage sections the server knows (it picks the key itself; a folder is never a path). */
export type UploadFolder = 'usuarios' | 'noticias' | 'albums' | 'agenda' | 'publicidad' | 'banners';

/**
 * The one call that does not go through the typed client: fetch cannot report upload progress.
 * Its path and answer are still checked against the declared API.
 */
const UPLOAD_PATH = '/api/upload-image' satisfies Parameters<typeof api.POST>[0];

/** The answer of `POST /api/upload-image` (docs/api.md). */
export type UploadedImage = ApiAnswer<typeof UPLOAD_PATH, 'post'>;

export interface UploadOptions {
  /** Called with the sent fraction (0…1) while the bytes go up: for per-photo progress bars. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Resized copies of `file` (see image-variants.ts), sent in the same request: all or nothing. */
  variants?: ReadonlyMap<ImageVariantWidth, Blob>;
}

/**
 * Uploads one image to the portal's media store (`POST /api/upload-image`, multipart `file` and
 * `folder`, plus its copies as `w400`, `w800`, `w1600`). Uses XMLHttpRequest rather than fetch because only XHR reports upload progress.
 * Rejects with an `ApiError` holding the server's Spanish `msg`.
 */
export function uploadImage(
  file: Blob,
  folder: UploadFolder,
  options: UploadOptions = {},
): Promise<UploadedImage> {
  const { onProgress, signal, variants } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Subida cancelada', 'AbortError'));
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'imagen.jpg');
    form.append('folder', folder);
    for (const [width, copy] of variants ?? []) form.append(imageVariantField(width), copy, `w${width}`);

    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_PATH);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as Partial<UploadedImage> & { msg?: string };
      // The original client accepted exactly 200; anything else is a failure with a message.
      if (request.status === 200 && body && typeof body.url === 'string') {
        onProgress?.(1);
        resolve(body as UploadedImage);
      } else {
        reject(new ApiError(request.status, body?.msg ?? 'Error al subir la imagen'));
      }
    };
    request.onerror = () => reject(new ApiError(0, 'No hay conexión con el servidor.'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.onabort = () => reject(new DOMException('Subida cancelada', 'AbortError'));
    request.send(form);
  });
}

/**
 * Prepares a picked image to the given target (see prepare-image.ts), makes its 400/800/1600 px
 * copies and uploads them together: the one call a form needs. Progress covers every step
 * (compression the first 15 %, the copies the next 5 %).
 */
export async function prepareAndUpload(
  file: File,
  folder: UploadFolder,
  target: ImageTarget,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadedImage> {
  const prepared = await prepareImage(file, target, {
    signal,
    onProgress: (percent) => onProgress?.((percent / 100) * 0.15),
  });
  const variants = await makeImageVariants(prepared).catch((error: unknown) => {
    // Pages fall back to the original for a missing copy, so the upload goes on without them.
    console.warn('No se pudieron preparar las copias reducidas de la imagen:', error);
    return undefined;
  });
  onProgress?.(0.2);
  return uploadImage(prepared, folder, {
    signal,
    variants,
    onProgress: (fraction) => onProgress?.(0.2 + fraction * 0.8),
  });
}
