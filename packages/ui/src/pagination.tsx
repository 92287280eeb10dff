import { Link } from 'react-router-dom';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  /** The route of another page of the same list. */
  hrefFor: (page: number) => string;
}

/** « n » paging of the public lists: the arrows are disabled when there is no page that way. */
export function Pagination({ page, hasPrevPage, hasNextPage, hrefFor }: PaginationProps) {
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
    </nav>
  );
}
