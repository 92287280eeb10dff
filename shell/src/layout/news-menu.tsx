import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Categoria } from '@portal/contracts';
import styles from './news-menu.module.css';

interface NewsMenuProps {
  /** Provinces listed after 'Todas', in the spec's order. */
  provinces: readonly string[];
  /** The news categories (DESIGN §12), in their own column beside the provinces. */
  categories: readonly Pick<Categoria, 'nombre' | 'slug'>[];
  /** Page size of the links (7 on desktop, 10 in the mobile panel). */
  limit: number;
  /** In the phone's side panel: the lists open in place, one under the other. */
  inPanel?: boolean;
}

/** The 'Noticias' dropdown: Todas plus one link per province, and the categories beside them. */
export function NewsMenu({ provinces, categories, limit, inPanel = false }: NewsMenuProps) {
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
    <div className={inPanel ? `${styles.menu} ${styles.inPanel}` : styles.menu} ref={rootRef}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        Noticias <span aria-hidden="true">▾</span>
      </button>
      <div id={menuId} className={styles.list} hidden={!open}>
        <ul aria-label="Provincias">
          <li>
            <Link to={`/noticias/${limit}/1`}>Todas</Link>
          </li>
          {provinces.map((province) => (
            <li key={province}>
              <Link to={`/noticias/${encodeURIComponent(province)}/${limit}/1`}>{province}</Link>
            </li>
          ))}
        </ul>
        {categories.length > 0 && (
          <ul aria-label="Categorías" className={styles.categories}>
            {categories.map((category) => (
              <li key={category.slug}>
                <Link to={`/categoria/${category.slug}/${limit}/1`}>{category.nombre}</Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
