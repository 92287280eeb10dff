import { describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestDatabase } from '../../test-support/create-test-app.ts';

describe('GET /api/health', () => {
  it('answers { ok: true } once the database is migrated', async () => {
    const { app } = await createTestApp();
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers 503 while migrations are pending', async () => {
    const { app } = await createTestApp({ db: await createTestDatabase({ migrated: false }) });
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ msg: expect.stringContaining('base de datos') });
  });

  it('answers 503 when the database does not answer', async () => {
    const { app, close } = await createTestApp();
    close();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ msg: 'La base de datos no responde.', db: 'sin respuesta' });
    expect(response.headers.get('Retry-After')).toBe('30');
  });
});
