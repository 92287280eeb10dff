import { imageSrcSet } from '@portal/contracts';
import { useEffect, useState, type ImgHTMLAttributes } from 'react';

/** Neutral grey picture shown when an image cannot be loaded (spec: the "dummy" image). */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">' +
      '<rect width="800" height="450" fill="#e5e7eb"/>' +
      '<path d="M330 270l60-70 50 55 30-30 70 85H270z" fill="#c4c8cf"/>' +
      '<circle cx="350" cy="170" r="24" fill="#c4c8cf"/></svg>',
  );

type SafeImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string | undefined;
  /**
   * The width the image is shown at (`sizes`: `200px`, `(min-width: 992px) 760px, 100vw`…). Given
   * for one of the portal's own images (`/media/…`), it also gets a `srcset` of its 400, 800 and
   * 1600 px copies, so the browser downloads only what the layout needs; `src` stays the original.
   */
  sizes?: string;
  /**
   * With `loading="lazy"`, leave the timing to the browser instead of holding the picture back
   * until it is near the screen: for slides of a carousel, which an IntersectionObserver sees as
   * hidden (clipped by the carousel) until they slide in.
   */
  browserLazy?: boolean;
};

/**
 * How close to the screen a lazy image must come before it is requested. Chromium's own lazy
 * loading fetches up to 1250 px ahead on a slow link, so on a phone nearly every picture of a page
 * would share the link with the first, largest one; this keeps the first screen's pictures alone.
 */
const LAZY_IMAGE_MARGIN = '200px';

/** True once `element` comes within LAZY_IMAGE_MARGIN of the screen (at once when not `deferred`). */
function useNearScreen(element: HTMLImageElement | null, deferred: boolean): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !deferred || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: LAZY_IMAGE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, deferred]);
  return seen || !deferred;
}

/**
 * An <img> that falls back to the placeholder when its source fails. With `loading="lazy"` it
 * shows the placeholder, without requesting anything, until it is near the screen.
 */
export function SafeImage({
  src,
  alt = '',
  sizes,
  browserLazy = false,
  onError,
  onLoad,
  ...rest
}: SafeImageProps) {
  const [failed, setFailed] = useState(false);
  const [element, setElement] = useState<HTMLImageElement | null>(null);
  const near = useNearScreen(element, rest.loading === 'lazy' && !browserLazy);
  const source = failed || !src ? undefined : src;
  const srcSet = !near || !source || !sizes ? undefined : imageSrcSet(source);
  return (
    <img
      {...rest}
      ref={setElement}
      alt={alt}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={near && source ? source : PLACEHOLDER_IMAGE}
      data-fallback={source ? undefined : 'true'}
      data-pending={near ? undefined : 'true'}
      // The placeholder shown while the picture is held back is not the picture.
      onLoad={near ? onLoad : undefined}
      onError={(event) => {
        if (!near) return;
        setFailed(true);
        onError?.(event);
      }}
    />
  );
}
