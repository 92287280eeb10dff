import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { provinceDisplayName, type NoticiaListItem } from '@portal/contracts';
import { SafeImage } from '@portal/ui';
import { useCarouselViewport } from '@portal/ui/carousel';
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

function FeaturedCarousel({ slides }: { slides: NoticiaListItem[] }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true }, [
    Autoplay({ delay: 5000, stopOnInteraction: false }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);
  // After the listener above: a slide the reader scrolled to before the code is selected.
  const viewport = useCarouselViewport(embla);

  return (
    <div className={styles.carousel} aria-roledescription="carrusel">
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
        onClick={() => embla?.scrollPrev()}
      >
        ‹
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label="Siguiente"
        onClick={() => embla?.scrollNext()}
      >
        ›
      </button>
      <div className={styles.dots}>
        {slides.map((item, index) => (
          <button
            key={item._id}
            type="button"
            aria-label={`Ir a la noticia ${index + 1}`}
            aria-current={selected === index}
            className={styles.dot}
            onClick={() => embla?.scrollTo(index)}
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
        sizes={
          large
            ? '(min-width: 1240px) 800px, (min-width: 768px) 66vw, 100vw'
            : '(min-width: 1240px) 400px, (min-width: 768px) 33vw, 50vw'
        }
      />
      <div className={styles.caption}>
        <span className={styles.province}>{provinceDisplayName(item.provincia)}</span>
        <h2 className={styles.title}>{item.titulo}</h2>
      </div>
    </Link>
  );
}
