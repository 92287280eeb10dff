// The shell's server renderer, bundled into the worker through wrangler.jsonc's `alias` (the
// workerd tests alias a module without one). Its exports are @portal/contracts'
// ShellServerRenderer, which shell/src/server.tsx is checked against; each may be missing here.
declare module 'portal-shell-server' {
  import type { ShellServerRenderer } from '@portal/contracts';
  export const renderChrome: ShellServerRenderer['renderChrome'] | undefined;
  export const HAND_OVER_ELEMENT_ID: ShellServerRenderer['HAND_OVER_ELEMENT_ID'] | undefined;
}
