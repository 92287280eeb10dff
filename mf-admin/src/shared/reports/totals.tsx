import type { CSSProperties, ReactNode } from 'react';
import { count } from './report-range';
import styles from './reports.module.css';

export interface Total {
  label: string;
  value: number;
  /** A line under the figure ('12,5 % de las servidas'). */
  detail?: ReactNode;
  /** The card's colour, the same as its line in the chart. */
  color?: string;
}

/** The report's sums, one card each: a description list, read as "Vistas: 1.234". */
export function Totals({ items, label }: { items: readonly Total[]; label: string }) {
  return (
    <dl className={styles.totals} aria-label={label}>
      {items.map(({ label: name, value, detail, color }) => (
        // A custom property set through the CSSOM, which the CSP allows (a style attribute in HTML it would not).
        <div
          key={name}
          className={styles.total}
          style={color ? ({ '--tone': color } as CSSProperties) : undefined}
        >
          <dt>{name}</dt>
          <dd>
            {count(value)}
            {detail && <small>{detail}</small>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
