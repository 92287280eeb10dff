import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { countedPath, READ_BEACON_PATH } from '@portal/contracts';
import { countedBeforeCode, sendBeacon, whenVisible } from '@portal/ui';

// The page view last counted (the router's location key), and whether one was counted at all:
// one beacon per view, even when an effect runs twice (React's development checks).
let lastCounted: string | undefined;
let firstLoad = true;

/**
 * Counts the view `view` of `ruta` once the page is visible. Only the first load names the
 * document's referrer (another site, a search engine): an in-site navigation's is the portal
 * itself, which the server drops anyway. No cookie and no storage: the server tells readers apart
 * by a hash that changes every day.
 */
export function countRead(view: string, ruta: string): () => void {
  // The document's first view, counted by its loader before the code came (shell/src/loader).
  if (countedBeforeCode(view, 'read')) {
    lastCounted = view;
    firstLoad = false;
    return () => {};
  }
  return whenVisible(() => {
    if (lastCounted === view) return;
    lastCounted = view;
    const referente = firstLoad ? document.referrer : '';
    firstLoad = false;
    sendBeacon(READ_BEACON_PATH, referente ? { ruta, referente } : { ruta });
  });
}

/** One read per public page view: the first load and every navigation of the router. */
export function ReadBeacon() {
  // A view is a location: its key is new on every navigation (the path and query come with it).
  const { key, pathname, search } = useLocation();
  useEffect(() => {
    const ruta = countedPath(pathname, search);
    return ruta ? countRead(key, ruta) : undefined;
  }, [key, pathname, search]);
  return null;
}
