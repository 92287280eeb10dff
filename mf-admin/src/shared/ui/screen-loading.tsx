import { Spinner } from './spinner';
import styles from './screen-loading.module.css';

/** Shown while a screen's code, its data or the session check is on its way. */
export function ScreenLoading({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div className={fullPage ? styles.fullPage : styles.loading} role="status">
      <Spinner size={28} />
      <span className={styles.text}>Cargando…</span>
    </div>
  );
}
