import { isClientRoute, matchPublicRoute, type ShellServerRenderer } from '@portal/contracts';
import type { RemotesConfig } from '../config/config.ts';
import { documentSecurityHeaders } from '../http/security-headers.ts';
import { RETRY_AFTER_SECONDS } from '../outage/database-away.ts';
import { apiUnavailableAnswer } from '../outage/last-good-copies.ts';
import { composeDocument } from './compose-document.ts';

const TITLE = 'Sitio momentáneamente no disponible';
const MESSAGE =
  '<section class="container sitio-no-disponible" role="alert"><h1>El sitio no está disponible en este momento</h1>' +
  '<p>Estamos trabajando para restablecerlo. Esta página volverá a intentarlo sola en unos instantes.</p>' +
  '<p><a href="/">Volver a la portada</a></p></section>';

export interface UnavailablePageDeps {
  /** The shell's index.html, as the runtime reads it (no database needed). */
  template: (requestUrl: string) => Promise<string | null>;
  shellServer: () => Promise<ShellServerRenderer | null>;
  remotes: RemotesConfig;
}

/**
 * The answer to a request that could not be made while the database is away and that has no
 * last good copy (DESIGN §13): for a page, a 503 in the site's chrome saying so in Spanish, with
 * no code (nothing to take over) and a refresh after Retry-After; for anything else the API's 503.
 */
export function createUnavailablePage({ template, shellServer, remotes }: UnavailablePageDeps) {
  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    // The API, feeds and files get the API's answer; a page (any other path) the page.
    const isPage = isClientRoute(pathname) || !/^\/(?:api|media)\/|\.[^/]*$/.test(pathname);
    if (!isPage) return apiUnavailableAnswer();
    const [html, shell] = await Promise.all([
      template(request.url).catch(() => null),
      shellServer().catch(() => null),
    ]);
    let document = `<!doctype html><html lang="es"><meta charset="utf-8"><title>${TITLE}</title>${MESSAGE}`;
    if (html && shell) {
      const remote = matchPublicRoute(pathname)?.route.remote ?? 'news';
      try {
        const chrome = await shell.renderChrome(
          pathname,
          { [remote]: { release: 'sin-datos', html: MESSAGE } },
          {},
        );
        ({ html: document } = await composeDocument(html, {
          rootHtml: chrome.html,
          handOver: { sections: {}, answers: {} },
          handOverId: shell.HAND_OVER_ELEMENT_ID,
          head: {
            title: TITLE,
            description: 'El sitio no está disponible en este momento.',
            robots: 'noindex',
          },
          stylesheets: [],
          headHints: `<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}">`,
          code: 'none',
          noindex: true,
        }));
      } catch (error) {
        console.error('The unavailable page was not drawn in the chrome:', error);
      }
    }
    return new Response(request.method === 'HEAD' ? null : document, {
      status: 503,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Retry-After': String(RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
        // No inline style: its stylesheets stay links.
        ...(await documentSecurityHeaders([], remotes)),
      },
    });
  };
}
