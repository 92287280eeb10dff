/**
 * `sizes` of the pictures whose page HTML preloads them (the article's cover, the event's flyer,
 * the home's first featured story):
 * the page's <img> and the server's `<link rel="preload">` must say the same, or the browser
 * downloads the picture twice.
 */
export const NEWS_COVER_SIZES = '(min-width: 1240px) 876px, (min-width: 992px) calc(100vw - 364px), 100vw';
export const EVENT_FLYER_SIZES =
  '(min-width: 1240px) 360px, (min-width: 992px) calc((100vw - 364px) * 0.4), (min-width: 768px) 40vw, 100vw';
/** The home's featured carousel, a slide (its first is the home's largest picture). */
export const HOME_FEATURED_SIZES = '(min-width: 1240px) 800px, (min-width: 768px) 66vw, 100vw';
