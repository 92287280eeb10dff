import { Link } from 'react-router-dom';
import { provinceDisplayName, type EventoListItem } from '@portal/contracts';
import { SafeImage } from '@portal/ui';
import { eventHref } from './agenda-api';
import { eventDay, eventMonth, isPastEvent } from './event-date';
import styles from './event-card.module.css';

/**
 * A card of the agenda and of 'Te puede interesar': flyer, day, month, province, '+ INFO'. Its
 * title is a heading one level below the section's: h2 in the agenda (under the page's h1), h3
 * under 'Te puede interesar'.
 */
export function EventCard({
  item,
  priority = false,
  headingLevel = 3,
}: {
  item: EventoListItem;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const past = isPastEvent(item.fecha);
  const Title = headingLevel === 2 ? 'h2' : 'h3';
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
        <Title className={styles.title}>{item.titulo}</Title>
        <Link to={eventHref(item)} className={styles.more} aria-label={`+ INFO: ${item.titulo}`}>
          + INFO
        </Link>
      </div>
    </article>
  );
}
