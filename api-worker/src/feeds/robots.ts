/**
 * The back office's paths (shell/src/app/routes.ts `adminPaths`, back-office spec §2), as
 * robots.txt rules: a `:param` segment becomes its folder. `/agenda` alone is the staff
 * agenda, while `/agenda/9/1` is the public one, hence the `$` (end of path) that Google and
 * Bing honour. A test keeps this list in step with the shell's.
 */
export const BACK_OFFICE_DISALLOW = [
  '/login',
  '/admin',
  '/nuevanoticia',
  '/editarnoticia/',
  '/galeria',
  '/nuevoalbum',
  '/editaralbum/',
  '/agenda$',
  '/nuevoevento',
  '/editarevento/',
  '/usuarios',
  '/nuevousuario',
  '/editarusuario/',
  '/publicidad',
  '/nuevapublicidad',
  '/editarpublicidad/',
  '/nuevobanner',
  '/cuenta/',
] as const;

/**
 * robots.txt: everything public may be crawled (the API too: search engines that render the
 * SPA fetch it), the back office may not, and the sitemap index is named by its absolute URL.
 */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...BACK_OFFICE_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
