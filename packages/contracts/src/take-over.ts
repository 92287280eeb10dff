/**
 * The attribute the shell sets once the browser has taken a server-rendered page over (DESIGN
 * §10, "Before the code takes over"): on `#root` when the chrome is hydrated, and on each
 * `[data-ssr-section]` element when its section is. The document's loader (shell/public/arranque.js)
 * and the e2e journeys wait on it; nothing reads React DOM's private properties.
 */
export const TAKEN_OVER_ATTRIBUTE = 'data-hydrated';

/** Where the document's loader is served (shell/src/loader/arranque.ts, built as this file). */
export const CODE_LOADER_PATH = '/arranque.js';

/** The id of the inert JSON list of the code's elements the server writes and the loader reads. */
export const CODE_LIST_ID = 'portal-codigo';
