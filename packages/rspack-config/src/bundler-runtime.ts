import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * One copy of Module Federation's bundler runtime per page instead of one in every remoteEntry.js
 * (about 10 kB gzip each). The shell provides it on a global, as it already provides the runtime
 * core (`experiments.provideExternalRuntime`), and the remotes take it as an external. A remote
 * built with another Module Federation version would run on the shell's copy, as it already does
 * for the runtime core: upgrade Module Federation in the shell first.
 */
export const BUNDLER_RUNTIME_GLOBAL = '_PORTAL_FEDERATION_BUNDLER_RUNTIME';

const requireHere = createRequire(import.meta.url);

/**
 * The file rspack's federation entry imports the bundler runtime from: resolved the way
 * `@rspack/core` does it, from the runtime tools `@module-federation/enhanced` points it to, so
 * that the external below matches that exact request.
 */
export function bundlerRuntimePaths(): { index: string; initContainerEntry: string } {
  const enhanced = requireHere.resolve('@module-federation/enhanced/rspack');
  const runtimeTools = createRequire(enhanced).resolve('@module-federation/runtime-tools/bundler');
  const index = createRequire(runtimeTools).resolve('@module-federation/webpack-bundler-runtime');
  // The shell exposes nothing, so its copy is built without initContainerEntry: add it back.
  const initContainerEntry = path.join(path.dirname(index), `initContainerEntry${path.extname(index)}`);
  return { index, initContainerEntry };
}

/** The shell's runtime plugin that puts its bundler runtime on the global (see provide-bundler-runtime.js). */
export const provideBundlerRuntimePlugin = path.join(import.meta.dirname, 'provide-bundler-runtime.js');
