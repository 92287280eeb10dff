import { Link } from 'react-router-dom';
import { provinceDisplayName, type EventoListItem } from '@portal/contracts';
import { SafeImage } from '@portal/ui';
import { eventHref } from './agenda-api';
import { eventDay, eventMonth, isPastEvent } from './event-date';
import styles from './event-card.module.css';

/** A card of the agenda and of 'Te puede interesar': flyer, day, month, province, '+ INFO'. */
export function EventCard({ item, priority = false }: { item: EventoListItem; priority?: boolean }) {
  const past = isPastEvent(item.fecha);
  return (
    <article className={`${styles.card} ${past ? styles.past : ''}`} data-province={item.provincia}>
      <Link to={eventHref(item)} className={styles.flyer} tabIndex={-1} aria-hidden="true">
        <SafeImage
          src={item.flayer}
          focus={item.imagen_foco}
          alt=""
          width={360}
          height={480}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          sizes="(min-width: 1200px) 300px, (min-width: 992px) 430px, (min-width: 576px) 50vw, 132px"
        />
      </Link>
      <time className={styles.date} dateTime={item.fecha}>
        <span className={styles.day}>{eventDay(item.fecha)}</span>
        <span className={styles.month}>{eventMonth(item.fecha)}</span>
      </time>
      {past && <span className={styles.over}>Finalizado</span>}
      <div className={styles.body}>
        <span className={styles.province}>{provinceDisplayName(item.provincia)}</span>
        <h3 className={styles.title}>{item.titulo}</h3>
        <Link to={eventHref(item)} className={styles.more} aria-label={`+ INFO: ${item.titulo}`}>
          + INFO
        </Link>
      </div>
    </article>
  );
}
