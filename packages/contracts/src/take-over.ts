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
 * What a press before the take-over is pressed again for once its part of the page is taken over:
 * a button, but not a popover's, which the browser answers itself without the code.
 */
export const REPLAYED_PRESS_SELECTOR = 'button:not([popovertarget])';

/**
 * What the document's bootstrap saw before the loader came (window.portalEarlyUse): whether the
 * reader showed intent (a press, a touch, a key, a wheel or a scroll), and the last element
 * pressed inside a button that will be pressed again (REPLAYED_PRESS_SELECTOR), so that a later
 * press elsewhere (a link, the page's text) does not lose it. The loader then hands it what to do
 * at each later intent and press.
 */
export interface EarlyUse {
  intent: boolean;
  press: EventTarget | null;
  onIntent?: () => void;
  onPress?: (target: EventTarget | null) => void;
}

declare global {
  interface Window {
    portalEarlyUse?: EarlyUse;
  }
}

/**
 * The document's only inline script (DESIGN §10, "CSP by nonce"; docs/architecture.md, "Before
 * the code takes over"), its last element, allowed by the answer's nonce. It asks for the loader
 * (CODE_LOADER_PATH) once the page has loaded and been painted — after `load`, its first paint
 * (a `paint` entry: `load` may come first) and two frames, since a script file evaluated before
 * the first paint holds the paint on a slow link — or at once at the reader's first intent, and notes that intent
 * and the last press on a button it will press again (REPLAYED_PRESS_SELECTOR) for the loader, which then takes the later ones over (EarlyUse). Written small by hand (it is stored uncompressed
 * in every kept answer: http/script-nonce.ts), ES2015 for every browser the portal serves; the
 * same text on both runtimes, so that their documents compare.
 */
export const CODE_BOOTSTRAP =
  '((w,d)=>{let u=w.portalEarlyUse={intent:!1,press:null},s,' +
  `l=()=>{s||(s=d.createElement("script"),s.src="${CODE_LOADER_PATH}",d.head.append(s))},` +
  'f=()=>requestAnimationFrame(()=>requestAnimationFrame(l)),' +
  'p=()=>{let P=w.PerformanceObserver;(P&&P.supportedEntryTypes||[]).includes("paint")?' +
  'new P((e,o)=>{o.disconnect();f()}).observe({type:"paint",buffered:!0}):f()};' +
  'for(let n of["pointerdown","touchstart","keydown","wheel","scroll"])' +
  'addEventListener(n,()=>{u.intent||(u.intent=!0,l(),u.onIntent&&u.onIntent())},{passive:!0});' +
  'addEventListener("click",e=>{let t=e.target;u.onPress?u.onPress(t):' +
  `t.closest&&t.closest("${REPLAYED_PRESS_SELECTOR}")&&(u.press=t)},!0);` +
  'd.readyState=="complete"?p():addEventListener("load",p,{once:!0})})(window,document)';
