import { describe, expect, it } from 'vitest';
import {
  imageSrcSet,
  imageVariantField,
  imageVariantPath,
  imageVariantPaths,
  imageVariantWidth,
  originalImagePath,
} from './image-variants.ts';

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

  it('lists the copies of an original, none of a copy', () => {
    expect(imageVariantPaths('noticias/abc.jpg')).toEqual([
      'noticias/abc.w400.jpg',
      'noticias/abc.w800.jpg',
      'noticias/abc.w1600.jpg',
    ]);
    expect(imageVariantPaths('noticias/abc.w400.jpg')).toEqual([]);
    expect(imageVariantField(800)).toBe('w800');
  });

  it('builds a srcset for /media/ images only', () => {
    expect(imageSrcSet('/media/albums/x/01.jpg')).toBe(
      '/media/albums/x/01.w400.jpg 400w, /media/albums/x/01.w800.jpg 800w, /media/albums/x/01.w1600.jpg 1600w',
    );
    expect(imageSrcSet('https://cdn.example/a.jpg')).toBeUndefined();
    expect(imageSrcSet('data:image/svg+xml,<svg/>')).toBeUndefined();
    expect(imageSrcSet('/media/a.w800.jpg')).toBeUndefined();
    expect(imageSrcSet(undefined)).toBeUndefined();
    expect(imageSrcSet('')).toBeUndefined();
  });
});
