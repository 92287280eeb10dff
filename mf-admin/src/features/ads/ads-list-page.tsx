import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { AD_SECTIONS, adExpiresAt, type Publi } from '@portal/contracts';
import { formatShortDate, usePageTitle } from '@portal/ui';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { createAdminColumnHelper, DataTable, useRowActions, type RowTargets } from '../../shared/data-table';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import { Thumbnail } from '../../shared/ui/thumbnail';
import { deletePubli, useAdsList } from './ads-api';
import { SECTION_LABELS } from './ad-form';
import styles from './ads.module.css';

const column = createAdminColumnHelper<Publi>();

function Placements({ ad }: { ad: Publi }) {
  const placement = ad.colocar_en[0];
  const used = AD_SECTIONS.filter((section) => (placement?.[section] ?? 0) > 0);
  if (used.length === 0) return null;
  return (
    <ul className={styles.placements} aria-label="Ubicación">
      {used.map((section) => (
        <li key={section}>
          {SECTION_LABELS[section]} {placement![section]}
        </li>
      ))}
    </ul>
  );
}

/** The ad columns; an ad whose egreso is before `now` is marked Vencida. */
const adColumns = (now: number) =>
  column.columns([
    column.accessor('foto', {
      header: 'Imagen',
      cell: ({ row }) => <Thumbnail src={row.original.foto} alt="" />,
      meta: { image: true },
    }),
    column.accessor('nombre_cliente', {
      header: 'Cliente',
      cell: ({ row }) => (
        <span className={styles.client}>
          {row.original.nombre_cliente}
          <Placements ad={row.original} />
        </span>
      ),
      meta: { primary: true },
    }),
    column.accessor('ingreso', {
      header: 'Ingreso',
      cell: ({ row }) => <span className={styles.date}>{formatShortDate(row.original.ingreso)}</span>,
    }),
    column.accessor('egreso', {
      header: 'Egreso',
      cell: ({ row }) => (
        <span className={styles.date}>
          {formatShortDate(row.original.egreso)}
          {adExpiresAt(row.original.egreso) <= now && <span className={styles.expired}>Vencida</span>}
        </span>
      ),
    }),
    column.accessor('link', {
      header: 'Link',
      cell: ({ row }) =>
        row.original.link ? (
          <a href={row.original.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {row.original.link.replace(/^https?:\/\//, '')}
          </a>
        ) : null,
    }),
  ]);

// CIFRAS: each ad's figures for its advertiser (DESIGN §14).
const targets: RowTargets<Publi> = {
  label: 'nombre_cliente',
  edit: '/editarpublicidad',
  figures: '/estadisticaspublicidad',
};

/** What BUSCAR matches, as the server does. */
const searchText = (ad: Publi) => ad.nombre_cliente;

/** /publicidad: every ad, newest first, with CIFRAS, EDITAR, BORRAR and BUSCAR; expired ones are marked. */
export default function AdsListPage() {
  usePageTitle('Publicidad');
  const { rows, paging, error, loading, reload } = useAdsList();
  useLoginOnSessionLoss(error);
  const columns = useMemo(() => adColumns(Date.now()), []);
  const list = useRowActions(columns, targets, deletePubli, reload);

  return (
    <>
      <PageHeader title="Publicidad" />
      <DataTable
        label="Publicidades"
        columns={list.columns}
        data={rows}
        loading={loading}
        getRowId={(ad) => ad._id}
        paging={paging}
        searchText={searchText}
        toolbar={
          <Link to="/nuevapublicidad" className={buttonClass('primary')}>
            NUEVO +
          </Link>
        }
      />
      {list.dialogs}
    </>
  );
}
