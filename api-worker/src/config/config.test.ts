import { describe, expect, it } from 'vitest';
import { readAppConfig } from './config.ts';

describe('the site’s address in the configuration', () => {
  it('refuses a production configuration without SITE_URL, on Node and in the worker’s production bundle', () => {
    expect(() => readAppConfig({ NODE_ENV: 'production' })).toThrow(/SITE_URL no está definida/);
    expect(() => readAppConfig({}, { production: true })).toThrow(/SITE_URL no está definida/);
    expect(readAppConfig({ NODE_ENV: 'production', SITE_URL: 'https://portal.example/' }).siteUrl).toBe(
      'https://portal.example',
    );
  });

  it('leaves it unset in development, where each entry names its own', () => {
    expect(readAppConfig({}).siteUrl).toBeUndefined();
  });
});
