// A Module Federation runtime plugin of the shell (browser code): puts the shell's bundler runtime
// on a global before any remote loads; each remote's remoteEntry.js takes it from there instead
// of shipping its own copy (see bundler-runtime.ts). Aliases set by the shell's build.
import federation from '@portal/federation-bundler-runtime';
import { initContainerEntry } from '@portal/federation-init-container-entry';

/**
 * A remote's entry copies these fields into its own `__webpack_require__.federation` and then
 * writes its settings into `bundlerRuntimeOptions`: each read gets fresh objects, so that no two
 * containers share mutable state. The functions are stateless (they receive the container's
 * `webpackRequire`).
 */
const provided = {
  instance: undefined,
  initOptions: undefined,
  attachShareScopeMap: federation.attachShareScopeMap,
};
Object.defineProperties(provided, {
  runtime: { enumerable: true, get: () => ({ ...federation.runtime, init: initContainer }) },
  bundlerRuntime: {
    enumerable: true,
    get: () => ({ ...federation.bundlerRuntime, initContainerEntry, S: {} }),
  },
  bundlerRuntimeOptions: { enumerable: true, get: () => ({}) },
});

/**
 * `init` of `@module-federation/runtime` finds a container's instance by the build identifier
 * compiled into its copy (the shell's here, which would hand every remote the shell's instance):
 * find it by name instead, as that `init` does when no identifier is compiled in.
 */
function initContainer(options) {
  const normalized = { ...options, id: options.id || '' };
  const existing = federation.runtime.getInstance(
    (instance) =>
      instance.options.name === options.name &&
      (options.version ? instance.options.version === options.version : !instance.options.version),
  );
  if (!existing) return federation.runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

export default function provideBundlerRuntime() {
  // The name is BUNDLER_RUNTIME_GLOBAL of bundler-runtime.ts, which the remotes read.
  globalThis._PORTAL_FEDERATION_BUNDLER_RUNTIME = { __esModule: true, default: provided };
  return { name: 'portal-provide-bundler-runtime' };
}
