import { useContext, useEffect } from 'react';
import { ServerRenderContext } from './api';

/** The site's name, as every document title ends (@portal/contracts documentTitle, the server's). */
const SITE_NAME = 'Santiago Noticias';

/**
 * The page's title ('Page | Santiago Noticias', or the site's name alone): the browser's tab
 * follows it, and a server render records it for the document's `<title>` and Open Graph title
 * (DESIGN §10), so the server's HTML and the page in the browser give the same one. Written here
 * rather than imported from @portal/contracts: the first visit's code has no bytes to spare.
 */
export function usePageTitle(title: string | undefined) {
  useContext(ServerRenderContext)?.title(title);
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
