import { SafeImage } from '@portal/ui';
import styles from './news-card.module.css';

// Its own module, apart from NewsCard: the article page's related cards need no skeleton, and
// its first load has no bytes to spare (pnpm size).

/** A grey card with the placeholder picture, while the grid loads. */
export function NewsCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} data-placeholder="card" aria-hidden="true">
      <div className={styles.cover}>
        <SafeImage src={undefined} alt="" width={480} height={270} />
      </div>
      <div className={styles.body}>
        <span className={styles.bar} style={{ width: '35%' }} />
        <span className={styles.bar} style={{ width: '90%' }} />
        <span className={styles.bar} style={{ width: '60%' }} />
      </div>
    </div>
  );
}
