/**
 * Which folder of src/ imports which, from the relative import statements of its production
 * files (tests excluded). `tsx scripts/folder-imports.ts` prints the picture and the pairs of
 * folders that import each other, which the layering keeps at none; files at the top of src/
 * (the app and the entries, which put the folders together) count as the folder "(root)".
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

function folderOf(file: string): string {
  const path = relative(SRC, file);
  return path.includes(sep) ? path.split(sep)[0]! : '(root)';
}

/** For each folder, the other folders its files import. */
export function folderImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[1]!);
      if (relative(SRC, target).startsWith('..')) continue;
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === to) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** The pairs of folders that import each other, as "a <-> b". */
export function mutualFolderImports(edges = folderImports()): string[] {
  const pairs: string[] = [];
  for (const [a, targets] of edges)
    for (const b of targets) if (a < b && edges.get(b)?.has(a)) pairs.push(`${a} <-> ${b}`);
  return pairs.sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const edges = folderImports();
  for (const [folder, targets] of [...edges].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`${folder.padEnd(16)} -> ${[...targets].sort().join(', ')}`);
  const pairs = mutualFolderImports(edges);
  console.log(`\nFolders that import each other: ${pairs.length ? pairs.join('; ') : 'none'}`);
}
