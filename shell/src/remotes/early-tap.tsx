import { useEffect } from 'react';

/**
 * A server-rendered page's buttons do nothing until its code has taken it over (it starts after
 * the page's load, api-worker/src/pages/compose-document.ts). The document's loader remembers the
 * last button a reader pressed before then (`__portalToque`); once the part of the page that owns
 * it has been hydrated, it is pressed again, so that a first tap on the phone menu or a gallery
 * is not lost. The loader stops remembering when the shell takes over (`__portalTomado`): from
 * then on React sees every press itself.
 */
declare global {
  interface Window {
    __portalToque?: Element;
    __portalTomado?: boolean;
  }
}

/** Called just before the page is hydrated. */
export function stopRememberingTaps(): void {
  window.__portalTomado = true;
}

function replayEarlyTap(owns: (button: Element) => boolean): void {
  const button = window.__portalToque;
  if (!button?.isConnected || !owns(button) || !(button instanceof HTMLElement)) return;
  window.__portalToque = undefined;
  button.click();
}

/** In the shell's root: a remembered button of the chrome (header, footer). */
export function ReplayChromeTap() {
  useEffect(() => replayEarlyTap((button) => !button.closest('[data-remote-section]')), []);
  return null;
}

/** Inside a section's boundary (its effect runs once the section is hydrated): a button of that section. */
export function ReplaySectionTap({ remote }: { remote: string }) {
  useEffect(
    () =>
      replayEarlyTap(
        (button) => button.closest('[data-remote-section]')?.getAttribute('data-remote-section') === remote,
      ),
    [remote],
  );
  return null;
}
