import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { createFederatedConfig } from '@portal/rspack-config';

/**
 * Scalar's standalone bundle, the script of the API's reference page (`GET /api/docs`). It ships
 * among the portal's static files, which both runtimes serve, rather than inside the worker,
 * whose upload it would otherwise make 1.2 MB gzip bigger. Its package's exports do not list it.
 */
const scalarBundle = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')),
  'browser',
  'standalone.js',
);

const [browser, ...server] = [
  createFederatedConfig({
    dirname: import.meta.dirname,
    name: 'shell',
    kind: 'shell',
    serverEntry: './src/server.tsx',
    // The footer's 'Contacto' address, in both bundles: the server's HTML and the browser agree.
    define: { CONTACT_EMAIL: process.env.CONTACT_EMAIL ?? 'redaccion@santiagonoticias.com.ar' },
  }),
].flat();
browser!.plugins!.push(
  new rspack.CopyRspackPlugin({
    patterns: [
      { from: 'public' },
      { from: scalarBundle, to: 'api-docs/scalar.js', info: { minimized: true } },
    ],
  }),
);

/**
 * The document's loader (src/loader/arranque.ts) as /arranque.js: one plain script with no
 * federation runtime and no React, which every server-rendered document fetches `async`. Built
 * after the browser build, which empties the folder they share.
 */
const loader: Configuration = {
  name: 'loader',
  dependencies: [browser!.name!],
  context: import.meta.dirname,
  mode: browser!.mode,
  devtool: false,
  target: ['web', 'es2022'],
  entry: { arranque: './src/loader/arranque.ts' },
  output: { path: browser!.output!.path, filename: '[name].js', clean: false, iife: true },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: { splitChunks: false, runtimeChunk: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};

export default [browser, ...server, loader];
