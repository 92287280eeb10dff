import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ApiReferenceScriptSource } from './api-docs.routes.ts';

/** On Node: Scalar's standalone bundle read from the installed package (its exports do not list it). */
export const readApiReferenceScriptFromPackage: ApiReferenceScriptSource = async () => {
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return readFile(join(dirname(entry), 'browser', 'standalone.js'), 'utf8');
};
