import { selectActiveAds, type AdSection } from '@portal/contracts';
import { apiUrl, useApi } from './api';
import { SafeImage } from './safe-image';
import styles from './ads-column.module.css';

interface AdsColumnProps {
  section: AdSection;
  /** The album page shows at most 8; the sidebars show every active slot. */
  max?: number;
}

/** The paid ads of a section, by the spec's rules (active, slot 1–8, in slot order). */
export function AdsColumn({ section, max = 8 }: AdsColumnProps) {
  const { data } = useApi(apiUrl('/api/publis'));
  const ads = data ? selectActiveAds(data.publis, section, new Date()).slice(0, max) : [];
  if (ads.length === 0) return null;
  return (
    <aside className={styles.column} aria-label="Publicidad">
      <p className={styles.label}>Publicidad</p>
      {ads.map((ad) => (
        <a
          key={ad._id}
          href={ad.link || undefined}
          target="_blank"
          rel="noopener noreferrer sponsored"
          className={styles.ad}
          data-ad={ad._id}
        >
          <SafeImage
            src={ad.foto}
            alt={ad.nombre_cliente}
            loading="lazy"
            width={300}
            height={250}
            sizes="(min-width: 992px) 300px, 100vw"
          />
        </a>
      ))}
    </aside>
  );
}
