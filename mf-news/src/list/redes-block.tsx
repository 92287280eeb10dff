import { SOCIAL_PROFILES, SocialIcon, type SocialNetwork } from '@portal/ui';
import styles from './redes-block.module.css';

/** Follower counts as the spec shows them, in its order. */
const FOLLOWERS: { network: SocialNetwork; count: string; action: string }[] = [
  { network: 'facebook', count: '+242mil', action: 'Me gusta' },
  { network: 'x', count: '+1800', action: 'Seguir' },
  { network: 'youtube', count: '+1000', action: 'Suscribirse' },
  { network: 'instagram', count: '+36mil', action: 'Seguir' },
];

export function RedesBlock() {
  return (
    <section className={styles.block} aria-labelledby="redes-title">
      <h2 id="redes-title" className={styles.title}>
        Redes
      </h2>
      <ul className={styles.list}>
        {FOLLOWERS.map(({ network, count, action }) => {
          const profile = SOCIAL_PROFILES.find((p) => p.network === network)!;
          return (
            <li key={network}>
              <a
                href={profile.url}
                target="_blank"
                rel="noopener noreferrer"
                className={`${styles.item} ${styles[network]}`}
              >
                <SocialIcon network={network} size={20} />
                <span className={styles.count}>{count}</span>
                <span className={styles.action}>{action}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
