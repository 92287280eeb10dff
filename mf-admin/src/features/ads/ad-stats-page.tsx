import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { AdStatsResponse } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { errorMessage } from '../../shared/api/api-errors';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { DailyChart, type ChartSeries } from '../../shared/reports/daily-chart';
import { RangeForm, useReportRange } from '../../shared/reports/range-form';
import { percent } from '../../shared/reports/report-range';
import { Totals } from '../../shared/reports/totals';
import type { ScreenProps } from '../../shared/screen-props';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import { ScreenLoading } from '../../shared/ui/screen-loading';
import { adStatsCsvHref, useAdStats } from './ads-api';
import styles from '../../shared/reports/reports.module.css';

const SERVED_COLOR = '#5b6270';
const VIEWED_COLOR = '#b3121f';
const CLICKS_COLOR = '#1f5fb3';
const VISITORS_COLOR = '#2f8a4c';

/**
 * /estadisticaspublicidad/:id (privilege publicidad): one ad's figures for the advertiser
 * (DESIGN §14) — servidas, vistas (half of it on screen for a second), clics and distinct
 * visitors, by day in a chart, and the same as a CSV file to hand over ('Descargar CSV').
 */
export default function AdStatsPage({ params }: ScreenProps) {
  const id = params.id ?? '';
  const { range, setRange } = useReportRange();
  const { data, error, loading } = useAdStats(id, range);
  useLoginOnSessionLoss(error);
  usePageTitle(data ? `Cifras de ${data.publi.nombre}` : 'Cifras de la publicidad');

  return (
    <>
      <PageHeader
        title={data ? `Cifras: ${data.publi.nombre}` : 'Cifras de la publicidad'}
        actions={
          <>
            <Link to="/publicidad" className={buttonClass('ghost')}>
              VOLVER
            </Link>
            <a href={adStatsCsvHref(id, range)} download className={buttonClass('primary')}>
              Descargar CSV
            </a>
          </>
        }
      />
      <RangeForm range={range} onChange={setRange} label="Período de las cifras" />
      {error && !loading ? (
        <p className={styles.error} role="alert">
          {errorMessage(error)}
        </p>
      ) : data ? (
        <AdStats stats={data} />
      ) : (
        <ScreenLoading />
      )}
    </>
  );
}

function AdStats({ stats }: { stats: AdStatsResponse }) {
  const { total } = stats;
  const days = useMemo(() => stats.dias.map((day) => day.fecha), [stats]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Servidas', color: SERVED_COLOR, values: stats.dias.map((day) => day.servidas) },
      { label: 'Vistas', color: VIEWED_COLOR, values: stats.dias.map((day) => day.vistas), fill: true },
      { label: 'Clics', color: CLICKS_COLOR, values: stats.dias.map((day) => day.clics) },
    ],
    [stats],
  );
  return (
    <>
      <Totals
        label="Totales del período"
        items={[
          {
            label: 'Servidas',
            value: total.servidas,
            color: SERVED_COLOR,
            detail: 'mostradas en un navegador',
          },
          {
            label: 'Vistas',
            value: total.vistas,
            color: VIEWED_COLOR,
            detail: `${percent(total.vistas, total.servidas)} de las servidas`,
          },
          {
            label: 'Clics',
            value: total.clics,
            color: CLICKS_COLOR,
            detail: `${percent(total.clics, total.vistas)} de las vistas`,
          },
          {
            label: 'Visitantes',
            value: total.visitantes,
            color: VISITORS_COLOR,
            detail: 'lectores distintos',
          },
        ]}
      />
      <DailyChart title="Servidas, vistas y clics por día" days={days} series={series} height={200} />
      <p className={styles.note}>
        Una vista es la publicidad con al menos la mitad en pantalla durante un segundo seguido. Sin cookies:
        un visitante es un lector distinto en un día. Las cifras llegan con hasta un minuto de atraso.
      </p>
    </>
  );
}
