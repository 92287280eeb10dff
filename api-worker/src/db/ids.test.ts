import { objectIdSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { newObjectId } from './ids.ts';

describe('newObjectId', () => {
  it('makes 24-hex ids that start with the creation time, like MongoDB ObjectIds', () => {
    const id = newObjectId(new Date('2026-03-10T12:00:00Z'));
    expect(objectIdSchema.safeParse(id).success).toBe(true);
    expect(Number.parseInt(id.slice(0, 8), 16)).toBe(Date.parse('2026-03-10T12:00:00Z') / 1000);
    expect(newObjectId()).not.toBe(newObjectId());
  });
});
