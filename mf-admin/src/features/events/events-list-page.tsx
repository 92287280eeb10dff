import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { EventoListItem } from '@portal/contracts';
import { formatShortDate, usePageTitle } from '@portal/ui';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { createAdminColumnHelper, DataTable, useRowActions, type RowTargets } from '../../shared/data-table';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import { Thumbnail } from '../../shared/ui/thumbnail';
import { deleteEvent, publicEventHref, useBannerLinksToEvent, useEventsList } from './events-api';
import { ALL_PROVINCES, ProvinceFilter } from './province-filter';
import styles from './events.module.css';

const column = createAdminColumnHelper<EventoListItem>();

const columns = column.columns([
  column.accessor('flayer', {
    header: 'Flayer',
    cell: ({ row }) => <Thumbnail src={row.original.flayer} alt="" shape="tall" />,
    meta: { image: true },
  }),
  column.accessor('titulo', {
    header: 'Titulo',
    cell: ({ row }) => <span className={styles.title}>{row.original.titulo}</span>,
    meta: { width: '40%', primary: true },
  }),
  column.accessor('provincia', { header: 'Provincia' }),
  column.accessor('fecha', {
    header: 'Fecha',
    enableSorting: true,
    cell: ({ row }) => <span className={styles.nowrap}>{formatShortDate(row.original.fecha)}</span>,
  }),
  column.accessor('created_at', {
    header: 'Creado',
    enableSorting: true,
    cell: ({ row }) => <span className={styles.nowrap}>{formatShortDate(row.original.created_at)}</span>,
  }),
]);

const targets: RowTargets<EventoListItem> = { label: 'titulo', view: publicEventHref, edit: '/editarevento' };

/** What BUSCAR matches, as the server does. */
const searchText = (event: EventoListItem) => `${event.titulo} ${event.provincia}`;

export const BANNER_LINK_NOTICE =
  'El banner central enlaza a este evento: al borrarlo, el banner se queda sin enlace.';

/**
 * /agenda: every event, with Fecha and Creado sortable, BUSCAR and the province accordion
 * filter, all done by the server over the whole agenda.
 */
export default function EventsListPage() {
  usePageTitle('Agenda');
  const [province, setProvince] = useState(ALL_PROVINCES);
  const { rows, paging, error, loading, reload, firstPage } = useEventsList(
    province === ALL_PROVINCES ? undefined : province,
  );
  useLoginOnSessionLoss(error);
  const bannerLinksTo = useBannerLinksToEvent();
  const notice = useCallback(
    (id: string) => (bannerLinksTo(id) ? BANNER_LINK_NOTICE : undefined),
    [bannerLinksTo],
  );
  const list = useRowActions(columns, targets, deleteEvent, reload, notice);

  return (
    <>
      <PageHeader title="Agenda" />
      <ProvinceFilter
        value={province}
        onChange={(next) => {
          setProvince(next);
          firstPage();
        }}
      />
      <DataTable
        label="Eventos"
        columns={list.columns}
        data={rows}
        loading={loading}
        getRowId={(event) => event._id}
        paging={paging}
        searchText={searchText}
        toolbar={
          <Link to="/nuevoevento" className={buttonClass('primary')}>
            NUEVO +
          </Link>
        }
      />
      {list.dialogs}
    </>
  );
}
