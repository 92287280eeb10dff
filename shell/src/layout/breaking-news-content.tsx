import styles from './breaking-news-bar.module.css';

export interface BreakingNews {
  texto: string;
  link: string;
}

/**
 * The bar's markup, in its own chunk: most of the time there is no breaking news, and then no
 * visitor downloads it (breaking-news-bar.tsx).
 */
export default function BreakingNewsContent({ bar }: { bar: BreakingNews }) {
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
