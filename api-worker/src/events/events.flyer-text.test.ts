import { eventDetailResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/create-test-app.ts';
import { jsonLdOf, metaContent } from '../../test-support/html.ts';
import { insertStaffUser, jsonCall, sessionCookieFor } from '../../test-support/staff-access.ts';
import { eventCreateBody } from '../../test-support/staff-request-bodies.ts';

const SHELL = '<!doctype html><html lang="es"><head><title>Portal</title></head><body></body></html>';
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ shellHtml: async () => SHELL });
  const user = await insertStaffUser(t.db, { username: 'agenda', privilegios: ['agenda'] });
  cookie = await sessionCookieFor(t.db, user._id);
});
afterAll(() => t.close());

async function createEvent(fields: Record<string, unknown> = {}): Promise<string> {
  const response = await t.app.request(
    '/api/evento',
    jsonCall('POST', { ...eventCreateBody(), ...fields }, { cookie }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

describe('event flyer alt text and credit', () => {
  it('are answered when given and used by the crawler page', async () => {
    const id = await createEvent({ flayer_alt: ' Afiche\tdel festival ', flayer_credito: 'Diseño: Luz Paz' });
    const response = await t.app.request(`/api/evento/${id}`);
    const { evento } = eventDetailResponseSchema.strict().parse(await response.json());
    expect(evento[0]).toMatchObject({ flayer_alt: 'Afiche del festival', flayer_credito: 'Diseño: Luz Paz' });
    const html = await (await t.app.request(`https://portal.example/evento/${id}`)).text();
    expect(metaContent(html, 'og:image:alt')).toBe('Afiche del festival');
    expect((jsonLdOf(html) as { image: unknown[] }).image[0]).toMatchObject({
      '@type': 'ImageObject',
      caption: 'Afiche del festival',
      creditText: 'Diseño: Luz Paz',
    });
  });

  it('are left out when not given', async () => {
    const id = await createEvent();
    const { evento } = eventDetailResponseSchema.parse(
      await (await t.app.request(`/api/evento/${id}`)).json(),
    );
    expect(evento[0]).not.toHaveProperty('flayer_alt');
    const html = await (await t.app.request(`https://portal.example/evento/${id}`)).text();
    expect(metaContent(html, 'og:image:alt')).toBeUndefined();
  });
});
