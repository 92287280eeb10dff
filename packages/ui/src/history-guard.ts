/**
 * A way to stop the browser's Back and Forward before the router hears them, for a screen that
 * must ask first (the back office's unsaved work, DESIGN §11).
 *
 * BrowserRouter has no blocker, and it hears Back and Forward through a `popstate` listener on
 * window that it adds when it mounts. Listeners on window run in the order they were added —
 * capture or not (Chromium fires window's listeners by registration order) — so a screen's own
 * listener, added later, always runs after the router's. Hence one listener added before the
 * router mounts (`installHistoryGuard`, in the shell's bootstrap), which asks the screens' guards
 * (`guardHistory`) and keeps the event from the router when one of them takes it.
 *
 * The registry lives on window under a global symbol: each section bundles its own copy of this
 * module (`@portal/ui/history-guard`, outside the shared `@portal/ui` that every public page
 * downloads whole), and the shell's listener and a section's guards must meet.
 */

/** Takes a `popstate` (returns true) so that the router never hears it, or leaves it (false). */
export type HistoryGuard = (event: PopStateEvent) => boolean;

interface Registry {
  guards: Set<HistoryGuard>;
  installed: boolean;
}

const REGISTRY = Symbol.for('portal.history-guard');

function registryOf(target: EventTarget): Registry {
  const holder = target as EventTarget & { [REGISTRY]?: Registry };
  return (holder[REGISTRY] ??= { guards: new Set(), installed: false });
}

/**
 * Adds the one `popstate` listener that runs the guards; call it before the router mounts. Once
 * per window: a second call does nothing.
 */
export function installHistoryGuard(target: EventTarget = window): void {
  const registry = registryOf(target);
  if (registry.installed) return;
  registry.installed = true;
  target.addEventListener('popstate', (event) => {
    for (const guard of [...registry.guards]) {
      if (guard(event as PopStateEvent)) {
        event.stopImmediatePropagation();
        return;
      }
    }
  });
}

/**
 * Asks `guard` about every Back and Forward until the returned function removes it. Without
 * `installHistoryGuard` (a section opened alone without it) the guard gets a listener of its own,
 * which runs after the router's: it then sees the move but cannot keep it from the router.
 */
export function guardHistory(guard: HistoryGuard, target: EventTarget = window): () => void {
  const registry = registryOf(target);
  if (!registry.installed) {
    console.warn('guardHistory: installHistoryGuard() did not run before the router.');
    installHistoryGuard(target);
  }
  registry.guards.add(guard);
  return () => {
    registry.guards.delete(guard);
  };
}
