import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { isEditor, mayTrashNews, type StaffNewsListItem } from '@portal/contracts';
import { formatShortDate, usePageTitle } from '@portal/ui';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { createAdminColumnHelper, DataTable, useRowActions, type RowTargets } from '../../shared/data-table';
import { useUrlQuery } from '../../shared/navigation/use-url-query';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import { Thumbnail } from '../../shared/ui/thumbnail';
import { currentUserAtom } from '../session/current-user';
import { useNewsroomPresence } from './editorial/use-newsroom-presence';
import { deleteNews, previewNewsHref, publicNewsHref, useNewsList } from './news-api';
import { NEWS_STATE_FILTERS, newsStateParts, type NewsStateFilter } from './news-states';
import styles from './news.module.css';

const column = createAdminColumnHelper<StaffNewsListItem>();

/** The table's columns; a story someone has open says who under its title. */
const columnsWith = (editing: ReadonlyMap<string, string[]>) =>
  column.columns([
    column.accessor('img_portada', {
      header: 'Portada',
      cell: ({ row }) => <Thumbnail src={row.original.img_portada} alt="" />,
      meta: { image: true },
    }),
    column.accessor('titulo', {
      header: 'Titulo',
      cell: ({ row }) => {
        const names = editing.get(row.original._id);
        return (
          <>
            <span className={styles.title}>{row.original.titulo}</span>
            {names && <span className={styles.editing}>Abierta por {names.join(', ')}</span>}
          </>
        );
      },
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
        // A draft an editor returned to its author says so, as its edit screen does.
        return (
          <span className={styles.stateCell}>
            <span className={styles.state} data-state={row.original.estado}>
              {row.original.devuelta ? 'Devuelta' : label}
            </span>
            {when && <span className={styles.when}>{when}</span>}
          </span>
        );
      },
    }),
  ]);

const targets: RowTargets<StaffNewsListItem> = {
  label: 'titulo',
  // A story that is not public yet is a 404 on the site: VER opens its preview instead.
  view: (id, item) => (item.estado === 'publicada' ? publicNewsHref(id) : previewNewsHref(id)),
  edit: '/editarnoticia',
};

/**
 * The list's targets for this user: BORRAR only where the server would take it (DESIGN §11: a
 * writer without `edicion` trashes only his own items, never a published or scheduled one).
 */
function useTargets(): RowTargets<StaffNewsListItem> {
  const user = useAtomValue(currentUserAtom);
  return useMemo(() => {
    const who = { userId: user?._id ?? '', editor: isEditor(user) };
    return { ...targets, deletable: (item) => mayTrashNews(item, who) };
  }, [user]);
}

const stateFilterOf = (value: string | null): NewsStateFilter =>
  NEWS_STATE_FILTERS.find((filter) => filter.value === value)?.value ?? '';

/** What BUSCAR matches, as the server does. */
const searchText = (item: StaffNewsListItem) => `${item.titulo} ${item.descripcion}`;

/**
 * /admin: every news item in any state, newest change first, with its Estado and a filter by
 * state, and who has each story open; VER, EDITAR and BORRAR (to the Papelera, where the user may);
 * NUEVA + and BUSCAR.
 */
export default function NewsListPage() {
  usePageTitle('Noticias');
  // The state filter lives in the URL, as BUSCAR and the page do: Back finds the list as it was.
  const { params, update } = useUrlQuery();
  const estado = stateFilterOf(params.get('estado'));
  const { rows, paging, error, loading, reload, firstPage } = useNewsList(estado);
  useLoginOnSessionLoss(error);
  const editing = useNewsroomPresence();
  const columns = useMemo(() => columnsWith(editing), [editing]);
  const list = useRowActions(columns, useTargets(), deleteNews, reload, undefined, true);

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
