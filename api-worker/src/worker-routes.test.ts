import { describe, expect, it } from 'vitest';
import { readWranglerConfig } from './testing/wrangler-test-config.ts';
import { API_ROUTE_PATTERNS, isApiRoute } from './worker-routes.ts';

describe('API routes', () => {
  it('are the ones wrangler.jsonc sends to the worker before the static assets', () => {
    expect(readWranglerConfig().assets.run_worker_first).toEqual([...API_ROUTE_PATTERNS]);
  });

  it('match API paths and nothing else', () => {
    expect(isApiRoute('/api/health')).toBe(true);
    expect(isApiRoute('/media/noticias/a.jpg')).toBe(true);
    expect(isApiRoute('/remotes.json')).toBe(true);
    expect(isApiRoute('/')).toBe(false);
    expect(isApiRoute('/noticias/7/1')).toBe(false);
    expect(isApiRoute('/apix')).toBe(false);
    expect(isApiRoute('/remotes.json.map')).toBe(false);
  });
});
