import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/** The title row of a back-office screen, with its actions (NUEVA +, Agregar usuario…) on the right. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
