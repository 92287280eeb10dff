import { Link } from 'react-router-dom';
import styles from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * 'Inicio › Noticias › Salta': links for every step but the page itself. The page's own step
 * keeps to one line (cut with '…' when long, e.g. an event's title), so the breadcrumb never
 * changes height when a title replaces its placeholder.
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Ruta de navegación" className={styles.breadcrumb}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={last ? styles.currentCrumb : undefined}>
              {item.to && !last ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} title={last ? item.label : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
