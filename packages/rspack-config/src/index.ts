import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  BUNDLER_RUNTIME_GLOBAL,
  bundlerRuntimePaths,
  federationRuntimeAsEsm,
  federationErrorDescriptionsOut,
  federationLoggerInShort,
  federationRuntimeRule,
  provideBundlerRuntimePlugin,
} from './bundler-runtime';
import {
  manifestReleaseData,
  readReleaseBuildInfo,
  StandaloneBuildInfoPlugin,
  type ReleaseBuildInfo,
} from './build-info';
import { failureDrill } from './failure-drill';
import { RouterFacadeCheckPlugin } from './router-facade-check';
import { routerAlias, routerFacade, sharedDependencies } from './shared-dependencies';
import { StartupPreloadPlugin } from './startup-preload-plugin';

export { sharedSingletons } from './shared-dependencies';

export interface FederatedAppOptions {
  /** Folder of the app (its package.json sits there). */
  dirname: string;
  /** Module Federation container name: a JS identifier (news, agenda, gallery, admin, shell). */
  name: string;
  /** Modules a remote offers to the shell, e.g. `{ './HomePage': './src/home/home-page.tsx' }`. */
  exposes?: Record<string, string>;
  /** The shell is served from the portal's origin; remotes from their own (publicPath auto). */
  kind: 'shell' | 'remote';
  /** Compile-time constants (e.g. a build label) exposed as `process.env.*`. */
  define?: Record<string, string>;
  /**
   * The module that renders this app's pages on a server (DESIGN §10), built beside the client
   * files as `server/render.js`: one ES module with no chunks, for Node and workerd alike.
   */
  serverEntry?: string;
}

/**
 * A shared module already loaded (the shell's React, router, @portal/ui…, a carousel another
 * section brought) serves every later consumer whose required range it satisfies, instead of
 * downloading a higher patch of it again ('version-first' prefers the highest version).
 */
const SHARE_STRATEGY = 'loaded-first';

/** @portal/ui's sources (see baseConfig's CSS rules). */
const sharedUiSources = path.resolve(import.meta.dirname, '../../ui/src');
/** `ui-<class>`: so a class name is used in one of @portal/ui's stylesheets only (checked below). */
const SHARED_UI_CLASS_NAME = 'ui-[local]';

/** Fails the build when two of @portal/ui's stylesheets declare the same class (one `ui-` name). */
function assertSharedUiClassesUnique(): void {
  const owners = new Map<string, string>();
  for (const file of readdirSync(sharedUiSources).filter((name) => name.endsWith('.module.css'))) {
    const css = readFileSync(path.join(sharedUiSources, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, name] of css.matchAll(/\.([A-Za-z_][\w-]*)/g)) {
      const owner = owners.get(name!);
      if (owner && owner !== file) {
        throw new Error(
          `@portal/ui: la clase .${name} está en ${owner} y en ${file}; cada clase, en un solo archivo.`,
        );
      }
      owners.set(name!, file);
    }
  }
}

/** The shell's async boundary (src/index.ts imports it under this chunk name). */
const SHELL_BOOTSTRAP_CHUNK = 'bootstrap';

/**
 * TypeScript and JSX. The browser builds compile JSX to React.createElement (React's classic
 * runtime, `React` provided from the shared copy): react/jsx-runtime is not shared, so the
 * automatic runtime put a copy of it in the shell's React DOM chunk, in @portal/ui's and in every
 * exposed module's (0.3–0.6 kB gzip on every page). The server renderers keep the automatic
 * runtime; the HTML is the same. ES2022 output keeps class fields as written (no helper in
 * every bundle); every browser a phone runs today has them (Chrome 74, Safari 14.1).
 */
const scriptRuleFor = (runtime: 'classic' | 'automatic'): RuleSetRule => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime } },
      target: 'es2022',
    },
  },
  type: 'javascript/auto',
});

/**
 * The shell's build: one compilation, its HTML preloading what the first render needs. It
 * provides the Module Federation runtime to the remotes (they do not ship their own copy).
 */
export function createFederatedConfig(
  options: FederatedAppOptions & { kind: 'shell' },
): Configuration | Configuration[];
/**
 * A remote's build: the federated container (remoteEntry.js, mf-manifest.json, the exposed
 * modules) and, in the same folder, a standalone page (index.html) for its team to open it alone.
 */
export function createFederatedConfig(options: FederatedAppOptions & { kind: 'remote' }): Configuration[];
export function createFederatedConfig(options: FederatedAppOptions): Configuration | Configuration[] {
  // OUT_DIR builds beside the folder being served (a release to switch to, a test's own copy).
  const outputPath = path.resolve(options.dirname, process.env.OUT_DIR ?? 'dist');
  const server = options.serverEntry ? [serverConfig(options, outputPath)] : [];
  if (options.kind === 'shell')
    return server.length ? [shellConfig(options, outputPath), ...server] : shellConfig(options, outputPath);
  // One reading for both builds: the manifest and the standalone page name the same build.
  const release = readReleaseBuildInfo(options.dirname);
  return [
    remoteContainerConfig(options, outputPath, release),
    standaloneConfig(options, outputPath, release),
    ...server,
  ];
}

/** Where an app's server renderer is written, inside its build folder. */
export const SERVER_RENDERER_FILE = 'server/render.js';

/**
 * The server renderer (DESIGN §10): the same components as the browser build, with React's
 * Web-streams renderer, as one self-contained ES module that runs in Node and in workerd (no
 * Node built-ins, no chunks to load, no code made from strings). CSS modules give their class
 * names only: the browser build ships the styles. Built after the client builds, which clean
 * the folder.
 */
function serverConfig(options: FederatedAppOptions, outputPath: string): Configuration {
  const base = baseConfig(options);
  return {
    ...base,
    name: `${options.name}-server`,
    dependencies: [options.kind === 'shell' ? options.name : `${options.name}-standalone`],
    target: ['webworker', 'es2022'],
    entry: { render: options.serverEntry! },
    // The real router: StaticRouter is no part of the browser's shared facade.
    resolve: {
      ...base.resolve,
      alias: {},
      conditionNames: ['workerd', 'worker', 'browser', 'import', 'module', 'default'],
    },
    module: {
      ...base.module,
      rules: [scriptRuleFor('automatic'), ...base.module!.rules!.slice(1)],
      generator: { 'css/auto': { exportsOnly: true } },
    },
    output: {
      path: path.join(outputPath, path.dirname(SERVER_RENDERER_FILE)),
      filename: '[name].js',
      // CSS modules hash their class names with it: the same names as the browser build's.
      uniqueName: options.name,
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      asyncChunks: false,
      clean: false,
    },
    optimization: { ...base.optimization, splitChunks: false, runtimeChunk: false, minimize: false },
  };
}

function shellConfig(options: FederatedAppOptions, outputPath: string): Configuration {
  const base = baseConfig(options);
  const bundlerRuntime = bundlerRuntimePaths();
  return {
    ...base,
    name: options.name,
    resolve: {
      ...base.resolve,
      alias: {
        ...(base.resolve!.alias as Record<string, string>),
        '@portal/federation-bundler-runtime$': bundlerRuntime.index,
        '@portal/federation-init-container-entry$': bundlerRuntime.initContainerEntry,
      },
    },
    entry: { main: './src/index.ts' },
    output: { ...outputFiles(''), path: outputPath, publicPath: '/', uniqueName: options.name, clean: true },
    plugins: [
      ...base.plugins!,
      new ModuleFederationPlugin({
        name: options.name,
        // The shell declares no remote: it registers them at runtime from /remotes.json.
        remotes: {},
        manifest: false,
        shared: sharedDependencies(options.dirname),
        shareStrategy: SHARE_STRATEGY,
        dts: false,
        experiments: { optimization: { target: 'web' } },
        // The remotes run on the shell's copy of the federation runtime (bundler-runtime.ts).
        runtimePlugins: [provideBundlerRuntimePlugin],
      }),
      federationRuntimeAsEsm(),
      federationErrorDescriptionsOut(),
      federationLoggerInShort(),
      new rspack.HtmlRspackPlugin({
        template: path.join(options.dirname, 'index.html'),
        minify: base.mode === 'production',
      }),
      new StartupPreloadPlugin(SHELL_BOOTSTRAP_CHUNK),
      new RouterFacadeCheckPlugin(routerFacade),
    ],
  };
}

function remoteContainerConfig(
  options: FederatedAppOptions,
  outputPath: string,
  release: ReleaseBuildInfo,
): Configuration {
  const base = baseConfig(options);
  const drill = process.env.PORTAL_FAILURE_DRILL
    ? failureDrill(options.dirname, options.exposes ?? {})
    : undefined;
  return {
    ...base,
    name: options.name,
    // The container entry (remoteEntry.js) is the only one; ModuleFederationPlugin adds it.
    entry: {},
    output: {
      ...outputFiles(''),
      path: outputPath,
      // Remotes load their chunks from wherever their manifest was found.
      publicPath: 'auto',
      uniqueName: options.name,
      clean: true,
    },
    plugins: [
      ...base.plugins!,
      ...(drill ? [drill.plugin] : []),
      new ModuleFederationPlugin({
        name: options.name,
        remotes: {},
        exposes: drill?.exposes ?? options.exposes ?? {},
        filename: 'remoteEntry.js',
        // The build's version, commit and time as `metaData.release` (build-info.ts).
        manifest: { fileName: 'mf-manifest.json', additionalData: manifestReleaseData(release) },
        shared: sharedDependencies(options.dirname),
        shareStrategy: SHARE_STRATEGY,
        dts: false,
        experiments: { optimization: { target: 'web' } },
      }),
      // The shell provides the federation runtime (bundler-runtime.ts): remoteEntry.js 15 → 5 kB gzip.
      new rspack.ExternalsPlugin('global', { [bundlerRuntimePaths().index]: BUNDLER_RUNTIME_GLOBAL }),
      new RouterFacadeCheckPlugin(routerFacade),
    ],
  };
}

/**
 * The remote opened on its own origin (`/` → index.html), for its team's development: a plain
 * single-page build, without federation, under `standalone/` so its files never mix with the
 * container's. Built after the container, which cleans the folder.
 */
function standaloneConfig(
  options: FederatedAppOptions,
  outputPath: string,
  release: ReleaseBuildInfo,
): Configuration {
  const base = baseConfig(options);
  return {
    ...base,
    name: `${options.name}-standalone`,
    dependencies: [options.name],
    entry: { main: './src/index.ts' },
    output: {
      ...outputFiles('standalone/'),
      path: outputPath,
      publicPath: 'auto',
      uniqueName: `${options.name}_standalone`,
      clean: false,
    },
    plugins: [
      ...base.plugins!,
      new rspack.HtmlRspackPlugin({
        template: path.join(options.dirname, 'index.html'),
        minify: base.mode === 'production',
      }),
      new StandaloneBuildInfoPlugin(`mf-${options.name}`, release),
    ],
  };
}

function outputFiles(prefix: string) {
  return {
    filename: `${prefix}[name].[contenthash:8].js`,
    chunkFilename: `${prefix}[name].[contenthash:8].js`,
    cssFilename: `${prefix}[name].[contenthash:8].css`,
    cssChunkFilename: `${prefix}[name].[contenthash:8].css`,
    assetModuleFilename: `${prefix}assets/[name].[contenthash:8][ext]`,
  };
}

function baseConfig(options: FederatedAppOptions): Configuration {
  assertSharedUiClassesUnique();
  const production = process.env.NODE_ENV !== 'development';
  return {
    context: options.dirname,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: routerAlias(options.dirname) },
    module: {
      parser: {
        'css/auto': { namedExports: false },
        // An import the module does not export is an error, not `undefined` at runtime.
        javascript: { exportsPresence: 'error' },
      },
      rules: [
        scriptRuleFor('classic'),
        federationRuntimeRule,
        // @portal/ui is shared: its class names must be the same in every build that renders it
        // (the shell's copy runs in the browser, a section's server bundle renders its own copy),
        // so they are made from its file and class names alone, not from the build.
        {
          test: /\.css$/,
          include: sharedUiSources,
          type: 'css/auto',
          generator: { localIdentName: SHARED_UI_CLASS_NAME },
        },
        { test: /\.css$/, exclude: sharedUiSources, type: 'css/auto' },
        { test: /\.(png|jpe?g|webp|avif|gif|svg)$/, type: 'asset' },
      ],
    },
    plugins: [
      // React.createElement's `React` for the classic JSX runtime (scriptRuleFor).
      new rspack.ProvidePlugin({ React: 'react' }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        ...Object.fromEntries(
          Object.entries(options.define ?? {}).map(([key, value]) => [
            `process.env.${key}`,
            JSON.stringify(value),
          ]),
        ),
      }),
    ],
    // Exports of a build's own modules get the shortest names (a, b, …) rather than stable
    // two-letter hashes: 0.4 kB gzip off the shell's first load. What crosses builds keeps its
    // names: the shared modules', the exposed modules' and the server renderers' exports.
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', mangleExports: 'size' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
