import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import type { Album } from '@portal/contracts';
import { formatShortDate, usePageTitle } from '@portal/ui';
import { canDo } from '../../app/access';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { createAdminColumnHelper, DataTable, useRowActions, type RowTargets } from '../../shared/data-table';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import { Thumbnail } from '../../shared/ui/thumbnail';
import { currentUserAtom } from '../session/current-user';
import { deleteAlbum, publicAlbumHref, useAlbumsList } from './albums-api';
import styles from './albums.module.css';

const column = createAdminColumnHelper<Album>();

const columns = column.columns([
  column.accessor('portada', {
    header: 'Portada',
    cell: ({ row }) => <Thumbnail src={row.original.portada} alt="" />,
    meta: { image: true },
  }),
  column.accessor('nombre', {
    header: 'Nombre',
    cell: ({ row }) => (
      <span className={styles.albumName}>
        {row.original.nombre}
        <small>{row.original.fotos.length} fotos</small>
      </span>
    ),
    meta: { width: '45%', primary: true },
  }),
  column.accessor('ph', { header: 'PH' }),
  column.accessor('created_at', {
    header: 'Creado',
    cell: ({ row }) => <span className={styles.nowrap}>{formatShortDate(row.original.created_at)}</span>,
  }),
]);

const targets: RowTargets<Album> = { label: 'nombre', view: publicAlbumHref, edit: '/editaralbum' };

/** What BUSCAR matches, as the server does. */
const searchText = (album: Album) => `${album.nombre} ${album.ph}`;

/** /galeria: every album, newest first, with VER, EDITAR and (for those the server lets delete) BORRAR. */
export default function AlbumsListPage() {
  usePageTitle('Galería');
  const me = useAtomValue(currentUserAtom);
  const { rows, paging, error, loading, reload } = useAlbumsList();
  useLoginOnSessionLoss(error);
  const list = useRowActions(columns, targets, canDo(me, 'deleteAlbum') ? deleteAlbum : undefined, reload);

  return (
    <>
      <PageHeader title="Galería" />
      <DataTable
        label="Álbumes"
        columns={list.columns}
        data={rows}
        loading={loading}
        getRowId={(album) => album._id}
        paging={paging}
        searchText={searchText}
        toolbar={
          <Link to="/nuevoalbum" className={buttonClass('primary')}>
            NUEVA +
          </Link>
        }
      />
      {list.dialogs}
    </>
  );
}
