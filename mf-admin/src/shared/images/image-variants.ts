import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@portal/contracts';

/** Quality of the resized copies (JPEG, WebP): near the original's look at a fraction of its bytes. */
const VARIANT_QUALITY = 0.82;

/** Types a canvas can write back; a GIF or AVIF keeps no copies (pages then get the original). */
const ENCODABLE_TYPES = new Set(['image/jpeg', 'image/webp', 'image/png']);

/**
 * The 400, 800 and 1600 px wide copies of an image about to be uploaded, made in the browser so
 * the server never decodes a picture: same type, same proportions. Never upscaled: a width the
 * image does not exceed gets no copy, and the portal answers that copy's URL with the original.
 * Made from the prepared image (the exact picture stored), so every copy matches it.
 */
export async function makeImageVariants(image: Blob): Promise<Map<ImageVariantWidth, Blob>> {
  const variants = new Map<ImageVariantWidth, Blob>();
  if (!ENCODABLE_TYPES.has(image.type)) return variants;
  const bitmap = await createImageBitmap(image);
  try {
    for (const width of IMAGE_VARIANT_WIDTHS) {
      if (width >= bitmap.width) break;
      const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
      const copy = await drawResized(bitmap, width, height, image.type);
      // A browser that cannot write this type answers PNG instead: the server would refuse it.
      if (copy.type === image.type) variants.set(width, copy);
    }
  } finally {
    bitmap.close();
  }
  return variants;
}

async function drawResized(bitmap: ImageBitmap, width: number, height: number, type: string): Promise<Blob> {
  const options = { type, quality: VARIANT_QUALITY };
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas for the image copies');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob(options);
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas for the image copies');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Canvas gave no image'))),
      type,
      options.quality,
    ),
  );
}
