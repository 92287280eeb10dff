import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

/**
 * What a remote's build says about itself (issue #19 item 1): its package version, the commit it
 * was built from (absent outside git) and when. It goes into `mf-manifest.json` as
 * `metaData.release`, where the portal's release registry reads it, and onto the standalone page.
 */
export interface ReleaseBuildInfo {
  version: string;
  commit?: string;
  builtAt: string;
}

export function readReleaseBuildInfo(appDir: string, now = new Date()): ReleaseBuildInfo {
  const { version = '0.0.0' } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return { version, commit: gitCommit(appDir), builtAt: now.toISOString() };
}

function gitCommit(cwd: string): string | undefined {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^[0-9a-f]{4,40}$/.test(commit) ? commit : undefined;
  } catch {
    return undefined; // not in git, or no git on the machine
  }
}

/**
 * The manifest's extra data: `metaData.release`, and the package version as the standard
 * `buildInfo.buildVersion` unless MF_BUILD_VERSION names another label.
 */
export function manifestReleaseData(info: ReleaseBuildInfo) {
  return ({ stats }: { stats: { metaData: { buildInfo: { buildVersion: string } } } }) => {
    if (!process.env.MF_BUILD_VERSION) stats.metaData.buildInfo.buildVersion = info.version;
    Object.assign(stats.metaData, { release: info });
    return stats as never;
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Writes the build's version, commit and time at the foot of the remote's standalone page. */
export class StandaloneBuildInfoPlugin implements RspackPluginInstance {
  constructor(
    private readonly buildName: string,
    private readonly info: ReleaseBuildInfo,
  ) {}

  apply(compiler: Compiler) {
    const { version, commit, builtAt } = this.info;
    const text = [this.buildName, version, commit, builtAt].filter(Boolean).join(' · ');
    const footer =
      `<footer data-build-info data-version="${escapeHtml(version)}" data-commit="${escapeHtml(commit ?? '')}"` +
      ` data-built-at="${escapeHtml(builtAt)}">` +
      `${escapeHtml(text)}</footer>`;
    compiler.hooks.compilation.tap('StandaloneBuildInfoPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap(
        'StandaloneBuildInfoPlugin',
        (data) => {
          data.html = data.html.replace(/<\/body>/i, `${footer}</body>`);
          return data;
        },
      );
    });
  }
}
