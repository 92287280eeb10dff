import { rspack, type Compilation, type Compiler } from '@rspack/core';

type ChunkGroup = Compilation['namedChunkGroups'] extends ReadonlyMap<string, infer Group> ? Group : never;

const CONSUMED = /^consume shared module \([^)]*\) (.+?)@\S+ /;
const PROVIDED = /^provide shared module \([^)]*\) (.+?)@\S+ = /;

/**
 * Adds `<link rel="preload">` tags to the shell's HTML for every file its start needs: the chunk
 * group of the async boundary named `chunkName`, and the shared modules it consumes (React, the
 * router, @portal/ui…) as the shell provides them. Without the tags the browser learns of those
 * files only once main.js has run, one round trip later. Lazy parts (the mobile menu) are left out.
 * The code is fetched at low priority, after what the first paint needs.
 */
export class StartupPreloadPlugin {
  constructor(private readonly chunkName: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'StartupPreloadPlugin',
        async (data) => {
          const links = [...startupFiles(compilation, this.chunkName)]
            .filter((file) => /\.(js|css)$/.test(file))
            // Stylesheets first: the first render waits for them.
            .sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')))
            .map((file) => ({
              tagName: 'link',
              voidTag: true,
              attributes: {
                rel: 'preload',
                as: file.endsWith('.css') ? 'style' : 'script',
                href: data.publicPath + file,
                // A server-rendered page is on screen before any script runs (DESIGN §10): its
                // stylesheets and its largest picture go first on the link, the code after them.
                // At high priority the code shared a slow link with them and put first paint
                // at 1.9 s instead of 1.0 s in Lighthouse's simulated slow 4G (docs/performance.md).
                ...(file.endsWith('.js') ? { fetchpriority: 'low' } : {}),
              },
            }));
          data.assetTags.styles.unshift(...links);
          // The entry (the federation runtime) at the same low priority as the rest of the code;
          // being first in the document, it still comes first among them.
          for (const script of data.assetTags.scripts) script.attributes.fetchpriority = 'low';
          return data;
        },
      );
    });
  }
}

function startupFiles(compilation: Compilation, chunkName: string): Set<string> {
  const boundary = compilation.namedChunkGroups.get(chunkName);
  if (!boundary) throw new Error(`StartupPreloadPlugin: no chunk group named "${chunkName}"`);
  // At runtime a consumed module comes from its provider (the entry's "provide shared" groups),
  // not from the consumer's fallback copy.
  const providers = new Map<string, ChunkGroup>();
  for (const parent of boundary.getParents()) {
    for (const child of parent.childrenIterable) {
      const key = shareKey(child, PROVIDED);
      if (key) providers.set(key, child);
    }
  }
  const files = new Set<string>();
  const visited = new Set<ChunkGroup>();
  const visit = (group: ChunkGroup) => {
    if (visited.has(group)) return;
    visited.add(group);
    for (const file of group.getFiles()) files.add(file);
    for (const child of group.childrenIterable) {
      const key = shareKey(child, CONSUMED);
      const provider = key === undefined ? undefined : (providers.get(key) ?? child);
      if (provider) visit(provider);
    }
  };
  visit(boundary);
  return files;
}

function shareKey(group: ChunkGroup, pattern: RegExp): string | undefined {
  for (const origin of group.origins) {
    const match = pattern.exec(origin.module?.identifier() ?? '');
    if (match) return match[1];
  }
  return undefined;
}
