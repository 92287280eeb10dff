import { useMemo } from 'react';
import type { AudienceResponse } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { errorMessage } from '../../shared/api/api-errors';
import { DailyChart, type ChartSeries } from '../../shared/reports/daily-chart';
import { RangeForm, useReportRange } from '../../shared/reports/range-form';
import { count, percent } from '../../shared/reports/report-range';
import { Totals } from '../../shared/reports/totals';
import { ScreenLoading } from '../../shared/ui/screen-loading';
import { PageHeader } from '../../shared/ui/page-header';
import { useAudience } from './audience-api';
import styles from '../../shared/reports/reports.module.css';

const VIEWS_COLOR = '#b3121f';
const VISITORS_COLOR = '#1f5fb3';

/** The sums of a report: views and visitors added over its days (a visitor is one per day). */
export function audienceTotals({ dias }: Pick<AudienceResponse, 'dias'>) {
  return dias.reduce(
    (sum, day) => ({ vistas: sum.vistas + day.vistas, visitantes: sum.visitantes + day.visitantes }),
    { vistas: 0, visitantes: 0 },
  );
}

/**
 * /audiencia (privilege edicion): what was read, counted by the portal itself without cookies
 * (DESIGN §14) — views and visitors by day in a chart, the most read pages, the sites that sent
 * readers and the robots' requests left out. The days live in the URL.
 */
export default function AudiencePage() {
  usePageTitle('Audiencia');
  const { range, setRange } = useReportRange();
  const { data, error, loading } = useAudience(range);
  useLoginOnSessionLoss(error);

  return (
    <>
      <PageHeader title="Audiencia" />
      <RangeForm range={range} onChange={setRange} label="Período del informe" />
      <p className={styles.note}>
        Sin cookies: un visitante es un lector distinto en un día. Las cifras llegan con hasta un minuto de
        atraso.
      </p>
      {error && !loading ? (
        <p className={styles.error} role="alert">
          {errorMessage(error)}
        </p>
      ) : data ? (
        <AudienceReport report={data} />
      ) : (
        <ScreenLoading />
      )}
    </>
  );
}

function AudienceReport({ report }: { report: AudienceResponse }) {
  const totals = audienceTotals(report);
  const days = useMemo(() => report.dias.map((day) => day.fecha), [report]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Vistas', color: VIEWS_COLOR, values: report.dias.map((day) => day.vistas), fill: true },
      { label: 'Visitantes', color: VISITORS_COLOR, values: report.dias.map((day) => day.visitantes) },
    ],
    [report],
  );
  const all = totals.vistas + report.filtradas;
  return (
    <>
      <Totals
        label="Totales del período"
        items={[
          { label: 'Vistas', value: totals.vistas, color: VIEWS_COLOR },
          {
            label: 'Visitantes',
            value: totals.visitantes,
            color: VISITORS_COLOR,
            detail: 'sumados día por día',
          },
          {
            label: 'Robots filtrados',
            value: report.filtradas,
            color: '#5b6270',
            detail: `${percent(report.filtradas, all)} de las solicitudes; no se cuentan`,
          },
        ]}
      />
      <DailyChart title="Vistas y visitantes por día" days={days} series={series} />
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="mas-leidas">
          <h2 id="mas-leidas" className={styles.panelTitle}>
            Lo más leído
          </h2>
          {report.paginas.length === 0 ? (
            <p className={styles.empty}>Ninguna lectura en el período.</p>
          ) : (
            <table className={styles.table} aria-labelledby="mas-leidas">
              <thead>
                <tr>
                  <th scope="col">Página</th>
                  <th scope="col">Vistas</th>
                  <th scope="col">Visitantes</th>
                </tr>
              </thead>
              <tbody>
                {report.paginas.map((page) => (
                  <tr key={page.ruta}>
                    <td>
                      <a
                        href={page.ruta}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={styles.pageTitle}
                      >
                        {page.titulo ?? (page.ruta === '/' ? 'Portada' : page.ruta)}
                      </a>
                      {(page.titulo || page.ruta === '/') && <span className={styles.path}>{page.ruta}</span>}
                    </td>
                    <td>{count(page.vistas)}</td>
                    <td>{count(page.visitantes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="fuentes">
          <h2 id="fuentes" className={styles.panelTitle}>
            Fuentes
          </h2>
          {report.referentes.length === 0 ? (
            <p className={styles.empty}>Ningún otro sitio envió lectores en el período.</p>
          ) : (
            <table className={styles.table} aria-labelledby="fuentes">
              <thead>
                <tr>
                  <th scope="col">Sitio</th>
                  <th scope="col">Visitas</th>
                </tr>
              </thead>
              <tbody>
                {report.referentes.map((source) => (
                  <tr key={source.dominio}>
                    <td>{source.dominio}</td>
                    <td>{count(source.visitas)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className={styles.note}>Las demás visitas llegaron directo o desde el propio sitio.</p>
        </section>
      </div>
    </>
  );
}
