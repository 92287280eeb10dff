import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { AD_SECTIONS, adExpiresAt, type Publi } from '@portal/contracts';
import { formatShortDate, usePageTitle } from '@portal/ui';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import {
  createAdminColumnHelper,
  DataTable,
  DeleteButton,
  EditLink,
  RowActions,
  useRowDelete,
} from '../../shared/data-table';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import { Thumbnail } from '../../shared/ui/thumbnail';
import { deletePubli, usePublis } from './ads-api';
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

/** /publicidad: every ad, newest first, with EDITAR and BORRAR; expired ones are marked. */
export default function AdsListPage() {
  usePageTitle('Publicidad');
  const { data, error, loading, reload } = usePublis();
  useLoginOnSessionLoss(error);
  const rows = useRowDelete(deletePubli, reload);
  const { deleting, askAndDelete } = rows;

  const ads = useMemo(
    () => data && [...data.publis].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    [data],
  );

  const columns = useMemo(() => {
    const now = Date.now();
    return column.columns([
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
      column.display({
        id: 'acciones',
        header: () => <span className="visually-hidden">Acciones</span>,
        cell: ({ row }) => {
          const { _id, nombre_cliente } = row.original;
          return (
            <RowActions>
              <EditLink to={`/editarpublicidad/${_id}`} label={nombre_cliente} />
              <DeleteButton
                busy={deleting === _id}
                label={nombre_cliente}
                onClick={() => void askAndDelete(_id)}
              />
            </RowActions>
          );
        },
        meta: { width: '1%', actions: true },
      }),
    ]);
  }, [deleting, askAndDelete]);

  return (
    <>
      <PageHeader title="Publicidad" />
      <DataTable
        label="Publicidades"
        columns={columns}
        data={ads}
        loading={loading}
        getRowId={(ad) => ad._id}
        toolbar={
          <Link to="/nuevapublicidad" className={buttonClass('primary')}>
            NUEVO +
          </Link>
        }
      />
      {rows.dialogs}
    </>
  );
}
