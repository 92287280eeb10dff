import type { Banner } from '@portal/contracts';
import { SafeImage } from '@portal/ui';
import formStyles from '../../shared/forms/form.module.css';
import styles from './banner.module.css';

/** What the home shows now: the full banner (from 768 px), the mobile one, and where they lead. */
export function CurrentBanners({ banner }: { banner: Banner | undefined }) {
  return (
    <section className={`${formStyles.card} ${styles.section}`} aria-labelledby="banners-actuales">
      <h2 id="banners-actuales" className={formStyles.sideTitle}>
        Banners actuales
      </h2>
      <div className={styles.current}>
        <figure className={styles.currentFull}>
          <SafeImage src={banner?.bannerFull} alt="Banner completo actual" />
          <figcaption>Completo · pantallas desde 768 px</figcaption>
        </figure>
        <figure className={styles.currentMobile}>
          <SafeImage src={banner?.bannerMobile} alt="Banner móvil actual" />
          <figcaption>Móvil</figcaption>
        </figure>
      </div>
    </section>
  );
}
