import { Link } from 'react-router-dom';
import type { Page } from '@portal/contracts';
import styles from './past-last-page.module.css';

/**
 * True when a list answered no items only because the page asked for lies past its last one
 * (an old link, a hand-typed number): the list itself is not empty.
 */
export const isPastLastPage = (result: Pick<Page<unknown>, 'docs' | 'totalDocs'>) =>
  result.docs.length === 0 && result.totalDocs > 0;

/**
 * What a page past the end of a list shows instead of the list's empty text: the way back to
 * its last page. Imported from `@portal/ui/paging`, outside the shared entry, so that only
 * the list pages that use it carry it (the article pages have no room).
 */
export function PastLastPage({ totalPages, href }: { totalPages: number; href: string }) {
  return (
    <div className={styles.notice}>
      <meta name="robots" content="noindex" />
      <p>Esta página no existe: la lista termina en la página {totalPages}.</p>
      <Link to={href} className={styles.link}>
        Ir a la última página
      </Link>
    </div>
  );
}

/**
 * True when a list's answer says its URL names no list page (its paging refused, 400, or no such
 * list, 404): the server answers that document 404, and the page says so, not an outage.
 */
export const isMissingList = (error: { status: number } | undefined) =>
  error?.status === 400 || error?.status === 404;

/** What a list URL that names no list shows (`/noticias/abc/1`, an unknown province or category). */
export function MissingList({ href, label }: { href: string; label: string }) {
  return (
    <div className={styles.notice}>
      <meta name="robots" content="noindex" />
      <p>Página no encontrada: esta dirección no corresponde a ninguna lista.</p>
      <Link to={href} className={styles.link}>
        {label}
      </Link>
    </div>
  );
}
