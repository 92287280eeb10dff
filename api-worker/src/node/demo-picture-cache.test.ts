import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { imageFor } from '../demo-content/image-pool.ts';
import { cachedDemoPictures } from './demo-picture-cache.ts';

const AVATAR = { kind: 'avatar', index: 1 } as const;
let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the demo pictures kept on disk', () => {
  it('give another process the same bytes the drawing gives, read from disk', () => {
    root = mkdtempSync(join(tmpdir(), 'portal-pictures-'));
    const drawn = cachedDemoPictures(root)(AVATAR);
    expect(drawn).toEqual(imageFor(AVATAR));
    const [version] = readdirSync(root);
    const files = readdirSync(join(root, version!));
    expect(files).toContain('avatar-1.jpg');

    // What a later process reads is what is on disk (marked here), not a new drawing.
    const marked = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    writeFileSync(join(root, version!, 'avatar-1.jpg'), marked);
    const read = cachedDemoPictures(root)(AVATAR);
    expect(read.original).toEqual(marked);
    expect([...read.copies.keys()]).toEqual([...imageFor(AVATAR).copies.keys()]);
  });

  it('draws when the cache cannot be written', () => {
    root = mkdtempSync(join(tmpdir(), 'portal-pictures-'));
    const blocked = join(root, 'un-archivo');
    writeFileSync(blocked, '');
    expect(cachedDemoPictures(join(blocked, 'dentro'))(AVATAR)).toEqual(imageFor(AVATAR));
  });
});
