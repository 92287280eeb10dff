import { useId } from 'react';
import type { ReactTable, RowData } from '@tanstack/react-table';
import { STAFF_LIST_ALL } from '@portal/contracts';
import type { AdminTableFeatures } from './table-features';
import styles from './data-table.module.css';

/** The spec's page sizes. */
export const PAGE_SIZE_OPTIONS = [10, 15, 20, 25, 30] as const;
/**
 * 'Todos' asks for the largest page the API answers (100 rows) rather than paging through the
 * whole table in the browser: every list fits today, and a longer one still gets the arrows.
 */
const ALL = 'todos';

/** 'Filas por página [10]   1-10 de 23   « ‹ › »' under a table. */
export function TablePagination<TData extends RowData>({
  table,
}: {
  table: ReactTable<AdminTableFeatures, TData>;
}) {
  const id = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  const total = table.getRowCount();
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);

  return (
    <nav className={styles.pagination} aria-label="Paginación">
      <label htmlFor={id}>Filas por página:</label>
      <select
        id={id}
        className={styles.pageSize}
        value={pageSize === STAFF_LIST_ALL ? ALL : String(pageSize)}
        onChange={(event) =>
          table.setPageSize(event.target.value === ALL ? STAFF_LIST_ALL : Number(event.target.value))
        }
      >
        {PAGE_SIZE_OPTIONS.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
        <option value={ALL}>Todos</option>
      </select>
      <span className={styles.range}>
        {first}-{last} de {total}
      </span>
      <span className={styles.pageButtons}>
        <PageButton
          label="Primera página"
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.firstPage()}
        >
          «
        </PageButton>
        <PageButton
          label="Página anterior"
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.previousPage()}
        >
          ‹
        </PageButton>
        <PageButton
          label="Página siguiente"
          disabled={!table.getCanNextPage()}
          onClick={() => table.nextPage()}
        >
          ›
        </PageButton>
        <PageButton label="Última página" disabled={!table.getCanLastPage()} onClick={() => table.lastPage()}>
          »
        </PageButton>
      </span>
    </nav>
  );
}

function PageButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      className={styles.pageButton}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
