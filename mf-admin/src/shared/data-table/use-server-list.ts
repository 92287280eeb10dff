import { useEffect, useRef, useState } from 'react';
import type { OnChangeFn, PaginationState, SortingState, Updater } from '@tanstack/react-table';
import type { Page } from '@portal/contracts';
import { useApi, type ApiUrl } from '@portal/ui';
import { useUrlQuery } from '../navigation/use-url-query';

/** What a back-office table shows of a server list, and how its controls change it. */
export interface ServerPaging {
  pagination: PaginationState;
  onPaginationChange: OnChangeFn<PaginationState>;
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  /** BUSCAR as typed; the request follows it after a short pause. */
  search: string;
  onSearchChange: (search: string) => void;
  /** Every row that matches, on every page. */
  totalDocs: number;
}

/** What the page asks the server for: `limit`/`page` of the API, BUSCAR and the sorting. */
export interface ServerListRequest {
  limit: number;
  page: number;
  q: string;
  sorting: SortingState;
}

/** The spec's first page size. */
const FIRST_PAGE_SIZE = 10;
/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 250;

const apply = <T>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

/** A positive whole number from the URL, or the fallback. */
const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** `orden=titulo` (ascending) or `orden=-created_at` (descending) ⇄ the table's sorting. */
const sortingOf = (value: string | null): SortingState =>
  value ? [{ id: value.replace(/^-/, ''), desc: value.startsWith('-') }] : [];
const orderOf = (sorting: SortingState) =>
  sorting[0] ? `${sorting[0].desc ? '-' : ''}${sorting[0].id}` : undefined;

/**
 * A back-office list paged, searched and sorted on the server: the table's controls ('Filas
 * por página', the arrows, BUSCAR, sortable headers) change the request, `pathFor` makes its
 * URL and `pageOf` finds the page in the answer.
 *
 *   const list = useServerList(
 *     ({ limit, page, q }) =>
 *       apiUrl('/api/redaccion/noticias/{limit}/{page}', { params: { path: { limit, page }, query: { q } } }),
 *     (body) => body.noticias,
 *   );
 *   <DataTable data={list.rows} loading={list.loading} paging={list.paging} … />
 *
 * While the next page loads the table keeps showing the last one (marked busy), so the
 * controls do not jump. BUSCAR, the page, its size and the sorting live in the URL's query
 * (`?q=&pagina=&filas=&orden=`): Back from an item's screen finds the list as it was left.
 */
export function useServerList<TBody, TRow>(
  pathFor: (request: ServerListRequest) => ApiUrl<TBody>,
  pageOf: (body: TBody) => Page<TRow>,
) {
  const { params, update } = useUrlQuery();
  const [pagination, setPagination] = useState<PaginationState>(() => ({
    pageIndex: positive(params.get('pagina'), 1) - 1,
    pageSize: positive(params.get('filas'), FIRST_PAGE_SIZE),
  }));
  const [sorting, setSorting] = useState<SortingState>(() => sortingOf(params.get('orden')));
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [q, setQ] = useState(() => search.trim());

  // What the list shows, kept in the URL (the first page and size are left out: the plain path).
  useEffect(() => {
    update({
      q,
      pagina: pagination.pageIndex > 0 ? String(pagination.pageIndex + 1) : undefined,
      filas: pagination.pageSize !== FIRST_PAGE_SIZE ? String(pagination.pageSize) : undefined,
      orden: orderOf(sorting),
    });
  }, [q, pagination, sorting, update]);

  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === q) return;
    // Cleared at once (the spec: clearing the box shows the whole list again); typing after a pause.
    const timer = setTimeout(
      () => {
        setQ(trimmed);
        setPagination((old) => ({ ...old, pageIndex: 0 }));
      },
      trimmed === '' ? 0 : SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search, q]);

  const path = pathFor({ limit: pagination.pageSize, page: pagination.pageIndex + 1, q, sorting });
  const { data, error, loading, reload } = useApi(path);
  const last = useRef<Page<TRow> | undefined>(undefined);
  const page = data === undefined ? undefined : pageOf(data);
  if (page) last.current = page;
  const shown = page ?? last.current;

  // A page past the end (its last row was just deleted): go to the last one there is.
  const totalPages = page?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && pagination.pageIndex + 1 > totalPages) {
      setPagination((old) => ({ ...old, pageIndex: totalPages - 1 }));
    }
  }, [totalPages, pagination.pageIndex]);

  const paging: ServerPaging = {
    pagination,
    onPaginationChange: (updater) => setPagination((old) => apply(updater, old)),
    sorting,
    onSortingChange: (updater) => {
      setSorting((old) => apply(updater, old));
      setPagination((old) => ({ ...old, pageIndex: 0 }));
    },
    search,
    onSearchChange: setSearch,
    totalDocs: shown?.totalDocs ?? 0,
  };

  return {
    rows: shown?.docs,
    loading,
    error,
    reload,
    paging,
    /** Back to the first page (a filter outside the table changed). */
    firstPage: () => setPagination((old) => ({ ...old, pageIndex: 0 })),
  };
}
