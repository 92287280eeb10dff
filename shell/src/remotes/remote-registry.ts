import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { mayFallBack, registerRemotesFromConfig, releaseChoices, type RemoteName } from './remote-config';

export type { RemoteName } from './remote-config';

type AnyComponent = ComponentType<Record<string, unknown>>;
const components = new Map<string, LazyExoticComponent<AnyComponent>>();

async function load(id: string) {
  const loaded = await loadRemote<{ default: AnyComponent }>(id);
  if (!loaded?.default) throw new Error(`No se pudo cargar ${id}`);
  return loaded;
}

/**
 * A lazy component for `remote/Module`, loaded only when first rendered. When a candidate release
 * fails to load, the section is loaded once more from the active release before it fails.
 */
export function remoteComponent(remote: RemoteName, module: string) {
  const id = `${remote}/${module}`;
  let component = components.get(id);
  if (!component) {
    component = lazy(async () => {
      await registerRemotesFromConfig();
      const release = releaseChoices[remote]?.id;
      try {
        return await load(id);
      } catch (error) {
        if (!mayFallBack(remote, release)) throw error;
        // Loaded only on such a failure: the switch is no part of a first visit.
        const { fallBackToActive } = await import('./release-fallback');
        if (!fallBackToActive(remote, release, error)) throw error;
        return load(id);
      }
    });
    components.set(id, component);
  }
  return component;
}

/** Forgets a failed remote so the next render loads it again from the network. */
export function forgetRemoteComponent(remote: RemoteName, module: string) {
  components.delete(`${remote}/${module}`);
}
