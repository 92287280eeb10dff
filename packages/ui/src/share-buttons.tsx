import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { ServerRenderContext } from './api';
import styles from './share-buttons.module.css';

/**
 * Shares the page being read (its URL and title) on Facebook, X/Twitter and WhatsApp. The URL is
 * the page's own, without its query: the same on the server that renders it and in the browser.
 */
export function ShareButtons({ title, path }: { title: string; path?: string | undefined }) {
  const origin = useContext(ServerRenderContext)?.origin ?? window.location.origin;
  const { pathname } = useLocation();
  // The item's canonical path when given (DESIGN §12), else the page's own.
  const url = origin + (path ?? pathname);
  const targets = [
    {
      name: 'facebook',
      label: 'Compartir en Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      name: 'twitter',
      label: 'Compartir en X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    },
    {
      name: 'whatsapp',
      label: 'Compartir en WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
  ];
  return (
    <div className={styles.share} aria-label="Compartir">
      {targets.map((target) => (
        <a
          key={target.name}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          className={`${styles.button} ${styles[target.name]}`}
          aria-label={target.label}
        >
          {target.name}
        </a>
      ))}
    </div>
  );
}
