import { Link } from 'react-router-dom';
import { argentinaWallClock } from '@portal/contracts';
import { Logo, SOCIAL_PROFILES, SocialIcon } from '@portal/ui';
import styles from './site-footer.module.css';

/**
 * This year in Argentina, where the newsroom is (a server in UTC may be in the next one). Not by
 * `Intl.DateTimeFormat` with a time zone: its first use loads the zone's data, about 25 ms of a
 * phone's main thread while the page is taken over (docs/performance.md, "TBT").
 */
const currentYear = () => argentinaWallClock(new Date()).getFullYear();

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.brand}>
          <Link to="/">
            <Logo width={200} tone="light" />
          </Link>
          <p className={styles.address}>Santiago del Estero, Argentina.</p>
          <ul className={styles.social}>
            {SOCIAL_PROFILES.map((profile) => (
              <li key={profile.network}>
                <a href={profile.url} target="_blank" rel="noopener noreferrer" aria-label={profile.label}>
                  <SocialIcon network={profile.network} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className={styles.links} aria-label="Secciones del sitio">
          <Link to="/noticias/10/1">Noticias</Link>
          <Link to="/agenda/10/1">Agenda</Link>
          <Link to="/albums/9/1">Galería</Link>
          <Link to="/colaboradores">Colaboradores</Link>
          <Link to="/privacidad">Privacidad</Link>
          <a href={`mailto:${process.env.CONTACT_EMAIL}`}>Contacto</a>
          <a href="/rss.xml" type="application/rss+xml">
            RSS
          </a>
        </nav>
      </div>
      <p className={styles.copyright}>© {currentYear()} Santiago Noticias. Todos los derechos reservados.</p>
    </footer>
  );
}
