import styles from './progress-bar.module.css';

interface ProgressBarProps {
  /** 0…1 */
  value: number;
  /** Accessible name, e.g. 'Progreso del álbum' or the photo's file name. */
  label: string;
  state?: 'active' | 'done' | 'failed';
  size?: 'small' | 'large';
}

/** A determinate progress bar (role progressbar, 0–100) for uploads. */
export function ProgressBar({ value, label, state = 'active', size = 'small' }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      className={`${styles.track} ${styles[size]}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-state={state}
    >
      <span className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
