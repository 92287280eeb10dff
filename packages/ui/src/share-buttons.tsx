import { useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ServerRenderContext } from './api';
import styles from './share-buttons.module.css';

/** How long 'Enlace copiado' stays under the button. */
const COPIED_NOTICE_MS = 2500;

/**
 * Shares the page being read (its URL and title): WhatsApp first (how Argentina shares), then
 * Facebook and X, a 'Copiar enlace' and, where the browser has one (phones), its own share sheet.
 * The URL is the page's own, without its query: the same on the server that renders it and in
 * the browser. Each link's visible text is inside its accessible name (WCAG 2.5.3).
 */
export function ShareButtons({ title, path }: { title: string; path?: string | undefined }) {
  const origin = useContext(ServerRenderContext)?.origin ?? window.location.origin;
  const { pathname } = useLocation();
  // The item's canonical path when given (DESIGN §12), else the page's own.
  const url = origin + (path ?? pathname);
  const targets = [
    {
      name: 'WhatsApp',
      className: styles.whatsapp,
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    {
      name: 'Facebook',
      className: styles.facebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      name: 'X',
      className: styles.x,
      href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    },
  ];
  return (
    <div className={styles.share} role="group" aria-label="Compartir">
      {targets.map((target) => (
        <a
          key={target.name}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          className={`${styles.button} ${target.className}`}
          aria-label={`Compartir en ${target.name}`}
        >
          {target.name}
        </a>
      ))}
      <CopyLinkButton url={url} />
      <ShareSheetButton title={title} url={url} />
    </div>
  );
}

/** Copies the URL, and says so under the button (without moving anything on the page). */
function CopyLinkButton({ url }: { url: string }) {
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(''), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setNotice('Enlace copiado'),
      () => setNotice('No se pudo copiar el enlace'),
    );
  };
  return (
    <span className={styles.copy}>
      <button type="button" className={`${styles.button} ${styles.plain}`} onClick={copy}>
        Copiar enlace
      </button>
      <span role="status" className={styles.copyNotice}>
        {notice}
      </span>
    </span>
  );
}

/**
 * The browser's own share sheet (`navigator.share`: phones, some desktops). The server cannot know
 * whether the browser has one, so the button is always there, invisible (its place kept, nothing
 * moves) until the page, taken over, finds that it has.
 */
function ShareSheetButton({ title, url }: { title: string; url: string }) {
  const [available, setAvailable] = useState(false);
  useEffect(() => setAvailable(typeof navigator.share === 'function'), []);
  const share = () => {
    // A reader who closes the sheet rejects the promise: nothing to say about it.
    navigator.share({ title, url }).catch(() => undefined);
  };
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.plain} ${styles.sheet}`}
      data-available={available || undefined}
      onClick={share}
    >
      Compartir…
    </button>
  );
}
