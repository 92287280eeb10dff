import { Link } from 'react-router-dom';
import { SafeImage } from '@portal/ui';
import { MOST_READ_COUNT, newsHref, useMostRead } from '../shared/news-api';
import styles from './most-read.module.css';

/**
 * 'Lo más leído' (DESIGN §14): the stories with most readers in the last 24 hours, numbered, on
 * the home and the article page. Rendered on the server with its page (its answer travels in the
 * document, so the browser does not ask again); its rows have a fixed height and the list keeps
 * the room of five while it loads or when fewer were read, so nothing below it moves.
 * `exclude`: the article on screen, left out (six are asked for, five shown): the reader is on it,
 * and its thumbnail would download a second copy of the cover the page has just shown.
 */
export function MostRead({ exclude }: { exclude?: string }) {
  const { data, error } = useMostRead(exclude ? 1 : 0);
  // A failed list is only logged (the public side's rule): the block goes away with it.
  if (error) return null;
  const items = data?.mas_leidas.filter((item) => item._id !== exclude).slice(0, MOST_READ_COUNT);
  return (
    <section className={styles.block} aria-labelledby="lo-mas-leido">
      <h2 id="lo-mas-leido" className={styles.heading}>
        Lo más leído
      </h2>
      <ol className={styles.list} aria-busy={items ? undefined : true}>
        {items?.map((item) => (
          <li key={item._id} className={styles.item}>
            <Link to={newsHref(item)} className={styles.link}>
              <span className={styles.title}>{item.titulo}</span>
              <SafeImage
                src={item.img_portada}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                sizes="72px"
                className={styles.thumb}
              />
            </Link>
          </li>
        ))}
        {items?.length === 0 && (
          <li className={styles.empty}>Todavía no hay lecturas en las últimas 24 horas.</li>
        )}
      </ol>
    </section>
  );
}
