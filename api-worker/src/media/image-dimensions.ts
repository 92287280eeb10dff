/**
 * An image's pixel size read from its header, without decoding it: enough to check that an
 * uploaded copy is as wide as it says and has the original's proportions.
 */
import type { ImageKind } from './image-signature.ts';

export interface ImageDimensions {
  width: number;
  height: number;
}

/** The stored pixel size of `bytes` (already known to be of `kind`), or null when unreadable. */
export function readImageDimensions(bytes: Uint8Array, kind: ImageKind): ImageDimensions | null {
  const size = (() => {
    switch (kind.extension) {
      case 'jpg':
        return jpegDimensions(bytes);
      case 'png':
        return bytes.length >= 24 ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : null;
      case 'gif':
        return bytes.length >= 10 ? { width: u16le(bytes, 6), height: u16le(bytes, 8) } : null;
      case 'webp':
        return webpDimensions(bytes);
      case 'avif':
        return avifDimensions(bytes);
    }
  })();
  return size && size.width > 0 && size.height > 0 ? size : null;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const u32le = (b: Uint8Array, i: number) =>
  u32be(new Uint8Array([b[i + 3]!, b[i + 2]!, b[i + 1]!, b[i]!]), 0);

/** Walks the JPEG segments up to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegDimensions(b: Uint8Array): ImageDimensions | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    // Markers without a length: TEM, RST0–7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame
    const length = u16be(b, i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (i + 9 > b.length) return null;
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/** Lossy (`VP8 `), lossless (`VP8L`) or extended (`VP8X`) WebP. */
function webpDimensions(b: Uint8Array): ImageDimensions | null {
  if (b.length < 30) return null;
  const chunk = String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!);
  if (chunk === 'VP8 ') {
    // The key frame's start code, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = u32le(b, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/** The first `ispe` (image spatial extents) property of an AVIF: the primary image's size. */
function avifDimensions(b: Uint8Array): ImageDimensions | null {
  const limit = Math.min(b.length, 64 * 1024) - 16;
  for (let i = 4; i <= limit; i++) {
    if (b[i] === 0x69 && b[i + 1] === 0x73 && b[i + 2] === 0x70 && b[i + 3] === 0x65) {
      // 'ispe', then version and flags (4 bytes), then width and height.
      return { width: u32be(b, i + 8), height: u32be(b, i + 12) };
    }
  }
  return null;
}
