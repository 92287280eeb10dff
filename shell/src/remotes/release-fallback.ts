import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { ApiBody } from '@portal/api-client';
import { releaseChoices, type RemoteName } from './remote-config';

/**
 * The failure report goes by sendBeacon, which outlives the page and never delays it: the one
 * call besides the image upload that is not made by the typed client; its body is still typed.
 */
const FAILURE_REPORT_PATH = '/api/secciones/fallos';

/**
 * After `remote` failed to load from release `failed` (issue #19 item 5): when that release is a
 * candidate, reports the failure (POST /api/secciones/fallos, no personal data) and registers the
 * active release in its place for this page. True when the load should be tried again, also when
 * another section of the same remote already switched.
 */
export function fallBackToActive(remote: RemoteName, failed: string | undefined, error: unknown): boolean {
  const choice = releaseChoices[remote];
  if (!choice || failed === undefined) return false;
  if (choice.id !== failed) return true;
  const kind = loadFailureKind(error);
  if (!choice.activa || !kind) return false;
  // Fire and forget: the page neither waits for the report nor fails with it.
  const report: ApiBody<typeof FAILURE_REPORT_PATH, 'post'> = { remote, release: failed, kind };
  navigator.sendBeacon?.(
    FAILURE_REPORT_PATH,
    new Blob([JSON.stringify(report)], { type: 'application/json' }),
  );
  releaseChoices[remote] = { id: choice.activa.id };
  registerRemotes([{ name: remote, entry: choice.activa.url }], { force: true });
  return true;
}

/**
 * What failed to load, from the bundler's ChunkLoadError and the federation runtime's error codes
 * (#RUNTIME-003: the manifest…); undefined for an error that is no load failure (the code threw).
 */
function loadFailureKind(error: unknown): 'manifest' | 'entry' | 'chunk' | undefined {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/chunk/i.test(text)) return 'chunk';
  if (/RUNTIME-0(03|07|13)|manifest/i.test(text)) return 'manifest';
  if (/RUNTIME-0(01|02|08|11|14|15)|remoteEntry|script/i.test(text)) return 'entry';
  return undefined;
}
