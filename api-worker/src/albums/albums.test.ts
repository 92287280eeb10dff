import { albumDetailResponseSchema, albumsListResponseSchema } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../http/public-cache/index.ts';
import { insertAlbums, minutesAfterEpoch, testId } from '../../test-support/content-fixtures.ts';
import { createTestApp } from '../../test-support/create-test-app.ts';
import { BAD_IDS, BAD_PAGING, HOSTILE_SEGMENTS, getError, getOk } from '../../test-support/public-api.ts';
import { ALBUM_NOT_FOUND_MESSAGE } from './albums.routes.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const pagingOf = ({ docs: _docs, ...paging }: { docs: unknown[] }) => paging;

describe('public albums API', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    // Created in another order than their fecha: the list follows fecha.
    await insertAlbums(
      t.db,
      { nombre: 'Marzo', fecha: '2026-03-10', created_at: minutesAfterEpoch(3) },
      { nombre: 'Enero', fecha: '2026-01-05', created_at: minutesAfterEpoch(1) },
      { nombre: 'Abril', fecha: '2026-04-02', created_at: minutesAfterEpoch(2) },
    );
  });
  afterEach(() => t.close());

  describe('GET /api/albums/:limit/:page', () => {
    it('answers { albums: page } by fecha descending, each album whole', async () => {
      const { albums } = await getOk(t.app, '/api/albums/10/1', albumsListResponseSchema.strict());
      expect(albums.docs.map((a) => [a.nombre, a.fecha])).toEqual([
        ['Abril', '2026-04-02'],
        ['Marzo', '2026-03-10'],
        ['Enero', '2026-01-05'],
      ]);
      for (const album of albums.docs) {
        expect(album.fotos).toHaveLength(3);
        expect(album.portada).toBe(album.fotos[0]);
      }
    });

    it('gives every paging field at both ends', async () => {
      const first = (await getOk(t.app, '/api/albums/2/1', albumsListResponseSchema)).albums;
      expect(first.docs.map((a) => a.nombre)).toEqual(['Abril', 'Marzo']);
      expect(pagingOf(first)).toEqual({
        totalDocs: 3,
        limit: 2,
        page: 1,
        totalPages: 2,
        pagingCounter: 1,
        hasPrevPage: false,
        hasNextPage: true,
        prevPage: null,
        nextPage: 2,
      });
      const last = (await getOk(t.app, '/api/albums/2/2', albumsListResponseSchema)).albums;
      expect(last.docs.map((a) => a.nombre)).toEqual(['Enero']);
      expect(pagingOf(last)).toEqual({
        totalDocs: 3,
        limit: 2,
        page: 2,
        totalPages: 2,
        pagingCounter: 3,
        hasPrevPage: true,
        hasNextPage: false,
        prevPage: 1,
        nextPage: null,
      });
    });

    it('answers one empty page when there are no albums', async () => {
      const empty = await createTestApp();
      const { albums } = await getOk(empty.app, '/api/albums/9/1', albumsListResponseSchema);
      expect(albums).toMatchObject({
        docs: [],
        totalDocs: 0,
        totalPages: 1,
        hasPrevPage: false,
        hasNextPage: false,
      });
      empty.close();
    });

    it.each(BAD_PAGING)('answers 400 { msg } to /api/albums/%s', async (paging) => {
      await getError(t.app, `/api/albums/${paging}`, 400);
    });

    it('sends Cache-Control and an ETag, and a 304 to a matching If-None-Match', async () => {
      const response = await t.app.request('/api/albums/12/1');
      expect(response.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
      const again = await t.app.request('/api/albums/12/1', {
        headers: { 'If-None-Match': response.headers.get('ETag')! },
      });
      expect(again.status).toBe(304);
    });
  });

  describe('GET /api/album/:id', () => {
    it('answers { album: [the album] } with its photos in order and its cover', async () => {
      const fotos = ['/media/a/03.jpg', '/media/a/01.jpg', '/media/a/02.jpg'];
      const [row] = await insertAlbums(t.db, { nombre: 'Carnaval', fotos, portada: '/media/a/01.jpg' });
      const { album } = await getOk(t.app, `/api/album/${row!._id}`, albumDetailResponseSchema.strict());
      expect(album).toEqual([
        {
          _id: row!._id,
          nombre: 'Carnaval',
          fecha: row!.fecha,
          portada: '/media/a/01.jpg',
          ph: row!.ph,
          fotos,
          created_at: row!.created_at,
        },
      ]);
    });

    it('answers 404 { msg } for an unknown id', async () => {
      expect(await getError(t.app, `/api/album/${testId(0xabcdef)}`, 404)).toBe(ALBUM_NOT_FOUND_MESSAGE);
    });

    it.each(BAD_IDS)('answers 400 { msg } to the id %s', async (id) => {
      await getError(t.app, `/api/album/${id}`, 400);
    });
  });

  it('answers no input with a 500', async () => {
    const paths = HOSTILE_SEGMENTS.flatMap((segment) => [
      `/api/albums/${segment}/1`,
      `/api/albums/1/${segment}`,
      `/api/album/${segment}`,
    ]);
    for (const path of paths) {
      const response = await t.app.request(path);
      expect(response.status, path.slice(0, 80)).toBeLessThan(500);
    }
  });
});
