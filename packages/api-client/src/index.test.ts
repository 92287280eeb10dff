import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiUrl, type ApiUrl } from './index';

afterEach(() => vi.unstubAllGlobals());

describe('apiUrl', () => {
  it('fills the path params, encoded, and takes page numbers as numbers', () => {
    expect(
      apiUrl('/api/noticias/{prov}/{limit}/{page}', {
        params: { path: { prov: 'Santiago del Estero', limit: 9, page: 1 } },
      }),
    ).toBe('/api/noticias/Santiago%20del%20Estero/9/1');
    expect(apiUrl('/api/noticia/{id}', { params: { path: { id: 'a/b?c' } } })).toBe('/api/noticia/a%2Fb%3Fc');
  });

  it('appends the query values that are set, and nothing when none is', () => {
    expect(
      apiUrl('/api/redaccion/eventos/{limit}/{page}', {
        params: { path: { limit: 10, page: 2 }, query: { q: 'feria', prov: 'Salta', orden: undefined } },
      }),
    ).toBe('/api/redaccion/eventos/10/2?q=feria&prov=Salta');
    expect(
      apiUrl('/api/redaccion/noticias/{limit}/{page}', {
        params: { path: { limit: 10, page: 1 }, query: { q: '' } },
      }),
    ).toBe('/api/redaccion/noticias/10/1');
    expect(apiUrl('/api/masnoticias')).toBe('/api/masnoticias');
  });
});

describe('api', () => {
  it('sends a body as JSON with the method, and answers the JSON', async () => {
    const fetch = vi.fn(async () => Response.json({ msg: 'Noticia eliminada.' }));
    vi.stubGlobal('fetch', fetch);
    await expect(api.DELETE('/api/noticia/{id}', { params: { path: { id: 'abc' } } })).resolves.toEqual({
      msg: 'Noticia eliminada.',
    });
    await api.PUT('/api/usuario', { body: { id: 'u1', nombre: 'Ana' } });
    expect(fetch.mock.calls).toEqual([
      [
        '/api/noticia/abc',
        expect.objectContaining({ method: 'DELETE', body: undefined, credentials: 'same-origin' }),
      ],
      [
        '/api/usuario',
        expect.objectContaining({
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: '{"id":"u1","nombre":"Ana"}',
        }),
      ],
    ]);
  });

  it('sends the headers given beside the JSON one (If-Match of a news save)', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ msg: 'Actualizado con exito!' }),
    );
    vi.stubGlobal('fetch', fetch);
    await api.PUT('/api/noticia', { body: { id: 'n1', titulo: 'T' }, headers: { 'If-Match': '"3"' } });
    await api.POST('/api/noticia/{id}/revisiones/{rev}/restaurar', {
      params: { path: { id: 'n1', rev: 'r1' } },
      headers: { 'If-Match': '"4"' },
    });
    expect(fetch.mock.calls.map(([, init]) => init.headers)).toEqual([
      { 'Content-Type': 'application/json', 'If-Match': '"3"' },
      { 'If-Match': '"4"' },
    ]);
  });

  it("rejects with the server's Spanish msg, or a generic one", async () => {
    vi.stubGlobal('fetch', async () => Response.json({ msg: 'Noticia no encontrada.' }, { status: 404 }));
    await expect(api.GET('/api/noticia/{id}', { params: { path: { id: 'x' } } })).rejects.toEqual(
      new ApiError(404, 'Noticia no encontrada.', 'Noticia no encontrada.', {
        msg: 'Noticia no encontrada.',
      }),
    );
    // The whole answer rides along (a news save's 412 says who saved, and their version).
    const conflict = { msg: 'Ana guardó esta noticia a las 10:00.', version: 3 };
    vi.stubGlobal('fetch', async () => Response.json(conflict, { status: 412 }));
    await expect(api.PUT('/api/noticia', { body: { id: 'x' } })).rejects.toMatchObject({
      status: 412,
      serverMsg: conflict.msg,
      body: conflict,
    });
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 502 }));
    await expect(api.GET('/api/masnoticias')).rejects.toMatchObject({
      status: 502,
      message: 'Ocurrió un error, intentá nuevamente.',
    });
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));
    await expect(api.GET('/api/masnoticias')).rejects.toMatchObject({
      status: 0,
      message: 'No hay conexión con el servidor.',
    });
  });
});

// What `pnpm typecheck` refuses (each line must be an error, or tsc fails on the unused directive).
export function refusedByTheTypes() {
  // @ts-expect-error a path the API does not declare
  apiUrl('/api/noticiaz/{id}', { params: { path: { id: 'x' } } });
  // @ts-expect-error a path param left out
  apiUrl('/api/noticia/{id}');
  const path = { limit: 1, page: 1 };
  // @ts-expect-error a query param the call does not declare
  apiUrl('/api/redaccion/noticias/{limit}/{page}', { params: { path, query: { z: 1 } } });
  // @ts-expect-error a body field of the wrong type
  void api.PUT('/api/usuario', { body: { id: 'u1', nombre: 5 } });
  // @ts-expect-error a body field the call does not declare
  void api.PUT('/api/usuario', { body: { id: 'u1', apodo: 'x' } });
  // @ts-expect-error a body the call requires, left out
  void api.POST('/api/crearnoticia');
  // @ts-expect-error a method the path does not have
  void api.DELETE('/api/masnoticias');
  // @ts-expect-error a URL written by hand, not built by apiUrl
  const handWritten: ApiUrl<unknown> = '/api/masnoticias';
  void handWritten;
  // @ts-expect-error an answer field that does not exist
  void api.GET('/api/masnoticias').then((list) => list[0]?.titular);
}
