/**
 * Every uploaded image keeps resized copies beside it (made in the browser at upload time) so
 * pages can offer `srcset`. A copy lives under the original's key with the width before the
 * extension: `noticias/abc.jpg` at 800 px is `noticias/abc.w800.jpg`. The media route answers a
 * missing copy with the original, so images stored before the copies existed still work.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1600] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

const VARIANT_SUFFIX = /\.w(400|800|1600)(\.[a-z0-9]+)$/i;
const EXTENSION = /(\.[a-z0-9]+)$/i;

/** The key (or /media/ URL) of the copy of `path` at `width` px. */
export function imageVariantPath(path: string, width: ImageVariantWidth): string {
  const original = originalImagePath(path);
  return EXTENSION.test(original) ? original.replace(EXTENSION, `.w${width}$1`) : `${original}.w${width}`;
}

/** The original's key (or URL) for a copy's key; any other key as it is. */
export function originalImagePath(path: string): string {
  return path.replace(VARIANT_SUFFIX, '$2');
}

/** The width of a copy's key, or null for an original. */
export function imageVariantWidth(path: string): ImageVariantWidth | null {
  const match = VARIANT_SUFFIX.exec(path);
  return match ? (Number(match[1]) as ImageVariantWidth) : null;
}
