import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styles from './news-menu.module.css';

interface NewsMenuProps {
  /** Provinces listed after 'Todas', in the spec's order. */
  provinces: readonly string[];
  /** Page size of the links (7 on desktop, 10 in the mobile panel). */
  limit: number;
}

/** The 'Noticias' dropdown: Todas plus one link per province. */
export function NewsMenu({ provinces, limit }: NewsMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className={styles.menu} ref={rootRef}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        Noticias <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} className={styles.list} hidden={!open}>
        <li>
          <Link to={`/noticias/${limit}/1`}>Todas</Link>
        </li>
        {provinces.map((province) => (
          <li key={province}>
            <Link to={`/noticias/${encodeURIComponent(province)}/${limit}/1`}>{province}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
