/**
 * `/buscar?q=`, the header's search box without JavaScript (DESIGN §10): it leads to the results
 * page of the whole term, and a term over the limit gets the API's Spanish reason there rather
 * than the results of a term cut short (issue #35).
 */
import { NEWS_SEARCH_MAX_LENGTH, NEWS_SEARCH_TOO_LONG_MESSAGE } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/create-test-app.ts';

describe('GET /buscar?q=', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const redirectOf = async (q: string) => {
    const response = await t.app.request(`/buscar?q=${encodeURIComponent(q)}`);
    return { status: response.status, location: response.headers.get('Location') };
  };

  it('leads to the results page of the term, and to the news list without one', async () => {
    expect(await redirectOf('  Añatuya  ')).toEqual({
      status: 302,
      location: '/noticias/b/A%C3%B1atuya/10/1',
    });
    expect(await redirectOf('   ')).toEqual({ status: 302, location: '/noticias/10/1' });
  });

  it('keeps a term over the limit whole, and its results say in Spanish that it is too long', async () => {
    const term = 'y'.repeat(NEWS_SEARCH_MAX_LENGTH + 40);
    const { status, location } = await redirectOf(term);
    expect(status).toBe(302);
    expect(location).toBe(`/noticias/b/${term}/10/1`);
    const results = await t.app.request(location!.replace('/noticias/b/', '/api/noticia/b/'));
    expect(results.status).toBe(400);
    expect(await results.json()).toEqual({ msg: NEWS_SEARCH_TOO_LONG_MESSAGE });
  });

  it('keeps an emoji at the limit whole (cutting it in half was a 500)', async () => {
    const term = `${'a'.repeat(NEWS_SEARCH_MAX_LENGTH - 1)}😀`;
    const { status, location } = await redirectOf(term);
    expect(status).toBe(302);
    expect(location).toBe(`/noticias/b/${encodeURIComponent(term)}/10/1`);
    // The limit counts characters, as the reader does: the emoji is one.
    const results = await t.app.request(location!.replace('/noticias/b/', '/api/noticia/b/'));
    expect(results.status).toBe(200);
  });
});
