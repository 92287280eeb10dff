import styles from './social.module.css';

/** The newsroom's four social profiles (footer, top bar and the Redes block). */
export const SOCIAL_PROFILES = [
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/santiagonoticias' },
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/santiagonoticias' },
  { network: 'x', label: 'X', url: 'https://x.com/santiagonoticias' },
  { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@santiagonoticias' },
] as const;

export type SocialNetwork = (typeof SOCIAL_PROFILES)[number]['network'];

/** A social network's logo, in the text colour (its art is in social.module.css). */
export function SocialIcon({ network, size = 18 }: { network: SocialNetwork; size?: 15 | 18 | 20 }) {
  return (
    <span aria-hidden="true" className={`${styles.icon} ${styles[`${network}Logo`]} ${styles[`s${size}`]}`} />
  );
}
