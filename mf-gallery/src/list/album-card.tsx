import { Link } from 'react-router-dom';
import type { Album } from '@portal/contracts';
import { formatLongDate, SafeImage } from '@portal/ui';
import { albumHref } from '../shared/gallery-api';
import styles from './album-card.module.css';

/** A card of the album grid: cover, name and date, linking to the album. */
export function AlbumCard({ album, priority = false }: { album: Album; priority?: boolean }) {
  return (
    <article className={styles.card}>
      <Link to={albumHref(album._id)} className={styles.link}>
        <div className={styles.cover}>
          <SafeImage
            src={album.portada || album.fotos[0]}
            focus={album.imagen_foco}
            alt=""
            width={480}
            height={200}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            sizes="(min-width: 1200px) 280px, (min-width: 992px) 420px, (min-width: 576px) 50vw, 100vw"
          />
          <span className={styles.count}>{album.fotos.length} fotos</span>
        </div>
        <div className={styles.body}>
          <h2 className={styles.name}>{album.nombre}</h2>
          <time className={styles.date} dateTime={album.fecha}>
            {formatLongDate(album.fecha)}
          </time>
        </div>
      </Link>
    </article>
  );
}
