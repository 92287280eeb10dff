import { useEffect } from 'react';
import { imageSrcSet } from '@portal/contracts';
import { SafeImage } from '@portal/ui';
import { useBanners } from '../shared/news-api';
import styles from './central-banner.module.css';

/** The central banner: full width from 768 px, the mobile picture below; only the first one. */
export function CentralBanner() {
  const { data, error } = useBanners();
  useEffect(() => {
    if (error) console.error('Error al obtener banners actuales:', error);
  }, [error]);
  // Its place is kept while it loads, so that the news below do not jump when it arrives.
  if (!data && !error) return <div className={`${styles.banner} ${styles.loading}`} aria-hidden="true" />;
  const banner = data?.banners[0];
  if (!banner) return null;
  return (
    <a href={banner.url || undefined} className={styles.banner} aria-label="Publicidad destacada">
      <picture>
        <source
          media="(min-width: 768px)"
          srcSet={imageSrcSet(banner.bannerFull) ?? banner.bannerFull}
          sizes="(min-width: 1240px) 1208px, 100vw"
        />
        <SafeImage src={banner.bannerMobile} alt="" width={600} height={130} loading="lazy" sizes="100vw" />
      </picture>
    </a>
  );
}
