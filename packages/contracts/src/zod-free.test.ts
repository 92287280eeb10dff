/// <reference types="node" />
// (This package's own code has no Node types; this test reads its sources from disk.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The modules the front ends import (directly or through index.ts, tree-shaken). One that
 * imported zod, or a module that does, would bring zod's ~26 kB gzip back into every page.
 */
const BROWSER_MODULES = [
  'text.ts',
  'dates.ts',
  'provinces.ts',
  'ad-rules.ts',
  'image-variants.ts',
  'image-sizes.ts',
  'image-focus.ts',
  'client-routes.ts',
  'take-over.ts',
  'page-head.ts',
  'fragment-protocol.ts',
  'audit-labels.ts',
  'beacons.ts',
];

function valueImports(file: string): string[] {
  const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]!);
}

describe('modules the front ends use', () => {
  it.each(BROWSER_MODULES)('%s imports neither zod nor a module that does', (file) => {
    for (const imported of valueImports(file)) {
      expect(imported, `${file} imports ${imported}`).toMatch(/^\.\//);
      expect(BROWSER_MODULES, `${file} imports ${imported}`).toContain(imported.slice(2));
    }
  });

  it('the check sees a zod import where there is one', () => {
    expect(valueImports('ads.ts')).toContain('zod');
  });
});
