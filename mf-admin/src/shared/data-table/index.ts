export { DataTable, NO_RECORDS_MESSAGE, type DataTableProps } from './data-table';
export { PAGE_SIZE_OPTIONS } from './table-pagination';
export { TablePage } from './table-page';
export {
  adminTableFeatures,
  createAdminColumnHelper,
  type AdminColumnDef,
  type AdminColumnMeta,
  type AdminTableFeatures,
} from './table-features';
export { useRowActions, type RowTargets } from './use-row-actions';
export { useServerList, type ServerListRequest, type ServerPaging } from './use-server-list';
