import { useState, type FormEvent, type ReactNode } from 'react';
import { useUrlQuery } from '../navigation/use-url-query';
import { buttonClass } from '../ui/button-class';
import { useMediaPage } from './media-api';

/**
 * The media library's search, shared by the Medios page and the picker: what is typed, the query
 * applied on submit (back to page 1), and the page of results it loads. `inUrl` (the Medios
 * page) keeps the query and page in the address (`?q=&pagina=`), so that they survive Back, a
 * reload and a shared link, as the other staff lists do; the picker keeps them to itself.
 */
export function useMediaSearch(pageSize: number, { inUrl = false }: { inUrl?: boolean } = {}) {
  const { params, update } = useUrlQuery();
  const [own, setOwn] = useState({ q: '', page: 1 });
  const q = inUrl ? (params.get('q') ?? '') : own.q;
  const page = inUrl ? pageNumber(params.get('pagina')) : own.page;
  const [typed, setTyped] = useState(q);
  // Back or a link to another query: the box shows it (React's reset-on-change pattern).
  const [boxFor, setBoxFor] = useState(q);
  if (boxFor !== q) {
    setBoxFor(q);
    setTyped(q);
  }
  const list = useMediaPage(pageSize, page, q);

  function show(next: { q: string; page: number }) {
    if (inUrl) update({ q: next.q || undefined, pagina: next.page > 1 ? String(next.page) : undefined });
    else setOwn(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // The picker sits inside the item's form: this search must not submit that one.
    event.stopPropagation();
    show({ q: typed.trim(), page: 1 });
  }

  const setPage = (next: (page: number) => number) => show({ q, page: next(page) });
  return { typed, setTyped, q, setPage, list, submit };
}

/** A page number from the address: 1 unless it is a whole number from 1. */
const pageNumber = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

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
