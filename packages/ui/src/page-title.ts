import { useEffect } from 'react';

export const SITE_NAME = 'Santiago Noticias';

/** Sets the document title as 'Page | Santiago Noticias' (or the site name alone). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
