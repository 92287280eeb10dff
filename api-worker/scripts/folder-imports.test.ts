import { describe, expect, it } from 'vitest';
import { folderImports, mutualFolderImports } from './folder-imports.ts';

describe('the folders of src/', () => {
  it('import one another in one direction only', () => {
    expect(folderImports().size).toBeGreaterThan(10);
    expect(mutualFolderImports()).toEqual([]);
  });
});
