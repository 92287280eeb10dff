import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NEWS_SEARCH_PATH, matchRoutePattern } from '@portal/contracts';
import styles from './search-form.module.css';

/**
 * The 'buscar' box: goes to /noticias/b/{term}/10/1, and does nothing with an empty term. Without
 * JavaScript it is a plain GET form: the server answers `/buscar?q=` with the same page. The field
 * is the browser's own (not kept in React's state), so what a reader typed before the code
 * arrived stays. On a results page it starts with the page's term, in the server's HTML too, so
 * that the reader can refine it (issue #35); another term's page draws it anew.
 */
export function SearchForm({ onSearch }: { onSearch?: () => void }) {
  const navigate = useNavigate();
  const term = matchRoutePattern(NEWS_SEARCH_PATH, useLocation().pathname)?.busq ?? '';

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('q')).trim();
    if (!term) return;
    navigate(`/noticias/b/${encodeURIComponent(term)}/10/1`);
    onSearch?.();
  }

  return (
    <form className={styles.form} role="search" action="/buscar" method="get" onSubmit={search}>
      <input
        key={term}
        type="search"
        name="q"
        defaultValue={term}
        placeholder="buscar"
        aria-label="Buscar noticias"
        required
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
  );
}
