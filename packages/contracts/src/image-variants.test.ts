import { describe, expect, it } from 'vitest';
import { imageVariantPath, imageVariantWidth, originalImagePath } from './image-variants.ts';

describe('image variants', () => {
  it('puts the width before the extension of keys and media URLs', () => {
    expect(imageVariantPath('noticias/abc.jpg', 800)).toBe('noticias/abc.w800.jpg');
    expect(imageVariantPath('/media/albums/x/1.png', 400)).toBe('/media/albums/x/1.w400.png');
  });

  it('maps a copy back to its original, and leaves originals alone', () => {
    expect(originalImagePath('noticias/abc.w1600.jpg')).toBe('noticias/abc.jpg');
    expect(originalImagePath('noticias/abc.jpg')).toBe('noticias/abc.jpg');
    expect(imageVariantPath('noticias/abc.w400.jpg', 800)).toBe('noticias/abc.w800.jpg');
  });

  it('tells the width of a copy', () => {
    expect(imageVariantWidth('a/b.w400.webp')).toBe(400);
    expect(imageVariantWidth('a/b.w401.webp')).toBeNull();
    expect(imageVariantWidth('a/b.jpg')).toBeNull();
  });
});
