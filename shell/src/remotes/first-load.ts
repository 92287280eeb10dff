import { preloadRemote } from '@module-federation/enhanced/runtime';
import { firstLoadOf } from '../app/routes';
import { registerRemotesFromConfig } from './remote-config';
import { HAND_OVER_ELEMENT_ID } from './hand-over-element';

/**
 * Starts what the first screen needs while React and the shell's own code are still downloading,
 * so that the page is not a chain of round trips: the route's main API call (the browser hands
 * the answer to the remote's own fetch of that URL), a connection to each section's origin for
 * its scripts, and each section's manifest, entry and code. Runs from main.js, before the async
 * boundary; no inline script is needed.
 */
export function startFirstLoad(pathname: string): void {
  const plan = firstLoadOf(pathname);
  if (!plan) return;
  // Same mode and credentials as the remote's fetch(path, { credentials: 'same-origin' }). A page
  // the server rendered carries its answers in the document: nothing to ask for (DESIGN §10). A
  // staff preview (`?vista_previa`) reads the staff view instead: the public call would only 404.
  const preview = new URLSearchParams(location.search).has('vista_previa');
  if (plan.data && !preview && !document.getElementById(HAND_OVER_ELEMENT_ID))
    addLink({ rel: 'preload', as: 'fetch', href: plan.data, crossOrigin: 'anonymous' });
  registerRemotesFromConfig()
    .then((manifests) => {
      const manifestUrls = plan.sections.map(({ remote }) => new URL(manifests[remote], location.href));
      // Scripts load without CORS, on other connections than the manifest's fetch: open them now.
      for (const origin of new Set(manifestUrls.map((url) => url.origin))) {
        if (origin !== location.origin) addLink({ rel: 'preconnect', href: origin });
      }
      // A remote's entry sits beside its manifest (packages/rspack-config): no need to wait for it.
      for (const url of manifestUrls) {
        addLink({ rel: 'preload', as: 'script', href: new URL('remoteEntry.js', url).href });
      }
      return preloadRemote(
        plan.sections.map(({ remote, module }) => ({
          nameOrAlias: remote,
          exposes: [module],
          resourceCategory: 'sync' as const,
          // The shell provides the shared libraries: never fetch the remote's fallback copies.
          share: false,
        })),
      );
    })
    // A section that cannot be had reports it in its own area, with 'Reintentar'.
    .catch(() => undefined);
}

function addLink(attributes: { rel: string; href: string; as?: string; crossOrigin?: string }) {
  const link = document.createElement('link');
  link.rel = attributes.rel;
  link.href = attributes.href;
  if (attributes.as) link.as = attributes.as;
  if (attributes.crossOrigin) link.crossOrigin = attributes.crossOrigin;
  document.head.append(link);
}
