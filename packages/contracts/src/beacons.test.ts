import { describe, expect, it } from 'vitest';
import { countedPath } from './beacons.ts';

describe('countedPath: which views are public page views', () => {
  it.each([
    ['/', ''],
    ['/noticia/64b7f0c2a1b2c3d4e5f60001/llueve-en-santiago', ''],
    ['/noticias/10/2', '?utm_source=boletin'],
    ['/agenda/9/1', ''],
    ['/privacidad', ''],
  ])('%s%s is counted under its path', (pathname, search) => {
    expect(countedPath(pathname, search)).toBe(pathname);
  });

  it.each([
    ['/admin', ''],
    ['/publicidad', ''],
    ['/login', ''],
    ['/no-existe', ''],
    // A staff preview of an unpublished item is not a reader's view.
    ['/noticia/64b7f0c2a1b2c3d4e5f60001', '?vista_previa'],
  ])('%s%s is not', (pathname, search) => {
    expect(countedPath(pathname, search)).toBeUndefined();
  });
});
