/**
 * The document's loader, served as /arranque.js (docs/architecture.md, "Before the code takes
 * over"), asked for by the document's inline bootstrap (CODE_BOOTSTRAP) once the page is painted,
 * or at once at the reader's first sign of use: a press, a touch, a key, a wheel or a scroll. A
 * server-rendered page is read without the portal's code, so the loader only downloads that code
 * after the page's load and runs it at that first sign of use. Until then it does what the code would have done by itself
 * on a page nobody touches: counts the view and the ads the HTML holds (DESIGN §14) and shows the
 * held pictures as the reader comes near them. A document known to need its code before its
 * head leaves (the back office, a section left to the browser) starts it from the head and has
 * no loader (compose-document.ts); one whose section fails after its head has left starts it
 * once painted.
 */
import {
  AD_EVENT_BEACON_PATH,
  CODE_LIST_ID,
  PREVIEW_QUERY_FLAG,
  READ_BEACON_PATH,
  REPLAYED_PRESS_SELECTOR,
  TAKEN_OVER_ATTRIBUTE,
  type EarlyUse,
} from '@portal/contracts';
import {
  sendBeacon,
  takeDocumentViewVista,
  watchViewable,
  whenVisible,
  type CountedBeforeCode,
} from '@portal/ui/beacons';
import { releaseHeldPictures } from '@portal/ui/held-pictures';
import { oneTaskEach } from '@portal/ui/one-task-each';

type CodeElement = [tag: string, attributes: Record<string, string>];

const list = document.getElementById(CODE_LIST_ID);
if (list) {
  const code = JSON.parse(list.textContent || '[]') as CodeElement[];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // After the claims of the first view's counts, which the code reads.
    whenParsed(() => {
      for (const [tag, attributes] of code) {
        const element = document.createElement(tag);
        for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
        document.head.appendChild(element);
      }
    });
  };
  // The bootstrap watches for the reader's intent (a press, a touch, a key, a wheel or a scroll);
  // without it (a loader added otherwise), the code starts at once.
  const early: EarlyUse = window.portalEarlyUse ?? { intent: true, press: null };
  early.onIntent = start;
  if (early.intent) start();
  whenParsed(() => {
    const firstView = claimFirstView();
    // A section that failed after the head had left (page-renderer.ts) needs its code at once.
    const sectionLeftToBrowser = document.querySelector('[data-ssr-fallback]') !== null;
    // The beacons and the held pictures' requests leave after the first screen: on a slow link
    // they never share it with its picture.
    afterLoad(() => {
      countFirstView(firstView);
      setTimeout(releaseHeldPictures);
      if (sectionLeftToBrowser) start();
      else prefetch(code);
    });
  });
  replayEarlyPresses(early);
}

/**
 * Downloads the code without running it: the reader's first press then waits for its evaluation
 * only. `prefetch` is idle-priority and keeps the files for the code's own requests.
 */
function prefetch(code: CodeElement[]): void {
  const files = code.flatMap(([tag, attributes]) => {
    const href = tag === 'script' ? attributes.src : attributes.as === 'script' ? attributes.href : undefined;
    return href ? [href] : [];
  });
  // Each request costs the main thread a few milliseconds on a slow phone.
  oneTaskEach(files, (href) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.appendChild(link);
  });
}

interface FirstView {
  /** The path the view counts under, if it is a public page view. */
  ruta?: string;
  /** The ads of the document's HTML, by id (an ad may be drawn twice). */
  ads: Map<string, HTMLElement[]>;
  /** What the code is told (window.portalCountedBeforeCode). */
  counted: CountedBeforeCode;
}

/**
 * What the loader counts of the document's own view (its read and its ads, as the code counts
 * every later view), told to the code at once (window.portalCountedBeforeCode), which then does
 * not count them again.
 */
function claimFirstView(): FirstView {
  const ruta = isPublicPageView() ? location.pathname : undefined;
  const ads = new Map<string, HTMLElement[]>();
  for (const ad of document.querySelectorAll<HTMLElement>('[data-ad]')) {
    const id = ad.dataset.ad!;
    ads.set(id, [...(ads.get(id) ?? []), ad]);
  }
  const counted: CountedBeforeCode = { read: ruta !== undefined, ads: [...ads.keys()], vistas: [] };
  window.portalCountedBeforeCode = counted;
  return { ruta, ads, counted };
}

/**
 * `countedPath` (packages/contracts) for the documents that have the loader, without the route
 * table: every public page's document holds its section, the not-found page none (and the back
 * office has no loader). A staff preview is no reader's view.
 */
function isPublicPageView(): boolean {
  return (
    document.querySelector('[data-ssr-section]') !== null &&
    !new URLSearchParams(location.search).has(PREVIEW_QUERY_FLAG)
  );
}

function countFirstView({ ruta, ads, counted }: FirstView): void {
  if (ruta) {
    const referente = document.referrer;
    whenVisible(() => sendBeacon(READ_BEACON_PATH, referente ? { ruta, referente } : { ruta }));
  }
  // Each beacon costs the main thread a few milliseconds on a slow phone.
  oneTaskEach(ads, ([publi, elements]) => {
    sendBeacon(AD_EVENT_BEACON_PATH, { publi, tipo: 'servida' });
    // One `vista` per ad and view, whichever of its copies is seen first, by the loader or by
    // the code once it watches too (takeDocumentViewVista).
    const stops = elements.map((element) =>
      watchViewable(element, () => {
        for (const stop of stops) stop();
        if (takeDocumentViewVista(counted, publi)) sendBeacon(AD_EVENT_BEACON_PATH, { publi, tipo: 'vista' });
      }),
    );
  });
}

/** How long (in tenths of a second) a press waits for its part: the first tap may start the code. */
const REPLAY_TRIES = 300;

/**
 * Before the page is taken over, a pressed button (not a popover's, which the browser answers
 * itself) is pressed again once its part of the page is: the last one pressed before the loader
 * came (noted by the bootstrap), then any pressed since (handed over by the bootstrap).
 */
function replayEarlyPresses(early: EarlyUse): void {
  let waiting: ReturnType<typeof setInterval> | undefined;
  const replay = (target: EventTarget | null) => {
    const root = document.getElementById('root');
    const button = (target as Element | null)?.closest?.(REPLAYED_PRESS_SELECTOR);
    if (!(button instanceof HTMLElement) || !root || root.hasAttribute(TAKEN_OVER_ATTRIBUTE)) return;
    const part = button.closest('[data-ssr-section]') ?? root;
    let tries = 0;
    clearInterval(waiting);
    waiting = setInterval(() => {
      if (part.hasAttribute(TAKEN_OVER_ATTRIBUTE)) {
        clearInterval(waiting);
        if (button.isConnected) button.click();
      } else if (++tries > REPLAY_TRIES) clearInterval(waiting);
    }, 100);
  };
  replay(early.press);
  early.onPress = replay;
}

function whenParsed(action: () => void): void {
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', action, { once: true });
  else action();
}

/** After the load and the frame that paints it: nothing of the code competes with the first screen. */
function afterLoad(action: () => void): void {
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(action)));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
}
