import { useState, type FormEvent } from 'react';
import type { AuditRow } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { createAdminColumnHelper, DataTable } from '../../shared/data-table';
import { SelectField } from '../../shared/forms/select-field';
import { TextField } from '../../shared/forms/text-field';
import { formatArgentinaDateTime } from '../../shared/time/argentina-time';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import { AUDIT_RESOURCES, useActivity, type ActivityFilters } from './activity-api';
import styles from './activity.module.css';

const column = createAdminColumnHelper<AuditRow>();

const columns = column.columns([
  column.accessor('created_at', {
    header: 'Fecha',
    cell: ({ row }) => (
      <span className={styles.nowrap}>{formatArgentinaDateTime(row.original.created_at)}</span>
    ),
  }),
  column.accessor('usuario', { header: 'Usuario', meta: { primary: true } }),
  column.accessor('accion', { header: 'Acción' }),
  column.accessor('recurso', { header: 'Recurso' }),
  column.accessor('recurso_id', {
    header: 'Id',
    cell: ({ row }) => <code className={styles.id}>{row.original.recurso_id}</code>,
  }),
  column.accessor('ip', {
    header: 'IP',
    cell: ({ row }) => <code className={styles.id}>{row.original.ip}</code>,
  }),
]);

const resourceLabels = AUDIT_RESOURCES.map((resource) => resource.label);
const resourceOf = (label: string) =>
  AUDIT_RESOURCES.find((resource) => resource.label === label)?.value ?? '';

/**
 * /actividad (privilege usuarios): who did what, to which item, when and from where — every staff
 * write, login and refused login, newest first; filtered by user and resource on the server.
 */
export default function ActivityPage() {
  usePageTitle('Actividad');
  const [filters, setFilters] = useState<ActivityFilters>({ usuario: '', recurso: '' });
  const { rows, paging, error, loading, firstPage } = useActivity(filters);
  useLoginOnSessionLoss(error);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilters({
      usuario: String(form.get('usuario') ?? '').trim(),
      recurso: resourceOf(String(form.get('recurso') ?? '')),
    });
    firstPage();
  };

  return (
    <>
      <PageHeader title="Actividad" />
      <form className={styles.filters} onSubmit={apply} aria-label="Filtrar actividad">
        <TextField label="Usuario" name="usuario" placeholder="Nombre de usuario exacto" autoComplete="off" />
        <SelectField label="Recurso" name="recurso" options={resourceLabels} />
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
