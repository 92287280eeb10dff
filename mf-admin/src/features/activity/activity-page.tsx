import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  auditActionLabel,
  auditResourceLabel,
  auditUserLabel,
  SYSTEM_AUDIT_USER,
  type AuditRow,
} from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { createAdminColumnHelper, DataTable } from '../../shared/data-table';
import { SelectField } from '../../shared/forms/select-field';
import { TextField } from '../../shared/forms/text-field';
import { useUrlQuery } from '../../shared/navigation/use-url-query';
import { formatArgentinaDateTime } from '../../shared/time/argentina-time';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import {
  activityItemHref,
  AUDIT_RESOURCES,
  NO_ACTIVITY_FILTERS,
  useActivity,
  type ActivityFilters,
} from './activity-api';
import styles from './activity.module.css';

/** The item a row is about: its resource, and its title linked to its screen while it exists. */
function ActivityItem({ row }: { row: AuditRow }) {
  const kind = auditResourceLabel(row.recurso);
  const href = row.existe ? activityItemHref(row.recurso, row.recurso_id) : undefined;
  const name = row.titulo || (row.recurso === 'sesion' ? '' : row.recurso_id);
  return (
    <span className={styles.item}>
      <span className={styles.kind}>{kind}</span>
      {name &&
        (href ? (
          <Link to={href} className={styles.link}>
            {name}
          </Link>
        ) : (
          <span className={styles.name}>
            {name}
            {!row.existe && activityItemHref(row.recurso, row.recurso_id) && (
              <span className={styles.gone}> (borrado)</span>
            )}
          </span>
        ))}
    </span>
  );
}

const column = createAdminColumnHelper<AuditRow>();

const columns = column.columns([
  column.accessor('created_at', {
    header: 'Fecha',
    cell: ({ row }) => (
      <span className={styles.nowrap}>{formatArgentinaDateTime(row.original.created_at)}</span>
    ),
  }),
  column.accessor('usuario', {
    header: 'Usuario',
    cell: ({ row }) => (
      <span className={row.original.usuario === SYSTEM_AUDIT_USER ? styles.system : undefined}>
        {auditUserLabel(row.original.usuario)}
      </span>
    ),
    meta: { primary: true },
  }),
  column.accessor('accion', {
    header: 'Acción',
    cell: ({ row }) => auditActionLabel(row.original.accion),
  }),
  column.accessor('titulo', {
    header: 'Elemento',
    cell: ({ row }) => <ActivityItem row={row.original} />,
    meta: { width: '34%' },
  }),
  column.accessor('ip', {
    header: 'IP',
    cell: ({ row }) => <code className={styles.id}>{row.original.ip}</code>,
  }),
]);

const resourceLabels = AUDIT_RESOURCES.map((resource) => resource.label);
const resourceOf = (label: string) =>
  AUDIT_RESOURCES.find((resource) => resource.label === label)?.value ?? '';
const labelOf = (value: string) =>
  AUDIT_RESOURCES.find((resource) => resource.value === value)?.label ?? 'Todos';

/**
 * /actividad (privilege usuarios): who did what, to which item, when and from where — every staff
 * write, login and refused login, newest first, in Spanish words; each item by its title, linked
 * while it exists. Filtered on the server by a part of the username, the resource and a range of
 * days; the filters live in the URL, as the table's page does.
 */
export default function ActivityPage() {
  usePageTitle('Actividad');
  const { params, update } = useUrlQuery();
  const filters: ActivityFilters = {
    usuario: params.get('usuario') ?? NO_ACTIVITY_FILTERS.usuario,
    recurso: params.get('recurso') ?? NO_ACTIVITY_FILTERS.recurso,
    desde: params.get('desde') ?? NO_ACTIVITY_FILTERS.desde,
    hasta: params.get('hasta') ?? NO_ACTIVITY_FILTERS.hasta,
  };
  const { rows, paging, error, loading, firstPage } = useActivity(filters);
  useLoginOnSessionLoss(error);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    update({
      usuario: text('usuario'),
      recurso: resourceOf(text('recurso')),
      desde: text('desde'),
      hasta: text('hasta'),
    });
    firstPage();
  };

  return (
    <>
      <PageHeader title="Actividad" />
      <form
        className={styles.filters}
        onSubmit={apply}
        aria-label="Filtrar actividad"
        key={params.toString()}
      >
        <TextField
          label="Usuario"
          name="usuario"
          placeholder="Parte del nombre de usuario"
          autoComplete="off"
          defaultValue={filters.usuario}
        />
        <SelectField
          label="Recurso"
          name="recurso"
          options={resourceLabels}
          defaultValue={labelOf(filters.recurso)}
        />
        <TextField label="Desde" name="desde" type="date" defaultValue={filters.desde} />
        <TextField label="Hasta" name="hasta" type="date" defaultValue={filters.hasta} />
        <button type="submit" className={buttonClass('primary')}>
          FILTRAR
        </button>
      </form>
      <DataTable
        label="Actividad"
        columns={columns}
        data={rows}
        loading={loading}
        getRowId={(row) => row._id}
        paging={paging}
      />
    </>
  );
}
