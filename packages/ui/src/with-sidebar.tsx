import type { ReactNode } from 'react';
import styles from './with-sidebar.module.css';

/** The main column beside a sidebar (ads, Redes); the sidebar drops below on small screens. */
export function WithSidebar({ children, sidebar }: { children: ReactNode; sidebar: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>{children}</div>
      <div className={styles.sidebar}>{sidebar}</div>
    </div>
  );
}
