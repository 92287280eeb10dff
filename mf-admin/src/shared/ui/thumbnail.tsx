import { SafeImage } from '@portal/ui';
import styles from './thumbnail.module.css';

/** A small cover picture for a table row (news cover, album cover, flyer, ad). */
export function Thumbnail({
  src,
  alt,
  shape = 'wide',
}: {
  src: string;
  alt: string;
  shape?: 'wide' | 'tall';
}) {
  return <SafeImage src={src} alt={alt} loading="lazy" className={`${styles.thumb} ${styles[shape]}`} />;
}
