import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import {
  AD_EVENT_BEACON_PATH,
  adClickPath,
  selectActiveAds,
  type AdSection,
  type Publi,
} from '@portal/contracts';
import { apiUrl, useApi } from './api';
import { countedBeforeCode, sendBeacon, takeVista, watchViewable } from './beacons';
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
        <PaidAd key={ad._id} ad={ad} />
      ))}
    </aside>
  );
}

// Events already counted, by page view (the router's location key), ad and type: each once per
// page view, even when an effect runs again (React's development checks, a list refreshed).
const counted = new Set<string>();

function countOnce(view: string, publi: string, tipo: 'servida' | 'vista') {
  const key = `${view}|${publi}|${tipo}`;
  if (counted.has(key)) return;
  counted.add(key);
  sendBeacon(AD_EVENT_BEACON_PATH, { publi, tipo });
}

/**
 * One ad (DESIGN §14): `servida` once it is rendered in a browser, `vista` once half of it has
 * stayed on screen for a second, each once per page view; its link counts the `clic` on the
 * server (`/publi/:id/clic`, a 302 to the advertiser), so it works without JavaScript.
 */
function PaidAd({ ad }: { ad: Publi }) {
  const link = useRef<HTMLAnchorElement>(null);
  const view = useLocation().key;
  useEffect(() => {
    const element = link.current;
    if (!element) return;
    // An ad of the document's HTML is served by its loader on the first view (shell/src/loader),
    // which also watches it: whichever of the two sees it first sends the vista.
    if (!countedBeforeCode(view, { ad: ad._id })) countOnce(view, ad._id, 'servida');
    return watchViewable(element, () => takeVista(view, ad._id) && countOnce(view, ad._id, 'vista'));
  }, [view, ad._id]);
  return (
    <a
      ref={link}
      href={ad.link ? adClickPath(ad._id) : undefined}
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
  );
}
