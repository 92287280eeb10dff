import { registerRemotes } from '@module-federation/enhanced/runtime';
import { api } from '@portal/api-client';

/** The section remotes the shell knows by name; where each lives comes from /remotes.json. */
export type RemoteName = 'news' | 'agenda' | 'gallery' | 'admin';

export type RemoteManifests = Record<RemoteName, string>;

const REMOTE_NAMES: readonly RemoteName[] = ['news', 'agenda', 'gallery', 'admin'];

/** `releases` of /remotes.json: the release served and, when it is a candidate, the active one. */
export type ReleaseChoice = { id: string; activa?: { id: string; url: string } };
/** Per remote, the release this page loads (release-fallback.ts switches a failed candidate). */
export const releaseChoices: Partial<Record<RemoteName, ReleaseChoice>> = {};

/**
 * Whether a section of `remote` that failed to load from release `failed` may be tried again
 * from the active release (release-fallback.ts): it was a candidate, or another section of the
 * same remote has already switched away from it.
 */
export function mayFallBack(remote: RemoteName, failed: string | undefined): boolean {
  const choice = releaseChoices[remote];
  return !!choice && failed !== undefined && (choice.id !== failed || !!choice.activa);
}

let registration: Promise<RemoteManifests> | undefined;

/**
 * Fetches /remotes.json (preloaded by index.html) and registers each remote's manifest with the
 * Module Federation runtime. Once per page while it succeeds; after a failure the next call
 * tries again, so 'Reintentar' also reads the configuration anew.
 */
export function registerRemotesFromConfig(): Promise<RemoteManifests> {
  registration ??= api
    .GET('/remotes.json')
    .then((manifests) => {
      Object.assign(releaseChoices, manifests.releases);
      registerRemotes(
        REMOTE_NAMES.map((name) => ({ name, entry: manifests[name] })),
        { force: true },
      );
      return manifests;
    })
    .catch((error: unknown) => {
      registration = undefined;
      throw error;
    });
  return registration;
}
