import { remotesManifestSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REMOTES, readAppConfig } from '../config/config.ts';
import { createTestApp } from '../../test-support/create-test-app.ts';

describe('GET /remotes.json', () => {
  it('answers each remote manifest URL, never cached without revalidation', async () => {
    const { app } = await createTestApp();
    const response = await app.request('/remotes.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const body = remotesManifestSchema.parse(await response.json());
    expect(body).toEqual({
      news: 'http://localhost:3001/mf-manifest.json',
      agenda: 'http://localhost:3002/mf-manifest.json',
      gallery: 'http://localhost:3003/mf-manifest.json',
      admin: 'http://localhost:3004/mf-manifest.json',
    });
  });

  it('takes the URLs from the environment, then from explicit overrides', () => {
    const config = readAppConfig(
      { REMOTE_NEWS_URL: 'https://news.example/mf-manifest.json', REMOTE_ADMIN_URL: '  ' },
      { remotes: { gallery: 'https://gallery.example/mf-manifest.json' } },
    );
    expect(config.remotes).toEqual({
      ...DEFAULT_REMOTES,
      news: 'https://news.example/mf-manifest.json',
      gallery: 'https://gallery.example/mf-manifest.json',
    });
  });
});
