import { imageVariantWidth, originalImagePath } from '@portal/contracts';
import { z } from 'zod';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { documentAnswer, errorResponse } from '../routing/responses.ts';
import { MEDIA_URL_PREFIX, isSafeMediaKey, type MediaStore } from './media-store.ts';

/** Media keys never change content (a new upload gets a new key), so browsers may keep them forever. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The media key a request names, from the raw (still encoded) path so that an encoded '/' or
 * '..' cannot slip past the key check after decoding; undefined when it is not a safe key.
 */
function mediaKeyOf(url: string): string | undefined {
  const rawPath = new URL(url).pathname.slice(MEDIA_URL_PREFIX.length);
  try {
    const segments = rawPath.split('/').map(decodeURIComponent);
    // An encoded '/' inside a segment would silently add a level to the key: refuse it.
    if (segments.some((segment) => segment.includes('/'))) return undefined;
    const key = segments.join('/');
    return isSafeMediaKey(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

export const mediaRoute = declareRoute({
  method: 'get',
  path: '/media/{key}',
  // The key has slashes (`noticias/…/foto.jpg`); mediaKeyOf checks it.
  routingPath: `${MEDIA_URL_PREFIX}*`,
  access: 'public',
  summary: 'Una imagen subida o sembrada (inmutable)',
  request: { params: z.object({ key: z.string() }) },
  responses: {
    200: documentAnswer(
      'image/*',
      'La imagen; una copia reducida que no existe se responde con el original.',
    ),
    400: errorResponse('Ruta de imagen inválida.'),
    404: errorResponse('No existe.'),
  },
});

export function createMediaRoutes(media: MediaStore) {
  return declaredRoutes().add(mediaRoute, async (c) => {
    const key = mediaKeyOf(c.req.url);
    if (key === undefined) return c.json({ msg: 'Ruta de imagen inválida.' }, 400);
    // A resized copy that was never made (images older than copies, pictures narrower than the
    // copy) is answered with the original: same bytes for ever, so just as cacheable.
    const object =
      (await media.get(key)) ??
      (imageVariantWidth(key) !== null ? await media.get(originalImagePath(key)) : null);
    if (!object) return c.json({ msg: 'Imagen no encontrada.' }, 404);
    return c.body(object.body, 200, {
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      'Cache-Control': IMMUTABLE_CACHE,
      'X-Content-Type-Options': 'nosniff',
    });
  }).app;
}
