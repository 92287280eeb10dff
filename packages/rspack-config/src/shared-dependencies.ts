import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Libraries that must exist once per page: two Reacts (or two routers, two jotai stores) would
 * break hooks and context across the shell/remote boundary. The shell loads first and provides
 * them; a remote built against another minor or patch version (inside these caret ranges) takes
 * the shell's copy, because a singleton already loaded always wins the negotiation.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-router-dom': { singleton: true, requiredVersion: '^7.0.0' },
  jotai: { singleton: true, requiredVersion: '^2.0.0' },
} as const;

/**
 * Shared once per page rather than bundled into each front end, by the version in their
 * package.json: `@portal/ui` is otherwise downloaded again by every remote on the page. Not
 * singletons: a remote built against a newer version than the shell provides (a bumped
 * package.json version) keeps its own copy instead of running against an older one. Bump the
 * version when an export changes.
 *
 * `@portal/contracts` is not shared: a shared module ships whole, zod schemas included (31 kB
 * gzip on every page), while bundled it tree-shakes to the few zod-free constants and rules a
 * front end uses (provinces, ad selection: well under 1 kB each).
 */
const sharedInternalPackages = ['@portal/ui'];

/** Libraries more than one remote shows on the same page (the home's two carousels). */
const sharedLibraries = ['embla-carousel-react', 'embla-carousel-autoplay'];

/** The router's shared facade: see shared-router.js. */
export const routerFacade = path.join(import.meta.dirname, 'shared-router.js');

interface SharedConfig {
  singleton?: boolean;
  requiredVersion?: string;
  version?: string;
  import?: string;
}

/**
 * The `shared` block of one app: the singletons, plus the internal packages and libraries the
 * app depends on (a package it does not list cannot be provided from its folder).
 */
export function sharedDependencies(appDir: string): Record<string, SharedConfig> {
  const declared = dependenciesOf(appDir);
  const router = installedPackage(appDir, 'react-router-dom');
  const shared: Record<string, SharedConfig> = {
    ...sharedSingletons,
    // Shared as a facade of the exports the portal uses, so that the one copy every page
    // downloads is tree-shaken (a shared module otherwise ships whole: 62 kB gzip, not 13).
    'react-router-dom': {
      ...sharedSingletons['react-router-dom'],
      import: routerFacade,
      version: router.version,
    },
  };
  for (const name of [...sharedInternalPackages, ...sharedLibraries]) {
    if (!declared.has(name)) continue;
    const { version } = installedPackage(appDir, name);
    shared[name] = { singleton: false, requiredVersion: `^${version}`, version };
  }
  return shared;
}

/** Where the router facade finds the real router: the one the app's react-router-dom uses. */
export function routerAlias(appDir: string): Record<string, string> {
  const routerDom = installedPackage(appDir, 'react-router-dom');
  return { 'react-router$': installedPackage(routerDom.dir, 'react-router').dir };
}

function dependenciesOf(appDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return new Set(Object.keys(manifest.dependencies ?? {}));
}

/** The folder and version of a package as resolved from `fromDir` (exports maps allowed). */
function installedPackage(fromDir: string, name: string): { dir: string; version: string } {
  let dir = path.dirname(createRequire(path.join(fromDir, 'package.json')).resolve(name));
  for (;;) {
    const manifestPath = path.join(dir, 'package.json');
    if (existsSync(manifestPath)) {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === name && manifest.version) return { dir, version: manifest.version };
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json with a version for ${name} above ${fromDir}`);
    dir = parent;
  }
}
