import { createContext, useContext } from 'react';

/**
 * The portal's public origin for absolute links (share buttons). A server render is given it by
 * the portal (its SITE_URL, or the origin the page was asked at); the browser knows its own.
 */
export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  const given = useContext(SiteOriginContext);
  return given ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
