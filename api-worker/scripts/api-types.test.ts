import { describe, expect, it } from 'vitest';
import { generateApiTypes, readCheckedInApiTypes } from './api-types.ts';

describe("the front ends' API types (packages/api-client)", () => {
  it('are what the declared routes generate today (else run `pnpm api:types`)', async () => {
    const generated = await generateApiTypes();
    expect(generated).toContain('"/api/noticia/{id}"');
    expect(await readCheckedInApiTypes(), 'run `pnpm api:types` and commit the result').toBe(generated);
  });
});
