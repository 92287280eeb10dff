import { useId, type HTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { provinceDisplayName, type Categoria } from '@portal/contracts';
import styles from './news-menu.module.css';

interface NewsLinksProps {
  /** Provinces listed after 'Todas', as stored (their links keep that spelling), in the spec's order. */
  provinces: readonly string[];
  /** The news categories (DESIGN §12), in their own list beside (or under) the provinces. */
  categories: readonly Pick<Categoria, 'nombre' | 'slug'>[];
  /** Page size of the links (7 on desktop, 10 in the phone's side panel). */
  limit: number;
}

/** The menu's box: Todas plus one link per province, and the categories' links. */
export function NewsLinks({
  provinces,
  categories,
  limit,
  ...box
}: NewsLinksProps & HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={styles.list} {...box}>
      <ul aria-label="Provincias">
        <li>
          <Link to={`/noticias/${limit}/1`}>Todas</Link>
        </li>
        {provinces.map((province) => (
          <li key={province}>
            <Link to={`/noticias/${encodeURIComponent(province)}/${limit}/1`}>
              {provinceDisplayName(province)}
            </Link>
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
  );
}

/**
 * The desktop 'Noticias' dropdown: a popover, so the browser opens it before (or without) the
 * code, closes it on Escape or an outside click and gives the focus back to its button, whose
 * expanded state it also tells assistive technology (no `aria-expanded` to keep in step).
 */
export function NewsMenu(props: NewsLinksProps) {
  const id = useId();
  return (
    <div className={styles.menu}>
      <button type="button" className={styles.toggle} popoverTarget={id} aria-controls={id}>
        Noticias <span aria-hidden="true">▾</span>
      </button>
      <NewsLinks
        {...props}
        id={id}
        popover="auto"
        // The router changes the page without a load: the menu closes itself.
        onClick={(event) => (event.target as Element).closest('a') && event.currentTarget.hidePopover()}
      />
    </div>
  );
}
