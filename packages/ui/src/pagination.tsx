import { Link } from 'react-router-dom';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  /** How many pages the list has (a search's stops at the pages of the matches it counts). */
  totalPages: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  /** The route of another page of the same list. */
  hrefFor: (page: number) => string;
}

/**
 * « n » paging of the public lists, with 'Página n de N' beside it (issue #35): the arrows are
 * disabled when there is no page that way. Drawn with the list, on the server too, so nothing
 * moves when it appears.
 */
export function Pagination({ page, totalPages, hasPrevPage, hasNextPage, hrefFor }: PaginationProps) {
  return (
    <nav className={styles.pagination} aria-label="Paginación">
      {hasPrevPage ? (
        <Link to={hrefFor(page - 1)} className={styles.arrow} aria-label="Página anterior" rel="prev">
          «
        </Link>
      ) : (
        <span className={styles.arrow} aria-disabled="true" aria-label="Página anterior">
          «
        </span>
      )}
      <span className={styles.current} aria-current="page">
        {page}
      </span>
      {hasNextPage ? (
        <Link to={hrefFor(page + 1)} className={styles.arrow} aria-label="Página siguiente" rel="next">
          »
        </Link>
      ) : (
        <span className={styles.arrow} aria-disabled="true" aria-label="Página siguiente">
          »
        </span>
      )}
      <span className={styles.position}>
        Página {page} de {totalPages}
      </span>
    </nav>
  );
}
