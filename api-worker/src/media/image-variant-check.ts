/**
 * Checks a resized copy sent with an upload against its original: the server stores it under a
 * key derived from the original's, so it must really be that picture's narrower version.
 */
import type { ImageVariantWidth } from '@portal/contracts';
import { readImageDimensions, type ImageDimensions } from './image-dimensions.ts';
import { detectImageKind, type ImageKind } from './image-signature.ts';

/** Why a copy is refused: not an image of the original's type, or not the promised size. */
export type ImageVariantProblem = 'type' | 'dimensions';

/**
 * null when `copy` is an image of `kind` exactly `width` px wide, narrower than the original
 * (nothing is upscaled) and of its proportions (within the rounding of a 1 px height).
 * Originals are compared as stored: the back office re-encodes every upload, so no EXIF
 * rotation stands between the two.
 */
export function checkImageVariant(
  original: { kind: ImageKind; size: ImageDimensions | null },
  width: ImageVariantWidth,
  copy: Uint8Array,
): ImageVariantProblem | null {
  const kind = detectImageKind(copy);
  if (!kind || kind.extension !== original.kind.extension) return 'type';
  const size = readImageDimensions(copy, kind);
  if (!size || !original.size) return 'dimensions';
  if (size.width !== width || width >= original.size.width) return 'dimensions';
  const expectedHeight = (original.size.height * width) / original.size.width;
  return Math.abs(size.height - expectedHeight) <= 1 + expectedHeight * 0.01 ? null : 'dimensions';
}
