import { matchPublicRoute } from './client-routes.ts';

/**
 * Where and when the public pages count (DESIGN §14), for the browsers' side: the beacons' paths,
 * an ad's click path and the MRC's rule for a viewable impression. Zod-free: the shell and every
 * section bundle it (the beacons' schemas are in audience.ts, for the server).
 */

/** `POST` one public page view `{ ruta, referente? }` (text/plain JSON: `navigator.sendBeacon`). */
export const READ_BEACON_PATH = '/api/lecturas';

/** `POST` one ad event `{ publi, tipo: 'servida' | 'vista' }`. */
export const AD_EVENT_BEACON_PATH = '/api/publis/eventos';

/** An ad's link: counts a `clic` and answers 302 to the advertiser (works without JavaScript). */
export const adClickPath = (id: string) => `/publi/${encodeURIComponent(id)}/clic`;

/** A viewable impression (MRC): at least half of the ad's pixels on screen… */
export const VIEWABLE_RATIO = 0.5;
/** …for one continuous second. */
export const VIEWABLE_MS = 1000;

/** Query flag of a staff preview of an unpublished item: not a public page view. */
export const PREVIEW_QUERY_FLAG = 'vista_previa';

/**
 * The path a view of `pathname` is counted under (DESIGN §14), or undefined when it is not a
 * public page view: the back office, the not-found page, a staff preview of an unpublished item.
 * Asked by the shell on every view and by the document's loader on the first.
 */
export function countedPath(pathname: string, search: string): string | undefined {
  if (!matchPublicRoute(pathname)) return undefined;
  if (new URLSearchParams(search).has(PREVIEW_QUERY_FLAG)) return undefined;
  return pathname;
}
