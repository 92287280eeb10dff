import { apiUrl, useApi } from '@portal/ui';
import styles from './breaking-news-bar.module.css';

/**
 * 'Último momento' (DESIGN §12): the editors' breaking-news line under the header on every
 * public page until it expires. Server-rendered pages carry it in their HTML (the chrome's data,
 * api-worker/src/pages/chrome-data.ts), so it takes its place at the first paint: nothing moves.
 */
export function BreakingNewsBar() {
  const bar = useApi(apiUrl('/api/ultimo-momento')).data?.ultimo_momento;
  if (!bar) return null;
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
