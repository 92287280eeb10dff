import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { foldText, type EventoListItem } from '@portal/contracts';
import { formatShortDate, usePageTitle } from '@portal/ui';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { createAdminColumnHelper, DataTable, useRowActions, type RowTargets } from '../../shared/data-table';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import { Thumbnail } from '../../shared/ui/thumbnail';
import { deleteEvent, publicEventHref, useEventsList } from './events-api';
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

/** /agenda: the events with Fecha and Creado sortable and the province accordion filter. */
export default function EventsListPage() {
  usePageTitle('Agenda');
  const { data, error, loading, reload } = useEventsList();
  useLoginOnSessionLoss(error);
  const list = useRowActions(columns, targets, deleteEvent, reload);
  const [province, setProvince] = useState(ALL_PROVINCES);

  // Spec §5: a substring match on provincia, ignoring case and accents.
  const events = useMemo(() => {
    const all = data?.eventos.docs;
    if (!all || province === ALL_PROVINCES) return all;
    const wanted = foldText(province);
    return all.filter((event) => foldText(event.provincia).includes(wanted));
  }, [data, province]);

  return (
    <>
      <PageHeader title="Agenda" />
      <ProvinceFilter value={province} onChange={setProvince} />
      <DataTable
        label="Eventos"
        columns={list.columns}
        data={events}
        loading={loading}
        getRowId={(event) => event._id}
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
