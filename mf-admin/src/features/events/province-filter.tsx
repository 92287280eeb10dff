import { useId, useState } from 'react';
import { PROVINCE_OPTIONS } from '@portal/contracts';
import styles from './events.module.css';

export const ALL_PROVINCES = 'Todas';

/** The events list's province accordion (spec: Todas plus the provinces); one choice at a time. */
export function ProvinceFilter({ value, onChange }: { value: string; onChange: (province: string) => void }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.filter} data-open={open || undefined}>
      <button
        type="button"
        className={styles.filterToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span>
          Provincia: <strong>{value}</strong>
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div
        id={panelId}
        className={styles.filterPanel}
        hidden={!open}
        role="group"
        aria-label="Filtrar por provincia"
      >
        {[ALL_PROVINCES, ...PROVINCE_OPTIONS].map((province) => (
          <button
            key={province}
            type="button"
            className={styles.chip}
            aria-pressed={province === value}
            onClick={() => onChange(province)}
          >
            {province}
          </button>
        ))}
      </div>
    </div>
  );
}
