import { describe, expect, it } from 'vitest';
import { tinyJpeg, tinyPng } from '../../test-support/back-office.ts';
import { readImageDimensions } from './image-dimensions.ts';
import { detectImageKind } from './image-signature.ts';

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? ascii(part) : part)));
const le16 = (n: number) => [n & 0xff, n >> 8];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
const be32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];

/** The size of any accepted image, by its own kind. */
function sizeOf(image: Uint8Array) {
  const kind = detectImageKind(image);
  expect(kind).not.toBeNull();
  return readImageDimensions(image, kind!);
}

describe('readImageDimensions', () => {
  it('reads JPEG and PNG sizes from real encoded files', () => {
    expect(sizeOf(tinyJpeg(40, 24))).toEqual({ width: 40, height: 24 });
    expect(sizeOf(tinyJpeg(1601, 3))).toEqual({ width: 1601, height: 3 });
    expect(sizeOf(tinyPng(7, 5))).toEqual({ width: 7, height: 5 });
  });

  it('reads GIF, the three WebP flavours and AVIF headers', () => {
    expect(sizeOf(bytes('GIF89a', le16(320), le16(200), [0, 0, 0]))).toEqual({ width: 320, height: 200 });
    const riff = (chunk: string, payload: number[]) =>
      bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [0, 0, 0, 0], payload, new Array(16).fill(0));
    // VP8: frame tag (3 bytes), start code 9d 01 2a, 14-bit width and height.
    expect(sizeOf(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(800), ...le16(450)]))).toEqual({
      width: 800,
      height: 450,
    });
    // VP8L: signature 0x2f, then width-1 and height-1 in 14 bits each.
    const bits = (400 - 1) | ((300 - 1) << 14);
    expect(
      sizeOf(riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24])),
    ).toEqual({ width: 400, height: 300 });
    // VP8X: flags (4 bytes), then canvas width-1 and height-1 in 24 bits each.
    expect(sizeOf(riff('VP8X', [0, 0, 0, 0, ...le24(1599), ...le24(899)]))).toEqual({
      width: 1600,
      height: 900,
    });
    const avif = bytes(
      be32(16),
      'ftypavif',
      [0, 0, 0, 0],
      be32(20),
      'ispe',
      [0, 0, 0, 0],
      be32(1200),
      be32(675),
    );
    expect(sizeOf(avif)).toEqual({ width: 1200, height: 675 });
  });

  it('answers null when the header does not say', () => {
    const jpegWithoutFrame = new Uint8Array(64);
    jpegWithoutFrame.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
    expect(sizeOf(jpegWithoutFrame)).toBeNull();
    expect(sizeOf(bytes('GIF89a', [0, 0, 0, 0]))).toBeNull();
  });
});
