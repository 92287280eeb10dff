import { useId, type ReactNode } from 'react';
import { useTable, type FilterFn, type RowData, type SortingState } from '@tanstack/react-table';
import { foldText } from '@portal/contracts';
import { adminTableFeatures, type AdminColumnDef, type AdminTableFeatures } from './table-features';
import { TablePagination } from './table-pagination';
import styles from './data-table.module.css';

export interface DataTableProps<TData extends RowData> {
  /** Keep stable (module scope or useMemo): a new array re-runs every row model. */
  columns: AdminColumnDef<TData>[];
  /** Keep stable too; `undefined` while loading. */
  data: TData[] | undefined;
  loading?: boolean;
  /** Accessible name of the table, e.g. 'Usuarios'. */
  label: string;
  getRowId?: (row: TData) => string;
  /**
   * Turns on the BUSCAR box: a row stays when this text contains what was typed, ignoring case
   * and accents (e.g. `(n) => `${n.titulo} ${n.descripcion}``). Needs one accessor column.
   */
  searchText?: (row: TData) => string;
  initialSorting?: SortingState;
  /** Buttons shown beside BUSCAR (NUEVA +…). */
  toolbar?: ReactNode;
}

const NO_ROWS: never[] = [];
const NO_SORTING: SortingState = [];
const PAGE_SIZE = 10;

/**
 * The back office's dense, paginated table (TanStack Table v9): sortable headers for columns with
 * `enableSorting: true`, optional BUSCAR filter, 'Filas por página' / 'de' / 'Todos' pagination,
 * and the spec's 'Loading...' and 'There are no records to display' states.
 */
export function DataTable<TData extends RowData>({
  columns,
  data,
  loading = false,
  label,
  getRowId,
  searchText,
  initialSorting = NO_SORTING,
  toolbar,
}: DataTableProps<TData>) {
  const searchId = useId();
  const matchesSearch: FilterFn<AdminTableFeatures, TData> = (row, _columnId, query: string) =>
    searchText ? foldText(searchText(row.original)).includes(foldText(query.trim())) : true;

  const table = useTable({
    features: adminTableFeatures,
    columns,
    data: data ?? NO_ROWS,
    getRowId,
    defaultColumn: { enableSorting: false },
    initialState: {
      pagination: { pageIndex: 0, pageSize: PAGE_SIZE },
      sorting: initialSorting,
      globalFilter: '',
    },
    globalFilterFn: searchText ? matchesSearch : 'includesString',
  });

  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;
  const status =
    loading && rows.length === 0
      ? 'Loading...'
      : rows.length === 0
        ? 'There are no records to display'
        : null;

  return (
    <div className={styles.wrapper}>
      {(searchText || toolbar) && (
        <div className={styles.toolbar}>
          {toolbar && <div className={styles.actions}>{toolbar}</div>}
          {searchText && (
            <div className={styles.search}>
              <label htmlFor={searchId} className={styles.searchLabel}>
                BUSCAR
              </label>
              <input
                id={searchId}
                type="search"
                className={styles.searchInput}
                value={String(table.state.globalFilter ?? '')}
                onChange={(event) => table.setGlobalFilter(event.target.value)}
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
