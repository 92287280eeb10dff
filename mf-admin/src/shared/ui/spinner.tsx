import styles from './spinner.module.css';

/** A small turning ring that inherits the text colour; hidden from screen readers. */
export function Spinner({ size = 16 }: { size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}
