import { Link } from 'react-router-dom';
import { provinceDisplayName, type NoticiaListItem } from '@portal/contracts';
import { SafeImage } from '@portal/ui';
import { newsHref } from './news-api';
import styles from './news-row.module.css';

/** A row of the news list and the search results: cover, title and summary. */
export function NewsRow({ item, priority = false }: { item: NoticiaListItem; priority?: boolean }) {
  return (
    <article className={styles.row}>
      <Link to={newsHref(item)} className={styles.cover} tabIndex={-1} aria-hidden="true">
        <SafeImage
          src={item.img_portada}
          focus={item.imagen_foco}
          alt=""
          width={320}
          height={200}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          sizes="(min-width: 768px) 320px, 100vw"
        />
      </Link>
      <div className={styles.text}>
        <span className={styles.province}>{provinceDisplayName(item.provincia)}</span>
        <h2 className={styles.title}>
          <Link to={newsHref(item)}>{item.titulo}</Link>
        </h2>
        <p className={styles.summary}>{item.descripcion}</p>
      </div>
    </article>
  );
}

/** The three grey rows shown while a list loads. */
export function NewsRowPlaceholders() {
  return (
    <div aria-busy="true" aria-label="Cargando noticias">
      {[0, 1, 2].map((n) => (
        <div key={n} className={`${styles.row} ${styles.placeholder}`} data-placeholder="row">
          <div className={styles.cover} />
          <div className={styles.text}>
            <span className={styles.bar} style={{ width: '30%' }} />
            <span className={styles.bar} style={{ width: '90%', height: '1.4rem' }} />
            <span className={styles.bar} style={{ width: '75%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}
