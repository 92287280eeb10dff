import { formatTodayUpper, SOCIAL_PROFILES, SocialIcon } from '@portal/ui';
import styles from './top-bar.module.css';

export function TopBar() {
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <span className={styles.date}>{formatTodayUpper()}</span>
        <ul className={styles.social}>
          {SOCIAL_PROFILES.map((profile) => (
            <li key={profile.network}>
              <a href={profile.url} target="_blank" rel="noopener noreferrer" aria-label={profile.label}>
                <SocialIcon network={profile.network} size={15} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
