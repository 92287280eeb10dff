import type { ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { PageHeader } from '../ui/page-header';
import { DataTable } from './data-table';
import type { AdminColumnDef } from './table-features';
import type { ServerPaging } from './use-server-list';
import styles from './table-page.module.css';

/**
 * A list screen without actions of its own (En revisión, Papelera): the title, a line on what it
 * lists, the table of a server list named after the title (with BUSCAR when `searchText` is
 * given), and the screen's dialogs (children).
 */
export function TablePage<TData extends RowData & { _id: string }>({
  title,
  intro,
  columns,
  rows,
  loading,
  paging,
  searchText,
  children,
}: {
  title: string;
  intro: ReactNode;
  columns: AdminColumnDef<TData>[];
  rows: TData[] | undefined;
  loading: boolean;
  paging: ServerPaging;
  /** Turns on the BUSCAR box (DataTable's `searchText`). */
  searchText?: (row: TData) => string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      <p className={styles.intro}>{intro}</p>
      <DataTable
        label={title}
        columns={columns}
        data={rows}
        loading={loading}
        getRowId={(item) => item._id}
        paging={paging}
        searchText={searchText}
      />
      {children}
    </>
  );
}
