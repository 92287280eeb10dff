import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { Album } from '@portal/contracts';
import { formatLongDate, SafeImage } from '@portal/ui';
import { prefersReducedMotion, useCarouselViewport } from '@portal/ui/carousel';
import { albumHref } from '../shared/gallery-api';
import styles from './album-carousel.module.css';

/** The spec's carousel interval. */
export const CAROUSEL_INTERVAL_MS = 1500;

/**
 * One carousel of the home's galleries: 1 album per slide on phones, 2 from 576 px, 4 from 992 px
 * (set by the slide widths; Embla scrolls a whole view at a time). No indicators.
 */
export function AlbumCarousel({ albums, label }: { albums: Album[] | undefined; label: string }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, slidesToScroll: 'auto', align: 'start' }, [
    Autoplay({
      delay: CAROUSEL_INTERVAL_MS,
      // Started by useAutoplayWhileOnScreen, not before the carousel is seen.
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
    }),
  ]);
  const [scrollable, setScrollable] = useState(false);
  const viewport = useCarouselViewport(embla);
  useAutoplayWhileOnScreen(embla);

  const update = useCallback(() => {
    if (embla) setScrollable(embla.canScrollNext() || embla.canScrollPrev());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('reInit', update).on('resize', update);
    return () => {
      embla.off('reInit', update).off('resize', update);
    };
  }, [embla, update]);

  return (
    <div className={styles.carousel} role="region" aria-roledescription="carrusel" aria-label={label}>
      <div className={viewport} ref={viewportRef}>
        <div className={styles.container}>
          {albums
            ? albums.map((album, index) => (
                <div
                  className={styles.slide}
                  key={album._id}
                  role="group"
                  aria-roledescription="diapositiva"
                  aria-label={`${index + 1} de ${albums.length}`}
                >
                  <AlbumTile album={album} />
                </div>
              ))
            : [0, 1, 2, 3].map((n) => (
                <div className={styles.slide} key={n} aria-hidden="true">
                  <div className={`${styles.tile} ${styles.placeholder}`} />
                </div>
              ))}
        </div>
      </div>
      {scrollable && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label="Galerías anteriores"
            onClick={() => embla?.scrollPrev()}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label="Galerías siguientes"
            onClick={() => embla?.scrollNext()}
          >
            ›
          </button>
        </>
      )}
    </div>
  );
}

/**
 * Moves the carousel only while some of it is on the screen (and the visitor has not asked for
 * less motion): three carousels animating below the fold would keep a phone's main thread busy
 * from the first second, while the page is still loading.
 */
function useAutoplayWhileOnScreen(embla: ReturnType<typeof useEmblaCarousel>[1]) {
  useEffect(() => {
    if (!embla || !embla.plugins().autoplay || prefersReducedMotion()) return;
    const watchable = typeof IntersectionObserver !== 'undefined';
    let onScreen = !watchable;
    // Read on every call: a re-initialisation (the albums replacing the placeholders) restarts the
    // plugin stopped, so it is told again whether to play.
    const update = () => (onScreen ? embla.plugins().autoplay?.play() : embla.plugins().autoplay?.stop());
    const observer = watchable
      ? new IntersectionObserver((entries) => {
          onScreen = entries.some((entry) => entry.isIntersecting);
          update();
        })
      : undefined;
    observer?.observe(embla.rootNode());
    embla.on('reInit', update);
    update();
    return () => {
      observer?.disconnect();
      embla.off('reInit', update);
      embla.plugins().autoplay?.stop();
    };
  }, [embla]);
}

function AlbumTile({ album }: { album: Album }) {
  return (
    <Link to={albumHref(album._id)} className={styles.tile}>
      <SafeImage
        src={album.portada || album.fotos[0]}
        focus={album.imagen_foco}
        alt=""
        width={400}
        height={300}
        loading="lazy"
        browserLazy
        sizes="(min-width: 1240px) 300px, (min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
      />
      <div className={styles.caption}>
        <h3 className={styles.name}>{album.nombre}</h3>
        <time className={styles.date} dateTime={album.fecha}>
          {formatLongDate(album.fecha)}
        </time>
      </div>
    </Link>
  );
}
