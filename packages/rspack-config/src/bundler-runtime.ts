import { createRequire } from 'node:module';
import { rspack, type RuleSetRule } from '@rspack/core';
import path from 'node:path';

/**
 * One copy of Module Federation's runtime per page instead of one in every remoteEntry.js (about
 * 10 kB gzip each): the shell puts its bundler runtime (which holds the runtime core) on a global
 * and the remotes take it as an external, so a remote's entry keeps only its own share and expose
 * tables. A remote built with another Module Federation version runs on the shell's copy:
 * upgrade Module Federation in the shell first.
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

/**
 * rspack's federation entry imports the bundler runtime's CommonJS build, which pulls the
 * CommonJS builds of the runtime core and sdk: nothing of them is tree-shaken (node-only script
 * loading included). Their ES module builds sit beside them (`x.cjs` → `x.js`): taking those
 * instead lets the shell drop what it does not use (main.js 34 → 28 kB gzip).
 */
export function federationRuntimeAsEsm() {
  return new rspack.NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/].+\.cjs$/, (resource) => {
    const data = resource.createData as { resource?: string } | undefined;
    if (data?.resource) data.resource = data.resource.replace(/\.cjs$/, '.js');
  });
}

/** The replaced modules keep the `.cjs` module type unless told: parse them as ES modules. */
export const federationRuntimeRule: RuleSetRule = {
  test: /[\\/]@module-federation[\\/].+\.c?js$/,
  type: 'javascript/auto',
};

/** A module of the federation runtime's packages, `replaced` by a stand-in file of this folder. */
function standIn(replaced: RegExp, file: string) {
  return new rspack.NormalModuleReplacementPlugin(replaced, (resource) => {
    const data = resource.createData as { resource?: string } | undefined;
    if (data?.resource) data.resource = path.join(import.meta.dirname, file);
  });
}

/**
 * The federation runtime's English error descriptions (about 0.5 kB gzip of every first load) are
 * left out: its errors keep their code (`#RUNTIME-003`) and the link to the page that explains it.
 */
export const federationErrorDescriptionsOut = () =>
  standIn(
    /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/,
    'federation-error-descriptions.js',
  );

/**
 * The federation runtime's logger (0.6 kB gzip of every first load: a class that picks a console
 * method, and in debug mode adds a stack trace) is replaced by one that writes to the console
 * with the same prefixes (federation-logger.js): in the browser the runtime only warns and
 * reports errors through it.
 */
export const federationLoggerInShort = () =>
  standIn(/[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]logger\.m?js$/, 'federation-logger.js');
