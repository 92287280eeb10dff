/**
 * What an upload really is, read from its first bytes: a file's name and declared type are
 * whatever the sender wrote, so only its signature decides (docs/api.md).
 */

export interface ImageKind {
  /** The extension the storage key gets. */
  extension: 'jpg' | 'png' | 'webp' | 'gif' | 'avif';
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif';
}

const JPEG: ImageKind = { extension: 'jpg', contentType: 'image/jpeg' };
const PNG: ImageKind = { extension: 'png', contentType: 'image/png' };
const WEBP: ImageKind = { extension: 'webp', contentType: 'image/webp' };
const GIF: ImageKind = { extension: 'gif', contentType: 'image/gif' };
const AVIF: ImageKind = { extension: 'avif', contentType: 'image/avif' };

/** The ISO-BMFF brands of AVIF still images and sequences. */
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The image type the bytes are, or null for anything else (text, SVG, HEIC, PDF, an executable…). */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  const startsWith = (signature: readonly number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

  // SOI, then the first marker's 0xFF.
  if (startsWith([0xff, 0xd8, 0xff])) return JPEG;
  // \x89PNG\r\n\x1a\n, then the IHDR chunk every PNG starts with.
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && ascii(12, 16) === 'IHDR') return PNG;
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return GIF;
  // RIFF <size> WEBP, then a VP8 / VP8L / VP8X chunk.
  if (bytes.length >= 16 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP' && ascii(12, 15) === 'VP8') {
    return WEBP;
  }
  if (isAvif(bytes, ascii)) return AVIF;
  return null;
}

/** An ISO-BMFF `ftyp` box first, whose major or a compatible brand is AVIF's. */
function isAvif(bytes: Uint8Array, ascii: (from: number, to: number) => string): boolean {
  if (bytes.length < 16 || ascii(4, 8) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16 || boxSize > bytes.length || boxSize % 4 !== 0) return false;
  if (AVIF_BRANDS.has(ascii(8, 12))) return true;
  // Compatible brands follow the major brand and its 4-byte minor version.
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    if (AVIF_BRANDS.has(ascii(offset, offset + 4))) return true;
  }
  return false;
}
