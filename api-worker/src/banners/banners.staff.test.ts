import {
  CENTRAL_BANNER_ID,
  LINK_ASSIGNED_MESSAGE,
  bannerBankResponseSchema,
  bannersResponseSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  expectError,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';
import { bannerImages } from '../db/schema.ts';
import { insertBanners } from '../../test-support/content-fixtures.ts';

let t: BackOfficeTestApp;
/** Banner calls are for any staff member. */
let staff: LoggedInMember;

beforeAll(async () => {
  t = await createBackOfficeTestApp();
  staff = await t.loginAs([]);
  await insertBanners(t.db, {
    _id: CENTRAL_BANNER_ID,
    bannerFull: '/media/banners/central-full.jpg',
    bannerMobile: '/media/banners/central-mobile.jpg',
    url: '/evento/000000000000000000000001',
  });
});
afterAll(() => t.close());

const central = async () => {
  const { banners } = bannersResponseSchema.parse(await (await t.app.request('/api/get-banner')).json());
  return banners.find((banner) => banner._id === CENTRAL_BANNER_ID)!;
};

describe('GET /api/banners/', () => {
  it('answers the bank as a bare list of { url, public_id }, newest first, with or without the slash', async () => {
    await t.db.insert(bannerImages).values([
      {
        public_id: 'banners/viejo.jpg',
        url: '/media/banners/viejo.jpg',
        created_at: '2026-01-01T00:00:00.000Z',
      },
      {
        public_id: 'banners/nuevo.jpg',
        url: '/media/banners/nuevo.jpg',
        created_at: '2026-02-01T00:00:00.000Z',
      },
    ]);
    const response = await t.app.request('/api/banners/', { headers: { Cookie: staff.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const bank = bannerBankResponseSchema.parse(await response.json());
    expect(bank).toEqual([
      { url: '/media/banners/nuevo.jpg', public_id: 'banners/nuevo.jpg' },
      { url: '/media/banners/viejo.jpg', public_id: 'banners/viejo.jpg' },
    ]);
    const bare = await t.app.request('/api/banners', { headers: { Cookie: staff.cookie } });
    expect(await bare.json()).toEqual(bank);
  });
});

describe('PUT /api/edit-banners/:id', () => {
  it('assigns a bank image as the full or mobile banner; the public banner shows it', async () => {
    const full = await t.uploadedImage(staff, 'banners');
    const response = await t.send(
      'PUT',
      `/api/edit-banners/${CENTRAL_BANNER_ID}`,
      { tipo: 'bannerFull', image_url: full },
      staff,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ msg: LINK_ASSIGNED_MESSAGE });
    expect(await central()).toMatchObject({
      bannerFull: full,
      bannerMobile: '/media/banners/central-mobile.jpg',
    });

    const mobile = await t.uploadedImage(staff, 'banners');
    await t.send(
      'PUT',
      `/api/edit-banners/${CENTRAL_BANNER_ID}`,
      { tipo: 'bannerMobile', image_url: mobile },
      staff,
    );
    expect(await central()).toMatchObject({ bannerFull: full, bannerMobile: mobile });
  });

  it('keeps a replaced image that is in the bank, and removes one that is in no bank', async () => {
    const inBank = await t.uploadedImage(staff, 'banners');
    const outsideBank = await t.uploadedImage(staff, 'noticias');
    const path = `/api/edit-banners/${CENTRAL_BANNER_ID}`;
    await t.send('PUT', path, { tipo: 'bannerFull', image_url: inBank }, staff);
    await t.send('PUT', path, { tipo: 'bannerFull', image_url: outsideBank }, staff);
    expect(await t.isStored(inBank)).toBe(true);
    await t.send('PUT', path, { tipo: 'bannerFull', image_url: inBank }, staff);
    expect(await t.isStored(outsideBank)).toBe(false);
  });

  it.each([
    ['an unknown tipo', { tipo: 'bannerLateral', image_url: '/media/banners/a.jpg' }],
    ['no tipo', { image_url: '/media/banners/a.jpg' }],
    ['no image', { tipo: 'bannerFull' }],
    ['an image that is no address', { tipo: 'bannerFull', image_url: 'javascript:alert(1)' }],
  ])('refuses %s with 400 { msg }', async (_case, body) => {
    await expectError(await t.send('PUT', `/api/edit-banners/${CENTRAL_BANNER_ID}`, body, staff), 400);
  });

  it('answers 404 for an unknown banner and 400 for a malformed id', async () => {
    const body = { tipo: 'bannerFull', image_url: '/media/banners/a.jpg' };
    await expectError(await t.send('PUT', `/api/edit-banners/${'1'.repeat(24)}`, body, staff), 404);
    await expectError(await t.send('PUT', '/api/edit-banners/central', body, staff), 400);
  });
});

describe('PUT /api/edit-link/:id', () => {
  it("sets where the banner goes: { msg: 'Link asignado correctamente.' }", async () => {
    for (const link of ['/evento/0123456789abcdef01234567', 'https://entradas.example/show', '']) {
      const response = await t.send(
        'PUT',
        `/api/edit-link/${CENTRAL_BANNER_ID}`,
        { link_evento: link },
        staff,
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ msg: LINK_ASSIGNED_MESSAGE });
      expect((await central()).url).toBe(link);
    }
  });

  it.each([
    ['no link_evento', {}],
    ['a javascript: link', { link_evento: 'javascript:alert(1)' }],
    ['a protocol-relative link', { link_evento: '//evil.example' }],
    ['a link that is not text', { link_evento: 3 }],
  ])('refuses %s with 400 { msg }', async (_case, body) => {
    await expectError(await t.send('PUT', `/api/edit-link/${CENTRAL_BANNER_ID}`, body, staff), 400);
  });

  it('answers 404 for an unknown banner', async () => {
    await expectError(
      await t.send('PUT', `/api/edit-link/${'2'.repeat(24)}`, { link_evento: '' }, staff),
      404,
    );
  });
});
