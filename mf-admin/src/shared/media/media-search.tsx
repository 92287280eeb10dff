import { useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '../ui/button-class';
import { useMediaPage } from './media-api';

/**
 * The media library's search, shared by the Medios page and the picker: what is typed, the query
 * applied on submit (back to page 1), and the page of results it loads.
 */
export function useMediaSearch(pageSize: number) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useMediaPage(pageSize, page, q);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The picker sits inside the item's form: this search must not submit that one.
    event.stopPropagation();
    setQ(typed.trim());
    setPage(1);
  }

  return { typed, setTyped, q, setPage, list, submit };
}

export type MediaSearch = ReturnType<typeof useMediaSearch>;

/** The search box and 'BUSCAR' button; each screen brings its own label, classes and extras. */
export function MediaSearchForm({
  search,
  label,
  className,
  inputClassName,
  small = false,
  children,
}: {
  search: MediaSearch;
  label: string;
  className?: string;
  inputClassName?: string;
  small?: boolean;
  children?: ReactNode;
}) {
  return (
    <form className={className} onSubmit={search.submit} role="search">
      <input
        className={inputClassName}
        type="search"
        aria-label={label}
        placeholder="Buscar por texto alternativo, crédito o archivo"
        value={search.typed}
        onChange={(event) => search.setTyped(event.target.value)}
      />
      <button type="submit" className={buttonClass('primary', { small })}>
        BUSCAR
      </button>
      {children}
    </form>
  );
}
