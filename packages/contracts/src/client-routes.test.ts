import { describe, expect, it } from 'vitest';
import {
  PUBLIC_ROUTES,
  isClientRoute,
  matchPublicRoute,
  matchRoutePattern,
  type PublicPageName,
  type SectionExposes,
} from './client-routes.ts';

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
    '/privacidad',
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

describe('the public routes, written once', () => {
  it.each([
    ['/', 'news', 'HomePage'],
    ['/noticias/b/salta/10/1', 'news', 'NewsSearchPage'],
    ['/noticias/10/1', 'news', 'NewsListPage'],
    ['/noticias/Salta/10/1', 'news', 'NewsListPage'],
    ['/noticia/0123456789abcdef01234567/una-nota', 'news', 'NewsDetailPage'],
    ['/categoria/deportes/10/1', 'news', 'NewsListPage'],
    ['/tema/turismo/10/1', 'news', 'NewsListPage'],
    ['/agenda/9/1', 'agenda', 'AgendaListPage'],
    ['/agenda/Salta/9/1', 'agenda', 'AgendaListPage'],
    ['/evento/x', 'agenda', 'EventDetailPage'],
    ['/albums/9/1', 'gallery', 'AlbumListPage'],
    ['/album/x', 'gallery', 'AlbumDetailPage'],
    ['/colaboradores', 'gallery', 'CollaboratorsPage'],
    ['/privacidad', 'news', 'PrivacyPage'],
  ])('%s is a page of %s (%s)', (path, remote, module) => {
    expect(matchPublicRoute(path)?.route).toMatchObject({ remote, module });
  });

  it('gives the params of the route a path matched, and nothing for the back office', () => {
    expect(matchPublicRoute('/noticias/b/a%C3%B1o/10/2')?.params).toEqual({
      busq: 'año',
      limit: '10',
      page: '2',
    });
    expect(matchPublicRoute('/login')).toBeUndefined();
  });

  it('names each route once', () => {
    const paths = PUBLIC_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('type-checks a section’s exposes and server pages against the list (pnpm typecheck)', () => {
    // Each line below must be a type error: `pnpm typecheck` fails if one of them stops being one.
    const newsExposes = {
      './HomePage': '',
      './NewsListPage': '',
      './NewsSearchPage': '',
      './NewsDetailPage': '',
      './PrivacyPage': '',
    } satisfies SectionExposes<'news'>;
    // @ts-expect-error a page of the routes that the section does not expose
    const withoutOne = { './HomePage': '' } satisfies SectionExposes<'news'>;
    // @ts-expect-error a module the routes do not name
    const oneTooMany = { ...newsExposes, './Otra': '' } satisfies SectionExposes<'news'>;
    // @ts-expect-error the news section's home is no page of the gallery
    const elsewhere: PublicPageName<'gallery'> = 'HomePage';
    expect([withoutOne, oneTooMany, elsewhere]).toHaveLength(3);
  });
});
