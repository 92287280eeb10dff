import { Link } from 'react-router-dom';
import type { StaffNoticiaListItem } from '@portal/contracts';
import { formatShortDate, usePageTitle } from '@portal/ui';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { createAdminColumnHelper, DataTable, useRowActions, type RowTargets } from '../../shared/data-table';
import { useUrlQuery } from '../../shared/navigation/use-url-query';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import { Thumbnail } from '../../shared/ui/thumbnail';
import { deleteNews, publicNewsHref, useNewsList } from './news-api';
import { NEWS_STATE_FILTERS, newsStateParts, type NewsStateFilter } from './news-states';
import styles from './news.module.css';

const column = createAdminColumnHelper<StaffNoticiaListItem>();

const columns = column.columns([
  column.accessor('img_portada', {
    header: 'Portada',
    cell: ({ row }) => <Thumbnail src={row.original.img_portada} alt="" />,
    meta: { image: true },
  }),
  column.accessor('titulo', {
    header: 'Titulo',
    cell: ({ row }) => <span className={styles.title}>{row.original.titulo}</span>,
    meta: { width: '38%', primary: true },
  }),
  // The author's name may wrap: VER, EDITAR and BORRAR keep their room at 1366 px.
  column.accessor('editor', { header: 'Autor' }),
  column.accessor('provincia', { header: 'Provincia' }),
  column.accessor('created_at', {
    header: 'Creado',
    cell: ({ row }) => <span className={styles.nowrap}>{formatShortDate(row.original.created_at)}</span>,
  }),
  column.accessor('estado', {
    header: 'Estado',
    // The badge says the state; a scheduled item's time goes under it, so the column stays narrow.
    cell: ({ row }) => {
      const { label, when } = newsStateParts(row.original);
      return (
        <span className={styles.stateCell}>
          <span className={styles.state} data-state={row.original.estado}>
            {label}
          </span>
          {when && <span className={styles.when}>{when}</span>}
        </span>
      );
    },
  }),
]);

const targets: RowTargets<StaffNoticiaListItem> = {
  label: 'titulo',
  view: publicNewsHref,
  edit: '/editarnoticia',
};

const stateFilterOf = (value: string | null): NewsStateFilter =>
  NEWS_STATE_FILTERS.find((filter) => filter.value === value)?.value ?? '';

/** What BUSCAR matches, as the server does. */
const searchText = (item: StaffNoticiaListItem) => `${item.titulo} ${item.descripcion}`;

/**
 * /admin: every news item in any state, newest change first, with its Estado and a filter by
 * state; VER, EDITAR and BORRAR; NUEVA + and BUSCAR.
 */
export default function NewsListPage() {
  usePageTitle('Noticias');
  // The state filter lives in the URL, as BUSCAR and the page do: Back finds the list as it was.
  const { params, update } = useUrlQuery();
  const estado = stateFilterOf(params.get('estado'));
  const { rows, paging, error, loading, reload, firstPage } = useNewsList(estado);
  useLoginOnSessionLoss(error);
  const list = useRowActions(columns, targets, deleteNews, reload);

  return (
    <>
      <PageHeader title="Noticias" />
      <div className={styles.stateFilter} role="group" aria-label="Filtrar por estado">
        {NEWS_STATE_FILTERS.map((filter) => (
          <button
            key={filter.value}
            type="button"
            className={styles.chip}
            aria-pressed={filter.value === estado}
            onClick={() => {
              update({ estado: filter.value });
              firstPage();
            }}
          >
            {filter.label}
          </button>
        ))}
      </div>
      <DataTable
        label="Noticias"
        columns={list.columns}
        data={rows}
        loading={loading}
        getRowId={(item) => item._id}
        paging={paging}
        searchText={searchText}
        toolbar={
          <Link to="/nuevanoticia" className={buttonClass('primary')}>
            NUEVA +
          </Link>
        }
      />
      {list.dialogs}
    </>
  );
}
