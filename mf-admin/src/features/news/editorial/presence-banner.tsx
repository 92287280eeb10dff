import type { Presence } from '@portal/contracts';
import { formatArgentinaTime } from '../../../shared/time/argentina-time';
import styles from '../news.module.css';

/** '<nombre> está editando esta noticia desde las 10:42', one line per person. */
export const presenceLine = ({ nombre, desde }: Presence) =>
  `${nombre} está editando esta noticia desde las ${formatArgentinaTime(desde)}`;

/** Who else has the story open, said before anyone types. */
export function PresenceBanner({ others }: { others: Presence[] }) {
  if (others.length === 0) return null;
  return (
    <div className={styles.presence} role="status" data-testid="presencia">
      {others.map((person) => (
        <span key={person.usuario}>
          <strong>{presenceLine(person)}.</strong>
        </span>
      ))}
      <span>Si los dos guardan, el segundo verá lo que cambió el otro antes de sobrescribir.</span>
    </div>
  );
}
