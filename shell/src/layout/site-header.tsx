import { useState, type FormEvent } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { Logo } from '@portal/ui';
import styles from './site-header.module.css';

export function SiteHeader() {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  function search(event: FormEvent) {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return; // the spec: an empty search does nothing
    navigate(`/noticias/b/${encodeURIComponent(trimmed)}/10/1`);
  }

  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link to="/" className={styles.logo} aria-label="Inicio">
          <Logo width={150} />
        </Link>
        <nav className={styles.nav} aria-label="Secciones">
          <NavLink to="/noticias/7/1">Noticias</NavLink>
          <NavLink to="/agenda/9/1">Agenda</NavLink>
          <NavLink to="/albums/9/1">Galería</NavLink>
        </nav>
        <form className={styles.search} role="search" onSubmit={search}>
          <input
            type="search"
            placeholder="buscar"
            aria-label="Buscar noticias"
            required
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
          <button type="submit" aria-label="Buscar">
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path
                fill="currentColor"
                d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z"
              />
            </svg>
          </button>
        </form>
      </div>
    </header>
  );
}
