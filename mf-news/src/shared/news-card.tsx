import { Link } from 'react-router-dom';
import { provinceDisplayName, type NoticiaListItem } from '@portal/contracts';
import { SafeImage } from '@portal/ui';
import { newsHref } from './news-api';
import styles from './news-card.module.css';

/** A card of the 'Más noticias' grid and of 'Te puede interesar': cover, province, title. */
export function NewsCard({ item }: { item: NoticiaListItem }) {
  return (
    <article className={styles.card}>
      <Link to={newsHref(item)} className={styles.link}>
        <div className={styles.cover}>
          <SafeImage
            src={item.img_portada}
            focus={item.imagen_foco}
            // What the photo shows when the newsroom wrote it; else nothing: the title is the link's text.
            alt={item.img_portada_alt ?? ''}
            width={480}
            height={270}
            loading="lazy"
            sizes="(min-width: 1200px) 280px, (min-width: 992px) 420px, (min-width: 576px) 50vw, 100vw"
          />
        </div>
        <div className={styles.body}>
          <span className={styles.province}>{provinceDisplayName(item.provincia)}</span>
          <h3 className={styles.title}>{item.titulo}</h3>
        </div>
      </Link>
    </article>
  );
}
