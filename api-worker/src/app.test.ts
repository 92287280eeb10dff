import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTERNAL_ERROR_MESSAGE, NOT_FOUND_MESSAGE } from './app.ts';
import { createTestApp } from '../test-support/create-test-app.ts';

describe('app errors', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers unknown API paths with 404 and a Spanish message', async () => {
    const { app } = await createTestApp();
    const response = await app.request('/api/no-existe');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ msg: NOT_FOUND_MESSAGE });
  });

  it('answers a failing handler with 500, logs it, and reveals nothing', async () => {
    const { app } = await createTestApp();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    app.get('/api/falla', () => {
      throw new Error('secret detail');
    });
    const response = await app.request('/api/falla');
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({ msg: INTERNAL_ERROR_MESSAGE });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(logged).toHaveBeenCalled();
  });
});
