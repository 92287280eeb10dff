import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/**
 * Libraries that must exist once per page: two Reacts (or two routers, two jotai stores) would
 * break hooks and context across the shell/remote boundary. Declared once, used by every build.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-router-dom': { singleton: true, requiredVersion: '^7.0.0' },
  jotai: { singleton: true, requiredVersion: '^2.0.0' },
} as const;

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
}

const scriptRule: RuleSetRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2020',
    },
  },
  type: 'javascript/auto',
};

export function createFederatedConfig(options: FederatedAppOptions): Configuration {
  const { dirname, name, exposes, kind } = options;
  const production = process.env.NODE_ENV !== 'development';
  return {
    context: dirname,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dirname, 'dist'),
      // Remotes load their chunks from wherever their manifest was found.
      publicPath: kind === 'shell' ? '/' : 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        scriptRule,
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|webp|avif|gif|svg)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        ...Object.fromEntries(
          Object.entries(options.define ?? {}).map(([key, value]) => [
            `process.env.${key}`,
            JSON.stringify(value),
          ]),
        ),
      }),
      new ModuleFederationPlugin({
        name,
        // The shell declares no remote: it registers them at runtime from /remotes.json.
        remotes: {},
        exposes: exposes ?? {},
        filename: kind === 'remote' ? 'remoteEntry.js' : undefined,
        manifest: kind === 'remote' ? { fileName: 'mf-manifest.json' } : false,
        shared: sharedSingletons,
        dts: false,
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(dirname, 'index.html'),
        // The shell's HTML is the page; a remote's HTML only serves standalone development.
        minify: production,
      }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
