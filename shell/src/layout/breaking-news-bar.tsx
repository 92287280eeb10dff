import { lazy, Suspense } from 'react';
import { apiUrl, useApi } from '@portal/ui';
// The bar's styles stay with the page's own: a server-rendered bar is styled at the first paint.
import './breaking-news-bar.module.css';

// Only when a bar is on: most pages, most of the time, have none, and skip its code.
const BreakingNewsContent = lazy(() => import('./breaking-news-content'));

/**
 * 'Último momento' (DESIGN §12): the editors' breaking-news line under the header on every
 * public page until it expires. Server-rendered pages carry it in their HTML (the chrome's data,
 * api-worker/src/pages/chrome-data.ts), so it takes its place at the first paint: nothing moves.
 * The server's bundle has no chunks, so it renders the bar in place; the browser hydrates that
 * HTML once the bar's chunk has arrived, leaving it on screen meanwhile.
 */
export function BreakingNewsBar() {
  const bar = useApi(apiUrl('/api/ultimo-momento')).data?.ultimo_momento;
  if (!bar) return null;
  return (
    <Suspense>
      <BreakingNewsContent bar={bar} />
    </Suspense>
  );
}
