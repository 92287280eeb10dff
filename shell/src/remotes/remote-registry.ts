import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** The section remotes the shell knows by name; where each lives comes from /remotes.json. */
export type RemoteName = 'news' | 'agenda' | 'gallery' | 'admin';

let registration: Promise<void> | undefined;

/** Fetches /remotes.json once and registers each remote's manifest with the MF runtime. */
function registerRemotesFromConfig(): Promise<void> {
  registration ??= fetch('/remotes.json', { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
      return response.json() as Promise<Record<RemoteName, string>>;
    })
    .then((manifests) => {
      registerRemotes(
        Object.entries(manifests).map(([name, entry]) => ({ name, entry })),
        { force: true },
      );
    })
    .catch((error: unknown) => {
      registration = undefined; // let "Reintentar" fetch the configuration again
      throw error;
    });
  return registration;
}

// Start fetching the configuration as soon as the shell's code runs.
void registerRemotesFromConfig().catch(() => undefined);

type AnyComponent = ComponentType<Record<string, unknown>>;
const components = new Map<string, LazyExoticComponent<AnyComponent>>();

/** A lazy component for `remote/Module`, loaded only when first rendered. */
export function remoteComponent(remote: RemoteName, module: string) {
  const id = `${remote}/${module}`;
  let component = components.get(id);
  if (!component) {
    component = lazy(async () => {
      await registerRemotesFromConfig();
      const loaded = await loadRemote<{ default: AnyComponent }>(id);
      if (!loaded?.default) throw new Error(`No se pudo cargar ${id}`);
      return loaded;
    });
    components.set(id, component);
  }
  return component;
}

/** Forgets a failed remote so the next render loads it again from the network. */
export function forgetRemoteComponent(remote: RemoteName, module: string) {
  components.delete(`${remote}/${module}`);
}
