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

/**
 * What the document's bootstrap saw before the loader came (window.portalEarlyUse): whether the
 * reader showed intent (a press, a touch, a key, a wheel or a scroll), and the last element pressed.
 */
export interface EarlyUse {
  intent: boolean;
  press: EventTarget | null;
}

declare global {
  interface Window {
    portalEarlyUse?: EarlyUse;
  }
}

/**
 * The document's only inline script (DESIGN §10, "CSP by nonce"; docs/architecture.md, "Before
 * the code takes over"), its last element, allowed by the answer's nonce. It asks for the loader
 * (CODE_LOADER_PATH) once the page is painted — a script file evaluated before the first paint
 * holds the paint on a slow link — or at once at the reader's first intent, and notes that intent
 * and the last press for the loader (EarlyUse). Plain ES2017 for every browser the portal serves;
 * the same text on both runtimes, so that their documents compare.
 */
export const CODE_BOOTSTRAP =
  '(function(){var w=window,d=document,u=w.portalEarlyUse={intent:false,press:null},asked=false;' +
  'function load(){if(asked)return;asked=true;var s=d.createElement("script");' +
  `s.src=${JSON.stringify(CODE_LOADER_PATH)};d.head.appendChild(s)}` +
  'function intent(){u.intent=true;load()}' +
  '["pointerdown","touchstart","keydown","wheel","scroll"].forEach(function(n){' +
  'addEventListener(n,intent,{once:true,passive:true,capture:true})});' +
  'addEventListener("click",function(e){u.press=e.target},true);' +
  'function painted(){requestAnimationFrame(function(){requestAnimationFrame(load)})}' +
  'if(d.readyState=="complete")painted();else addEventListener("load",painted,{once:true})})()';
