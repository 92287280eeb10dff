import { useContext, useEffect } from 'react';
import { documentTitle } from '@portal/contracts';
import { ServerRenderContext } from './api';

/**
 * The page's title ('Page | Santiago Noticias', or the site's name alone): the browser's tab
 * follows it, and a server render records it for the document's `<title>` and Open Graph title
 * (DESIGN §10), so the server's HTML and the page in the browser give the same one.
 */
export function usePageTitle(title: string | undefined) {
  useContext(ServerRenderContext)?.title(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
