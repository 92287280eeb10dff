import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { frontEndApps, repoRoot } from './apps';

/** Newest modification time under a folder (0 when it does not exist). */
function newestMtime(target: string): number {
  let info;
  try {
    info = statSync(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Builds every front-end app whose dist/ is missing or older than its sources (or shared packages). */
export function buildMissing(): void {
  const sharedSources = Math.max(
    newestMtime(path.join(repoRoot, 'packages/ui/src')),
    newestMtime(path.join(repoRoot, 'packages/contracts/src')),
    newestMtime(path.join(repoRoot, 'packages/rspack-config/src')),
  );
  const stale = frontEndApps.filter(({ name }) => {
    const appDir = path.join(repoRoot, name);
    const built = newestMtime(path.join(appDir, 'dist', 'index.html'));
    return built === 0 || built < Math.max(sharedSources, newestMtime(appDir));
  });
  if (stale.length === 0) return;
  console.log(`Compilando: ${stale.map((app) => app.name).join(', ')}…`);
  const filters = stale.flatMap(({ name }) => ['--filter', name]);
  execFileSync('pnpm', [...filters, '--workspace-concurrency=2', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

if (process.argv[1]?.endsWith('build-missing.ts')) buildMissing();
