import { readFileSync } from 'node:fs';
import type { Compiler } from '@rspack/core';

/**
 * Fails the build when a module imports from 'react-router-dom' a name the shared facade
 * (shared-router.js) does not export. A shared module's exports are unknown at build time, so
 * the bundler alone would let it through and the section would get `undefined` at runtime.
 */
export class RouterFacadeCheckPlugin {
  constructor(private readonly facadeFile: string) {}

  apply(compiler: Compiler) {
    const allowed = facadeExports(this.facadeFile);
    compiler.hooks.compilation.tap('RouterFacadeCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RouterFacadeCheckPlugin', (modules) => {
        for (const module of modules) {
          for (const dependency of module.dependencies) {
            const name = dependency.request === 'react-router-dom' ? dependency.ids?.[0] : undefined;
            if (name === undefined || allowed.has(name)) continue;
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${module.readableIdentifier()}: 'react-router-dom' has no "${name}" here. The portal ` +
                  `shares a facade of the router (packages/rspack-config/src/shared-router.js): add ` +
                  `"${name}" there, and release the shell before a remote that uses it.`,
              ),
            );
          }
        }
      });
    });
  }
}

function facadeExports(file: string): Set<string> {
  const list = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!list) throw new Error(`${file}: no "export { … } from 'react-router'"`);
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}
