import { useEffect, useRef, type CSSProperties } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { count, shortDay } from './report-range';
import styles from './reports.module.css';

export interface ChartSeries {
  label: string;
  /** A hex colour (#rrggbb). */
  color: string;
  values: number[];
  /** Shade the area under the line. */
  fill?: boolean;
}

// Whole steps only: counts of a day have no halves.
const COUNT_STEPS = [
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1e3, 2e3, 2500, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6,
];
const DAY_STEPS = [1, 2, 3, 5, 7, 14, 28, 56, 91, 182];
const GRID = { stroke: '#eef0f3', width: 1 };

/**
 * Counts by day as lines (uPlot, a 20 kB canvas chart: loaded with the report screens only, never
 * with the rest of the back office). The canvas is a picture for the eye; the same figures are a
 * table under it, for a screen reader and for whoever wants the numbers.
 * `series` must be stable between renders (useMemo): a new one draws the chart again.
 */
export function DailyChart({
  title,
  days,
  series,
  height = 260,
}: {
  title: string;
  days: readonly string[];
  series: readonly ChartSeries[];
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height,
        scales: {
          x: { time: false },
          y: { range: (_chart, _min, max) => [0, Math.max(5, Math.ceil(max * 1.1))] },
        },
        series: [
          { label: 'Día', value: (_chart, index) => (index == null ? '' : shortDay(days[index] ?? '')) },
          ...series.map(({ label, color, fill }) => ({
            label,
            stroke: color,
            width: 2,
            fill: fill ? `${color}1f` : undefined,
            points: { show: days.length <= 45, size: 5 },
            value: (_chart: uPlot, value: number | null) => (value == null ? '—' : count(value)),
          })),
        ],
        axes: [
          {
            incrs: DAY_STEPS,
            space: 44,
            grid: GRID,
            values: (_chart, splits) => splits.map((index) => shortDay(days[index] ?? '')),
          },
          {
            incrs: COUNT_STEPS,
            size: 56,
            grid: GRID,
            values: (_chart, splits) => splits.map((value) => count(value)),
          },
        ],
        cursor: { drag: { x: false, y: false } },
      },
      [days.map((_, index) => index), ...series.map(({ values }) => values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, height]);

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      {/* Its height is known before uPlot draws: nothing below it moves. */}
      <div
        ref={box}
        className={styles.canvas}
        style={{ '--chart-height': `${height}px` } as CSSProperties}
        aria-hidden="true"
      />
      <details className={styles.dataTable}>
        <summary>Ver los datos por día</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Día</th>
              {series.map(({ label }) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{shortDay(day)}</th>
                {series.map(({ label, values }) => (
                  <td key={label}>{count(values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
