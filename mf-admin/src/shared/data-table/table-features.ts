import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/** Per-column presentation hints read by `DataTable`. */
export interface AdminColumnMeta {
  /** CSS width of the column, e.g. '72px' or '30%'. */
  width?: string;
  align?: 'start' | 'center' | 'end';
  /** The cell is a picture: no padding games, fixed size. */
  image?: boolean;
  /** The row's main text (title, name): on phones it leads the row's card, without its label. */
  primary?: boolean;
  /** The row's buttons: on phones they span the card's full width, under its text. */
  actions?: boolean;
}

/**
 * The features every back-office table registers (TanStack Table v9 registers them explicitly):
 * sorting and pagination, whose state drives the server's list (useServerList; BUSCAR too);
 * the sorted row model also orders the page shown at once. Module scope keeps them stable.
 */
export const adminTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  columnMeta: metaHelper<AdminColumnMeta>(),
});

export type AdminTableFeatures = typeof adminTableFeatures;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type
export type AdminColumnDef<TData extends RowData> = ColumnDef<AdminTableFeatures, TData, any>;

/**
 * The column helper bound to the back office's features:
 *
 *   const column = createAdminColumnHelper<Noticia>();
 *   const columns = column.columns([column.accessor('titulo', { header: 'Titulo', enableSorting: true })]);
 */
export const createAdminColumnHelper = <TData extends RowData>() =>
  createColumnHelper<AdminTableFeatures, TData>();
