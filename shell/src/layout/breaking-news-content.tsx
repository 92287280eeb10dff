import { useEffect, useState } from 'react';
import styles from './breaking-news-bar.module.css';

export interface BreakingNews {
  texto: string;
  link: string;
  hasta: string;
}

/**
 * The bar's markup, in its own chunk: most of the time there is no breaking news, and then no
 * visitor downloads it (breaking-news-bar.tsx).
 */
export default function BreakingNewsContent({ bar }: { bar: BreakingNews }) {
  // Here rather than in the bar: only pages with breaking news download the timer.
  const over = usePassed(bar.hasta);
  if (over) return null;
  const text = <span className={styles.text}>{bar.texto}</span>;
  // A plain link (a site path or an address): one document load, and less code on every page.
  return (
    <aside className={styles.bar} aria-label="Último momento">
      <div className={`container ${styles.inner}`}>
        <strong className={styles.label}>Último momento</strong>
        {bar.link ? (
          <a href={bar.link} className={styles.link}>
            {text}
          </a>
        ) : (
          text
        )}
      </div>
    </aside>
  );
}

/** The longest a browser timer waits (about 24.8 days); a later end is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether `hasta` has passed: a page left open loses the bar at its end time by itself. False on
 * the first render (as the server drew it), so that hydration finds the same markup.
 */
function usePassed(hasta: string): boolean {
  const [passed, setPassed] = useState<string>();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const left = Date.parse(hasta) - Date.now();
      if (left <= 0) setPassed(hasta);
      else timer = setTimeout(check, Math.min(left, MAX_TIMER_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [hasta]);
  return passed === hasta;
}
