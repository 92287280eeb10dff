import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerRemotesFromConfig, type RemoteName } from './remote-config';

export type { RemoteName } from './remote-config';

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
