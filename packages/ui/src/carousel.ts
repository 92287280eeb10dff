import { useEffect } from 'react';
import styles from './carousel.module.css';

/** Whether the visitor asked for less motion: the portal's carousels then never move by themselves. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** What this needs of an Embla carousel (embla-carousel's API). */
interface Carousel {
  rootNode(): HTMLElement;
  containerNode(): HTMLElement;
  scrollTo(index: number, jump?: boolean): void;
}

/**
 * The class of a carousel's viewport (Embla's root): scrolled by hand (CSS scroll-snap) until
 * Embla has it, so that a server-rendered carousel's other slides are reachable before (or
 * without) the code; then Embla's. The class changes after hydration, never during it, and the
 * box keeps its size. A reader who scrolled before the code arrived keeps the slide he chose:
 * Embla jumps to it (one scroll snap is one container's width in the portal's carousels).
 */
export function useCarouselViewport(embla: Carousel | undefined): string | undefined {
  useEffect(() => {
    if (!embla) return;
    const viewport = embla.rootNode();
    const snap = Math.round(viewport.scrollLeft / embla.containerNode().offsetWidth);
    viewport.scrollLeft = 0;
    if (snap > 0) embla.scrollTo(snap, true);
  }, [embla]);
  return embla ? styles.carouselTakenOver : styles.carouselScroller;
}
