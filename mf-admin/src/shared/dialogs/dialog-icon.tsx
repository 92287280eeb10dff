import styles from './dialog.module.css';

export type DialogTone = 'success' | 'warning' | 'error' | 'question';

const PATHS: Record<DialogTone, string> = {
  success: 'M15 25.5l6.5 6.5L34 18.5',
  warning: 'M24 13v14M24 33.5v.5',
  error: 'M17 17l14 14M31 17L17 31',
  question: 'M19 19a5 5 0 1 1 7 4.6c-1.3.6-2 1.6-2 3v1.4M24 33.5v.5',
};

/** The round icon heading a dialog: a tick, an exclamation mark, a cross or a question mark. */
export function DialogIcon({ tone }: { tone: DialogTone }) {
  return (
    <svg
      className={`${styles.icon} ${styles[tone]}`}
      viewBox="0 0 48 48"
      width="64"
      height="64"
      aria-hidden="true"
    >
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d={PATHS[tone]} fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}
