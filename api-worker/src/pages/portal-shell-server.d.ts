// The shell's server renderer, bundled into the worker through wrangler.jsonc's `alias` (the
// workerd tests alias a module without one). Its shape: pages/page-renderer.ts ShellServerRenderer.
declare module 'portal-shell-server' {
  import type { ShellServerRenderer } from './page-renderer.ts';
  export const serverPageOf: ShellServerRenderer['serverPageOf'] | undefined;
  export const renderChrome: ShellServerRenderer['renderChrome'] | undefined;
  export const HAND_OVER_ELEMENT_ID: string | undefined;
}
