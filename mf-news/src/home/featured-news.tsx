import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { HOME_FEATURED_SIZES, provinceDisplayName, type NoticiaListItem } from '@portal/contracts';
import { SafeImage } from '@portal/ui';
import { prefersReducedMotion, useCarouselViewport } from '@portal/ui/carousel';
import { newsHref } from '../shared/news-api';
import styles from './featured-news.module.css';

/** Items 1–3 in a carousel, 4 and 5 as side tiles (docs/product/public-portal.md: Home). */
export function FeaturedNews({ items }: { items: NoticiaListItem[] | undefined }) {
  if (!items) return <FeaturedSkeleton />;
  const slides = items.slice(0, 3);
  const tiles = items.slice(3, 5);
  return (
    <section className={styles.featured} aria-label="Noticias destacadas">
      <FeaturedCarousel slides={slides} />
      <div className={styles.tiles}>
        {tiles.map((item) => (
          <FeaturedTile key={item._id} item={item} />
        ))}
      </div>
    </section>
  );
}

/** The block's final layout, empty: nothing below it moves when the news arrive. */
function FeaturedSkeleton() {
  return (
    <div className={styles.featured} aria-busy="true">
      <div className={`${styles.carousel} ${styles.large} ${styles.loading}`} />
      <div className={styles.tiles}>
        <div className={`${styles.tile} ${styles.loading}`} />
        <div className={`${styles.tile} ${styles.loading}`} />
      </div>
    </div>
  );
}

/** How long a featured story stays before the next one comes in. */
const FEATURED_DELAY_MS = 5000;

/**
 * Moves on by itself only while nobody is reading it: never for a visitor who asked for less
 * motion, not while the mouse is over it or the focus is inside it, and no more once the reader
 * paused it or picked a slide (arrows, dots or a swipe) until 'Reanudar'.
 */
function FeaturedCarousel({ slides }: { slides: NoticiaListItem[] }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true }, [
    // Played and stopped below; its own pointer rule only stops it (a swipe is a pick).
    Autoplay({ delay: FEATURED_DELAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false }),
  ]);
  const [selected, setSelected] = useState(0);
  // The reader's choice: undefined until the reader makes one (then it moves unless less motion).
  const [wish, setWish] = useState<'play' | 'pause'>();
  const [reducedMotion, setReducedMotion] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const rotates = wish === 'play' || (wish === undefined && !reducedMotion);
  const moving = rotates && !hovered && !focusInside;

  useEffect(() => setReducedMotion(prefersReducedMotion()), []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPick = () => setWish('pause');
    embla.on('select', onSelect).on('pointerDown', onPick);
    return () => {
      embla.off('select', onSelect).off('pointerDown', onPick);
    };
  }, [embla]);
  // After the listener above: a slide the reader scrolled to before the code is selected.
  const viewport = useCarouselViewport(embla);

  useEffect(() => {
    // With a single slide the plugin has nothing to move (and is not set up to).
    if (!embla || embla.scrollSnapList().length < 2) return;
    // Read on every call: a re-initialisation restarts the plugin stopped.
    const apply = () =>
      moving ? embla.plugins().autoplay?.play(reducedMotion) : embla.plugins().autoplay?.stop();
    apply();
    embla.on('reInit', apply);
    return () => {
      embla.off('reInit', apply);
    };
  }, [embla, moving, reducedMotion]);

  /** A slide the reader chose stays: the carousel pauses (and jumps, for less motion). */
  const pick = (move: (api: NonNullable<typeof embla>) => void) => {
    setWish('pause');
    if (embla) move(embla);
  };

  return (
    <div
      className={styles.carousel}
      aria-roledescription="carrusel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // The pause button is left out: 'Reanudar' pressed from the keyboard takes effect at once.
      onFocus={(event) => setFocusInside(!toggle.current?.contains(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
    >
      <div className={`${styles.viewport} ${viewport}`} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((item, index) => (
            <div
              className={styles.slide}
              key={item._id}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} de ${slides.length}`}
            >
              <FeaturedTile item={item} priority={index === 0} large />
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        aria-label="Anterior"
        onClick={() => pick((api) => api.scrollPrev(reducedMotion))}
      >
        ‹
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label="Siguiente"
        onClick={() => pick((api) => api.scrollNext(reducedMotion))}
      >
        ›
      </button>
      <div className={styles.controls}>
        {/* Only with the code, which moves the slides: without it nothing moves by itself. */}
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          hidden={!embla || slides.length < 2}
          aria-label={rotates ? 'Pausar' : 'Reanudar'}
          onClick={() => setWish(rotates ? 'pause' : 'play')}
        >
          <svg viewBox="0 0 10 10" width="10" height="10" aria-hidden="true">
            <path d={rotates ? 'M2 1h2v8H2zM6 1h2v8H6z' : 'M2 1l7 4-7 4z'} />
          </svg>
        </button>
        {slides.map((item, index) => (
          <button
            key={item._id}
            type="button"
            aria-label={`Ir a la noticia ${index + 1}`}
            aria-current={selected === index}
            className={styles.dot}
            onClick={() => pick((api) => api.scrollTo(index, reducedMotion))}
          />
        ))}
      </div>
    </div>
  );
}

function FeaturedTile({
  item,
  priority,
  large,
}: {
  item: NoticiaListItem;
  /** The first slide: the page's largest picture, requested first (the others wait for it). */
  priority?: boolean;
  large?: boolean;
}) {
  return (
    <Link to={newsHref(item)} className={`${styles.tile} ${large ? styles.large : ''}`}>
      <SafeImage
        src={item.img_portada}
        focus={item.imagen_foco}
        // What the photo shows when the newsroom wrote it; else nothing: the title is the link's text.
        alt={item.img_portada_alt ?? ''}
        width={large ? 960 : 480}
        height={large ? 540 : 270}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // The other slides are beside the frame, never "near the screen" for an observer.
        browserLazy={large}
        sizes={large ? HOME_FEATURED_SIZES : '(min-width: 1240px) 400px, (min-width: 768px) 33vw, 50vw'}
      />
      <div className={styles.caption}>
        <span className={styles.province}>{provinceDisplayName(item.provincia)}</span>
        <h2 className={styles.title}>{item.titulo}</h2>
      </div>
    </Link>
  );
}
