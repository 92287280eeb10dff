import { describe, expect, it } from 'vitest';
import {
  NEWS_SEARCH_MAX_LENGTH,
  NEWS_SEARCH_TOO_LONG_MESSAGE,
  newsDetailResponseSchema,
  newsListResponseSchema,
  newsSearchRequestSchema,
  type Noticia,
} from './news.ts';
import { buildPage } from './page.ts';
import { provincePageRequestSchema } from './page.ts';

const noticia: Noticia = {
  _id: '0123456789abcdef01234567',
  titulo: 'Título',
  provincia: 'Tucuman',
  descripcion: 'Resumen',
  texto: '<p>Cuerpo</p>',
  img_portada: '/media/noticias/a.jpg',
  editor: 'Julián Paz',
  fotoEditor: '/media/usuarios/j.jpg',
  created_at: '2026-03-10T12:00:00.000Z',
};

describe('newsSearchRequestSchema', () => {
  it(`takes a term of up to ${NEWS_SEARCH_MAX_LENGTH} characters with the paging`, () => {
    const busq = 'a'.repeat(NEWS_SEARCH_MAX_LENGTH);
    expect(newsSearchRequestSchema.parse({ busq, limit: '10', page: '2' })).toEqual({
      busq,
      limit: 10,
      page: 2,
    });
  });

  it('refuses a longer term in Spanish', () => {
    const result = newsSearchRequestSchema.safeParse({
      busq: 'a'.repeat(NEWS_SEARCH_MAX_LENGTH + 1),
      limit: '10',
      page: '1',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([NEWS_SEARCH_TOO_LONG_MESSAGE]);
  });
});

describe('provincePageRequestSchema', () => {
  it('takes any province name: an unknown one is an empty list, not an error', () => {
    expect(provincePageRequestSchema.parse({ prov: 'Rosario', limit: '10', page: '1' })).toEqual({
      prov: 'Rosario',
      limit: 10,
      page: 1,
    });
  });
});

describe('news answers', () => {
  it('wrap the detail as a one-element list under noticia', () => {
    expect(newsDetailResponseSchema.safeParse({ noticia: [noticia] }).success).toBe(true);
    expect(newsDetailResponseSchema.safeParse({ noticia: [] }).success).toBe(false);
    expect(newsDetailResponseSchema.safeParse({ noticia: [noticia, noticia] }).success).toBe(false);
    expect(newsDetailResponseSchema.safeParse(noticia).success).toBe(false);
  });

  it('answer lists as a bare page whose items have no HTML body', () => {
    const { texto: _texto, ...item } = noticia;
    const page = buildPage([item], { totalDocs: 1, limit: 10, page: 1 });
    expect(newsListResponseSchema.strict().safeParse(page).success).toBe(true);
    expect(newsListResponseSchema.safeParse({ noticia: page }).success).toBe(false);
    const parsed = newsListResponseSchema.parse(buildPage([noticia], { totalDocs: 1, limit: 10, page: 1 }));
    expect(parsed.docs[0]).not.toHaveProperty('texto');
  });
});
