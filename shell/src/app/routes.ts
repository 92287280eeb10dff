import {
  ADMIN_PATHS,
  ADMIN_SECTION,
  HOME_BELOW_SECTIONS,
  PUBLIC_ROUTES,
  isAdminPath,
  matchPublicRoute,
  type RemoteName,
} from '@portal/contracts';
import { apiUrlFromParams, type ApiGetPath, type ApiUrl } from '@portal/api-client';

/** One remote module on screen. */
export interface RemoteSection {
  remote: RemoteName;
  module: string;
}

/**
 * The public routes of `@portal/contracts` (written there once), as the router draws them. Each
 * route's data URL, which the first load preloads, is checked here to be a declared GET path of
 * the API: filled by the same typed client, it is the very URL the remote fetches.
 */
export const publicRoutes: readonly (RemoteSection & { path: string; data?: ApiGetPath })[] = PUBLIC_ROUTES;

/** Below the home's first screen: their code and data load only when the visitor comes near them. */
export const homeBelow: readonly RemoteSection[] = HOME_BELOW_SECTIONS;

/** Back-office paths (docs/product/back-office.md §2); mf-admin's AdminApp routes among them itself. */
export const adminPaths = ADMIN_PATHS;

export const adminSection: RemoteSection = ADMIN_SECTION;

/**
 * The sections and main data call of a URL path, for the first load (before the router runs).
 * A pattern matches a path with as many segments, static segments equal; params are decoded
 * as the router decodes them.
 */
export function firstLoadOf(
  pathname: string,
): { sections: RemoteSection[]; data?: ApiUrl<unknown> } | undefined {
  const page = matchPublicRoute(pathname);
  if (page) {
    const { route, params } = page;
    return { sections: [route], data: 'data' in route ? apiUrlFromParams(route.data, params) : undefined };
  }
  if (isAdminPath(pathname)) return { sections: [adminSection] };
  return undefined;
}
