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

/** The keys (or URLs) of every copy an original may have; none for a key that is itself a copy. */
export function imageVariantPaths(path: string): string[] {
  if (imageVariantWidth(path) !== null) return [];
  return IMAGE_VARIANT_WIDTHS.map((width) => imageVariantPath(path, width));
}

/**
 * The multipart field of `POST /api/upload-image` that carries the copy `width` px wide, beside
 * `file` (the original) and `folder`: `w400`, `w800`, `w1600`. Each is optional: a copy as wide as
 * the original or wider is never made (nothing is upscaled), and the media route answers its URL
 * with the original.
 */
export function imageVariantField(width: ImageVariantWidth): string {
  return `w${width}`;
}

/** Whether a URL is one of this site's stored images (`/media/…`), which have copies. */
export function isMediaImageUrl(url: string | undefined): url is string {
  return url !== undefined && url.startsWith('/media/') && !url.startsWith('/media//');
}

/**
 * The `srcset` of a stored image: its copies at 400, 800 and 1600 px (`… 400w, … 800w, …
 * 1600w`); undefined for any other address (data URIs, other sites), which has no copies.
 */
export function imageSrcSet(url: string | undefined): string | undefined {
  if (!isMediaImageUrl(url) || imageVariantWidth(url) !== null) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantPath(url, width)} ${width}w`).join(', ');
}
