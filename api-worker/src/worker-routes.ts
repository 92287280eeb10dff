/**
 * The paths the Hono app answers; every other GET is the shell (static files with SPA
 * fallback). The worker gets the same split from `assets.run_worker_first` in wrangler.jsonc,
 * which a test keeps equal to this list.
 */
export const API_ROUTE_PATTERNS = ['/api/*', '/media/*', '/remotes.json'] as const;

export function isApiRoute(pathname: string): boolean {
  return API_ROUTE_PATTERNS.some((pattern) =>
    pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern,
  );
}
