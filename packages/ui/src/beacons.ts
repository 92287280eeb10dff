import { VIEWABLE_MS, VIEWABLE_RATIO } from '@portal/contracts';

// The browser's side of the portal's own counting (DESIGN §14): no cookie, no storage, no
// third-party script; a beacon is one small POST the browser sends even while the page unloads.

/**
 * Sends `body` to `path` with `navigator.sendBeacon`, as JSON in a string (text/plain: no CORS
 * preflight, no cookie needed). Never throws: counting must not break a page. False when the
 * browser has no beacons or refused to queue it.
 */
export function sendBeacon(path: string, body: object): boolean {
  // A browser without beacons throws here too.
  try {
    return navigator.sendBeacon(path, JSON.stringify(body));
  } catch {
    return false;
  }
}

/**
 * Runs `action` once the page is visible: at once if it is, else at the first `visibilitychange`
 * to visible (a tab opened in the background, a prerender). Answers a cancel.
 */
export function whenVisible(action: () => void): () => void {
  if (document.visibilityState === 'visible') {
    action();
    return () => {};
  }
  const onChange = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onChange);
    action();
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/**
 * Calls `onViewable` once `element` has had at least half of its pixels on screen for one
 * continuous second (the MRC's viewable impression): an IntersectionObserver at threshold 0.5
 * starts a one-second timer, which a drop below half, or the tab being hidden, cancels. Once
 * called, or when the answered stop is called, it watches no more.
 */
export function watchViewable(element: Element, onViewable: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inView = false;
  let stopped = false;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const arm = () => {
    if (stopped || timer !== undefined || !inView || document.visibilityState !== 'visible') return;
    timer = setTimeout(() => {
      stop();
      onViewable();
    }, VIEWABLE_MS);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      // The newest entry tells where the element is now.
      const entry = entries[entries.length - 1]!;
      inView = entry.isIntersecting && entry.intersectionRatio >= VIEWABLE_RATIO;
      if (inView) arm();
      else cancel();
    },
    { threshold: VIEWABLE_RATIO },
  );
  const onVisibility = () => (document.visibilityState === 'visible' ? arm() : cancel());
  function stop() {
    stopped = true;
    cancel();
    observer.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
  }
  observer.observe(element);
  document.addEventListener('visibilitychange', onVisibility);
  return stop;
}

/**
 * What the document's loader (shell/src/loader) counted of the document's own view before the
 * portal's code came, left in `window.portalCountedBeforeCode`: the read (`read`), the `servida`
 * of the ads its HTML holds (`ads`, by id) and the `vista`s sent so far by either side (`vistas`).
 * `view` is the router's key of the first view that asked: the document's own, as no navigation
 * can come before the code.
 */
export interface CountedBeforeCode {
  read: boolean;
  ads: string[];
  vistas: string[];
  view?: string;
}

declare global {
  interface Window {
    portalCountedBeforeCode?: CountedBeforeCode;
  }
}

/**
 * The loader's counts if `view` is the document's own view. The first other view to ask ends
 * them: every later view, a return to the first one by Back included, is the code's to count.
 * Read from the window, not from a module's state: a section (remote) may run its own copy of
 * this module.
 */
function documentViewCounts(view: string): CountedBeforeCode | undefined {
  const counted = typeof window === 'undefined' ? undefined : window.portalCountedBeforeCode;
  if (!counted) return undefined;
  counted.view ??= view;
  if (counted.view === view) return counted;
  delete window.portalCountedBeforeCode;
  return undefined;
}

/**
 * Whether the loader has counted the read, or an ad's `servida`, of the view `view` already
 * (DESIGN §14: once per page view), so the code must not count it again.
 */
export function countedBeforeCode(view: string, what: 'read' | { ad: string }): boolean {
  const counted = documentViewCounts(view);
  if (!counted) return false;
  return what === 'read' ? counted.read : counted.ads.includes(what.ad);
}

/**
 * Takes the `vista` of ad `publi` on view `view`: false when the loader has sent it already,
 * true when the caller is to send it (and the loader then will not). Both may be watching the
 * same ad, or the code a new copy of it (a section drawn again in the browser).
 */
export function takeDocumentViewVista(counted: CountedBeforeCode | undefined, publi: string): boolean {
  if (!counted) return true;
  if (counted.vistas.includes(publi)) return false;
  counted.vistas.push(publi);
  return true;
}

/** The vista's hand for the code: see takeDocumentViewVista. */
export function takeVista(view: string, publi: string): boolean {
  return takeDocumentViewVista(documentViewCounts(view), publi);
}
