import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ShellServerRenderer } from '@portal/contracts';

/**
 * The shell's server renderer as the Node entry reaches it: the module its build wrote beside its
 * files (shell/dist/server/render.js), loaded again when a new build replaces it; null when the
 * shell was built without one.
 */
export function shellServerRenderer(shellDir: string): () => Promise<ShellServerRenderer | null> {
  const file = resolve(shellDir, 'server', 'render.js');
  let loaded: { mtime: number; module: Promise<ShellServerRenderer> } | undefined;
  return async () => {
    let mtime: number;
    try {
      mtime = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    if (loaded?.mtime !== mtime) {
      loaded = {
        mtime,
        module: import(`${pathToFileURL(file).href}?v=${mtime}`) as Promise<ShellServerRenderer>,
      };
    }
    return loaded.module;
  };
}
