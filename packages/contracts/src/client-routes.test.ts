import { describe, expect, it } from 'vitest';
import { isClientRoute, matchRoutePattern } from './client-routes.ts';

describe('client routes', () => {
  it.each([
    '/',
    '/noticias/7/1',
    '/noticias/Santiago%20del%20Estero/10/2',
    '/noticias/b/a%C3%B1o/10/1',
    '/noticia/0123456789abcdef01234567',
    '/noticia/0123456789abcdef01234567/inauguran-una-escuela',
    '/evento/x/festival-de-folclore',
    '/agenda/9/1',
    '/evento/x',
    '/albums/9/1',
    '/album/0123456789abcdef01234567',
    '/colaboradores',
    '/colaboradores/',
    '/login',
    '/editarnoticia/0123456789abcdef01234567',
    '/cuenta/abc',
    '/secciones',
  ])('knows %s', (path) => {
    expect(isClientRoute(path)).toBe(true);
  });

  it.each([
    '/no-existe',
    '/noticias',
    '/noticias/1',
    '/noticia',
    '/noticia/a/b/c',
    '/album',
    '/album/a/b',
    '/admin/x',
    '/colaboradores/x',
  ])('does not know %s', (path) => {
    expect(isClientRoute(path)).toBe(false);
  });

  it('decodes params as the router does, and refuses a malformed escape', () => {
    expect(matchRoutePattern('/noticias/b/:busq/:limit/:page', '/noticias/b/a%C3%B1o/10/1')).toEqual({
      busq: 'año',
      limit: '10',
      page: '1',
    });
    expect(matchRoutePattern('/album/:id', '/album/%E0%A4%A')).toBeUndefined();
  });

  it('takes an optional last segment with or without it', () => {
    expect(matchRoutePattern('/noticia/:id/:slug?', '/noticia/abc')).toEqual({ id: 'abc' });
    expect(matchRoutePattern('/noticia/:id/:slug?', '/noticia/abc/una-nota')).toEqual({
      id: 'abc',
      slug: 'una-nota',
    });
  });
});
