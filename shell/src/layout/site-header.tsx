import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { HEADER_PROVINCES } from '@portal/contracts';
import { Logo } from '@portal/ui';
import { NewsMenu } from './news-menu';
import { SearchForm } from './search-form';
import styles from './site-header.module.css';

// The side panel (and its dialog library) is downloaded only when a phone visitor opens it.
const MobilePanel = lazy(() => import('./mobile-panel'));

export function SiteHeader() {
  const [panelOpen, setPanelOpen] = useState(false);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <button
          type="button"
          className={styles.hamburger}
          aria-label="Abrir menú"
          aria-expanded={panelOpen}
          onClick={() => setPanelOpen(true)}
        >
          <span />
          <span />
          <span />
        </button>
        <Link to="/" className={styles.logo} aria-label="Inicio">
          <Logo width={150} />
        </Link>
        <nav className={styles.nav} aria-label="Secciones">
          <NewsMenu provinces={HEADER_PROVINCES} limit={7} />
          <NavLink to="/agenda/9/1">Agenda</NavLink>
          <NavLink to="/albums/9/1">Galería</NavLink>
        </nav>
        <div className={styles.search}>
          <SearchForm />
        </div>
      </div>
      {panelOpen && (
        <Suspense fallback={null}>
          <MobilePanel open={panelOpen} onClose={() => setPanelOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
