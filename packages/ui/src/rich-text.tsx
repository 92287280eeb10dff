import styles from './rich-text.module.css';

/**
 * The HTML body of a news item or event. The API sanitizes it on every write (no scripts, no
 * event handlers, only http/https/mailto/tel links), so it is rendered as stored.
 */
export function RichText({ html }: { html: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
