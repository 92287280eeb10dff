import { formatTodayUpper, SOCIAL_PROFILES, SocialIcon } from '@portal/ui';
import { useWeather } from './use-weather';
import styles from './top-bar.module.css';

/**
 * Today's date in Spanish upper case, the temperature and the social links, on one line of a
 * fixed height at every width. The temperature's place is kept from the first paint, empty until
 * (and unless) the weather arrives, so its late answer moves nothing on the page.
 */
export function TopBar() {
  const weather = useWeather();
  const today = formatTodayUpper();
  const weekdayEnd = today.indexOf(' ');
  const yearStart = today.lastIndexOf(' DE ');
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <span className={styles.date}>
          <span className={styles.weekday}>{today.slice(0, weekdayEnd + 1)}</span>
          {today.slice(weekdayEnd + 1, yearStart)}
          <span className={styles.year}>{today.slice(yearStart)}</span>
          <span className={styles.temp} title={weather?.ciudad}>
            {weather && `${Math.round(weather.temp)}°c`}
          </span>
        </span>
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
