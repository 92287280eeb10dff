import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE_MESSAGE } from './messages.ts';
import {
  createStaffTestApp,
  insertStaffUser,
  jsonCall,
  sessionCookieFor,
} from '../../test-support/staff-access.ts';
import { newObjectId } from '../db/ids.ts';
import { insertNews } from '../../test-support/content-fixtures.ts';
import { MAX_API_BODY_BYTES } from './body-limit.ts';

type TestApp = Awaited<ReturnType<typeof createStaffTestApp>>;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createStaffTestApp();
  const user = await insertStaffUser(t.db, { username: 'limite', privilegios: ['noticias'] });
  cookie = await sessionCookieFor(t.db, user._id);
});
afterAll(() => t.close());

const overOneMegabyte = JSON.stringify({ relleno: 'x'.repeat(MAX_API_BODY_BYTES) });

describe('the API body limit', () => {
  it('refuses with 413 a body over 1 MB on a call that reads none, and does nothing', async () => {
    const [news] = await insertNews(t.db, { _id: newObjectId() });
    const response = await t.app.request(
      `/api/noticia/${news!._id}`,
      jsonCall('DELETE', overOneMegabyte, { cookie }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ msg: BODY_TOO_LARGE_MESSAGE });
    expect((await t.app.request(`/api/noticia/${news!._id}`)).status).toBe(200);
  });

  it('counts a streamed body as it arrives', async () => {
    const body = new Blob([overOneMegabyte]).stream();
    const response = await t.app.request('/api/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('leaves the image upload to its own 10 MB limit', async () => {
    const form = new FormData();
    form.append('folder', 'noticias');
    const jpeg = new Uint8Array(2 * MAX_API_BODY_BYTES).fill(0);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
    form.append('file', new Blob([jpeg]), 'grande.jpg');
    const response = await t.app.request('/api/upload-image', {
      method: 'POST',
      body: form,
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
  });

  it('does not touch reads', async () => {
    expect((await t.app.request('/api/noticias/10/1')).status).toBe(200);
  });
});
