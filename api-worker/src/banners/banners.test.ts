import { CENTRAL_BANNER_ID, bannersResponseSchema } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../http/public-cache/index.ts';
import { insertBanners, minutesAfterEpoch } from '../../test-support/content-fixtures.ts';
import { createTestApp } from '../../test-support/create-test-app.ts';
import { getOk } from '../../test-support/public-api.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('GET /api/get-banner', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('answers { banners } with the central banner first (the client shows only the first)', async () => {
    await insertBanners(
      t.db,
      { _id: CENTRAL_BANNER_ID, url: '/evento/central', created_at: minutesAfterEpoch(1) },
      { url: '/evento/otro', created_at: minutesAfterEpoch(2) },
    );
    const { banners } = await getOk(t.app, '/api/get-banner', bannersResponseSchema.strict());
    expect(banners.map((b) => b.url)).toEqual(['/evento/central', '/evento/otro']);
    expect(banners[0]).toEqual({
      _id: CENTRAL_BANNER_ID,
      bannerFull: '/media/banners/full.jpg',
      bannerMobile: '/media/banners/mobile.jpg',
      url: '/evento/central',
    });
  });

  it('answers an empty list when there is no banner', async () => {
    expect(await getOk(t.app, '/api/get-banner', bannersResponseSchema)).toEqual({ banners: [] });
  });

  it('sends Cache-Control and an ETag, and a 304 to a matching If-None-Match', async () => {
    await insertBanners(t.db, { _id: CENTRAL_BANNER_ID });
    const response = await t.app.request('/api/get-banner');
    expect(response.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
    const again = await t.app.request('/api/get-banner', {
      headers: { 'If-None-Match': response.headers.get('ETag')! },
    });
    expect(again.status).toBe(304);
  });
});
