import { describe, expect, it } from 'vitest';
import { tinyJpeg, tinyPng } from '../../test-support/back-office.ts';
import { detectImageKind } from './image-signature.ts';

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? ascii(part) : part)));
/** An ISO-BMFF `ftyp` box of `size` bytes with a major brand and compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), [0, 0, 0, 0]);
};

describe('detectImageKind', () => {
  it('recognizes each accepted format by its signature', () => {
    expect(detectImageKind(tinyJpeg())).toEqual({ extension: 'jpg', contentType: 'image/jpeg' });
    expect(detectImageKind(tinyPng())).toEqual({ extension: 'png', contentType: 'image/png' });
    expect(detectImageKind(bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]))?.contentType).toBe('image/gif');
    expect(detectImageKind(bytes('GIF87a', [1, 0, 1, 0, 0, 0, 0]))?.contentType).toBe('image/gif');
    expect(detectImageKind(bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8 ', [0, 0, 0, 0]))?.contentType).toBe(
      'image/webp',
    );
    expect(detectImageKind(bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8L', [0, 0, 0, 0]))?.extension).toBe('webp');
    expect(detectImageKind(ftyp('avif', 'mif1', 'miaf'))).toEqual({
      extension: 'avif',
      contentType: 'image/avif',
    });
    expect(detectImageKind(ftyp('mif1', 'avif', 'miaf'))?.extension).toBe('avif');
    expect(detectImageKind(ftyp('avis', 'msf1'))?.extension).toBe('avif');
  });

  it.each([
    ['empty', new Uint8Array(0)],
    ['text', bytes('hola, esto es texto')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['PDF', bytes('%PDF-1.7')],
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0])],
    ['ZIP', bytes('PK', [3, 4, 20, 0])],
    ['a JPEG cut after two bytes', bytes([0xff, 0xd8])],
    [
      'the PNG signature without its IHDR chunk',
      bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'text'),
    ],
    ['a WAV file (RIFF, not WEBP)', bytes('RIFF', [26, 0, 0, 0], 'WAVEfmt ', [0, 0, 0, 0])],
    ['HEIC (ftyp without an AVIF brand)', ftyp('heic', 'mif1', 'heic')],
    ['MP4', ftyp('isom', 'iso2', 'mp41')],
    ['an ftyp box claiming more bytes than there are', bytes([0, 0, 1, 0], 'ftypavif', [0, 0, 0, 0])],
    ['GIF-like text', bytes('GIF90a')],
  ])('refuses %s', (_kind, content) => {
    expect(detectImageKind(content)).toBeNull();
  });
});
