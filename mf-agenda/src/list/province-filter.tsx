import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { AGENDA_PROVINCES, normalizeProvince, provinceDisplayName } from '@portal/contracts';
import { agendaHref } from '../shared/agenda-api';
import styles from './province-filter.module.css';

interface ProvinceFilterProps {
  /** The province being shown (canonical name), or undefined for Todas. */
  current: string | undefined;
  /** The page size in use: picking a province keeps it. */
  limit: string;
}

/** The router shows the chosen province without a page load: the accordion folds itself. */
function fold(event: MouseEvent<HTMLAnchorElement>) {
  event.currentTarget.closest('details')?.removeAttribute('open');
}

/**
 * The agenda's province accordion: a <details> that shows Todas and the 24 provinces as links, so
 * the browser opens it and follows them before (or without) the code.
 */
export function ProvinceFilter({ current, limit }: ProvinceFilterProps) {
  const currentKey = current ? normalizeProvince(current) : undefined;
  const options = [
    { label: 'Todas', to: agendaHref(limit, 1), selected: currentKey === undefined },
    ...AGENDA_PROVINCES.map((province) => ({
      label: provinceDisplayName(province),
      to: agendaHref(limit, 1, province),
      selected: normalizeProvince(province) === currentKey,
    })),
  ];

  return (
    <nav className={styles.filter} aria-label="Filtrar la agenda por provincia">
      <details>
        <summary className={styles.toggle}>
          <span className={styles.label}>
            Provincias
            <span className={styles.current}>{current ? provinceDisplayName(current) : 'Todas'}</span>
          </span>
          <svg className={styles.chevron} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M12 15.6 4.7 8.3l1.4-1.4 5.9 5.9 5.9-5.9 1.4 1.4z" />
          </svg>
        </summary>
        <ul className={styles.list}>
          {options.map((option) => (
            <li key={option.label}>
              <Link
                to={option.to}
                className={styles.option}
                aria-current={option.selected ? 'page' : undefined}
                onClick={fold}
              >
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
