import { useId, useMemo, type ReactNode } from 'react';
import { useTable, type RowData } from '@tanstack/react-table';
import { foldText } from '@portal/contracts';
import { adminTableFeatures, type AdminColumnDef } from './table-features';
import { TablePagination } from './table-pagination';
import type { ServerPaging } from './use-server-list';
import styles from './data-table.module.css';

export interface DataTableProps<TData extends RowData> {
  /** Keep stable (module scope or useMemo): a new array re-runs every row model. */
  columns: AdminColumnDef<TData>[];
  /** The page of rows the server answered; `undefined` while the first one loads. */
  data: TData[] | undefined;
  loading?: boolean;
  /** Accessible name of the table, e.g. 'Usuarios'. */
  label: string;
  getRowId?: (row: TData) => string;
  /** The server list behind the table (useServerList): its page, size, sorting and BUSCAR. */
  paging: ServerPaging;
  /**
   * Turns on the BUSCAR box, which the server matches against the list's fields. This text of a
   * row (those same fields, e.g. `(n) => `${n.titulo} ${n.descripcion}``) filters the page
   * already shown at once, ignoring case and accents, until the server's answer arrives.
   */
  searchText?: (row: TData) => string;
  /** Buttons shown beside BUSCAR (NUEVA +…). */
  toolbar?: ReactNode;
}

const NO_ROWS: never[] = [];

/** The spec's empty table, in Spanish. */
export const NO_RECORDS_MESSAGE = 'No hay registros para mostrar.';

/**
 * The back office's dense, paginated table (TanStack Table v9) over a list the server pages,
 * searches and sorts (useServerList): sortable headers for columns with `enableSorting: true`,
 * an optional BUSCAR box, 'Filas por página' / 'de' / 'Todos' pagination over every row of the
 * list, and the 'Loading...' and empty states.
 */
export function DataTable<TData extends RowData>({
  columns,
  data,
  loading = false,
  label,
  getRowId,
  paging,
  searchText,
  toolbar,
}: DataTableProps<TData>) {
  const searchId = useId();
  const searchable = searchText !== undefined;
  const shown = useMemo(() => {
    const words = foldText(paging.search).split(/\s+/).filter(Boolean);
    if (!data || !searchText || words.length === 0) return data;
    return data.filter((row) => {
      const text = foldText(searchText(row));
      return words.every((word) => text.includes(word));
    });
  }, [data, searchText, paging.search]);

  const table = useTable({
    features: adminTableFeatures,
    columns,
    data: shown ?? NO_ROWS,
    getRowId,
    defaultColumn: { enableSorting: false },
    // The rows are one page the server chose and the table does not slice them. A sorted column
    // is sorted by the server over the whole list, and also here over the page shown, so that
    // the click shows at once while the server's page loads.
    manualPagination: true,
    rowCount: paging.totalDocs,
    state: { pagination: paging.pagination, sorting: paging.sorting },
    onPaginationChange: paging.onPaginationChange,
    onSortingChange: paging.onSortingChange,
  });

  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;
  const status = loading && rows.length === 0 ? 'Loading...' : rows.length === 0 ? NO_RECORDS_MESSAGE : null;

  return (
    <div className={styles.wrapper}>
      {(searchable || toolbar) && (
        <div className={styles.toolbar}>
          {toolbar && <div className={styles.actions}>{toolbar}</div>}
          {searchable && (
            <div className={styles.search}>
              <label htmlFor={searchId} className={styles.searchLabel}>
                BUSCAR
              </label>
              <input
                id={searchId}
                type="search"
                className={styles.searchInput}
                value={paging.search}
                onChange={(event) => paging.onSearchChange(event.target.value)}
                autoComplete="off"
              />
            </div>
          )}
        </div>
      )}
      <div className={styles.scroller}>
        <table className={styles.table} aria-label={label} aria-busy={loading || undefined}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      style={{ width: meta?.width }}
                      data-align={meta?.align}
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {header.isPlaceholder ? null : header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          <span
                            className={styles.sortMark}
                            data-sorted={sorted || undefined}
                            aria-hidden="true"
                          />
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {status ? (
              <tr>
                <td colSpan={columnCount} className={styles.status} role="status">
                  {status}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => {
                    const { meta, header } = cell.column.columnDef;
                    return (
                      <td
                        key={cell.id}
                        data-align={meta?.align}
                        data-image={meta?.image || undefined}
                        data-primary={meta?.primary || undefined}
                        data-actions={meta?.actions || undefined}
                        // The column's name, shown before the value when phones stack a row as a card.
                        data-label={typeof header === 'string' ? header : undefined}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <TablePagination table={table} />
    </div>
  );
}
