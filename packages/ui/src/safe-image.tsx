import { imageSrcSet, type ImageFocus } from '@portal/contracts';
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { useNearScreen } from './near-screen';

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
   * hidden (clipped by the carousel) until they slide in. They still wait for the first-screen
   * pictures.
   */
  browserLazy?: boolean;
  /**
   * The picture's focal point (media library): `data-foco-x`/`-y` on the <img>, which the shell's
   * global stylesheet makes `object-position` (the API keeps them in steps of 0.05). Not a style
   * attribute, which the CSP refuses in server-rendered HTML.
   */
  focus?: ImageFocus;
};

/**
 * How close to the screen a lazy image must come before it is requested. Chromium's own lazy
 * loading fetches up to 1250 px ahead on a slow link, so on a phone nearly every picture of a page
 * would share the link with the first, largest one; this keeps the first screen's pictures alone.
 */
const LAZY_IMAGE_MARGIN = '200px';

/** How long lazy pictures wait at most for the first-screen picture before they load anyway. */
const PRIORITY_PICTURE_WAIT_MS = 3000;

/**
 * Resolves once every first-screen picture of the page (`fetchpriority="high"`) has loaded or
 * failed and a frame has shown it. Lazy pictures wait for it so that on a slow link they never
 * share the line with the page's largest picture. Read from the DOM, not from a module's state,
 * because a section (remote) may run its own copy of this module.
 */
function afterPriorityPictures(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (image) => !image.complete,
  );
  const settled = pending.map(
    (image) =>
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      }),
  );
  return (
    Promise.race([
      Promise.all(settled),
      new Promise((resolve) => setTimeout(resolve, PRIORITY_PICTURE_WAIT_MS)),
    ])
      // Two frames: the one that paints the picture has been produced.
      .then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  );
}

/** True once `waiting` and the page's first-screen pictures are shown (see afterPriorityPictures). */
function useAfterPriorityPictures(waiting: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!waiting || shown) return;
    let cancelled = false;
    void afterPriorityPictures().then(() => cancelled || setShown(true));
    return () => {
      cancelled = true;
    };
  }, [waiting, shown]);
  return shown;
}

/**
 * An <img> that falls back to the placeholder when its source fails. With `loading="lazy"` it
 * shows the placeholder, without requesting anything, until the page's first-screen pictures are
 * shown and it is near the screen.
 */
export function SafeImage({
  src,
  alt = '',
  sizes,
  browserLazy = false,
  focus,
  onError,
  onLoad,
  ...rest
}: SafeImageProps) {
  const [failed, setFailed] = useState(false);
  const [element, setElement] = useState<HTMLImageElement | null>(null);
  const lazy = rest.loading === 'lazy';
  const nearScreen = useNearScreen(element, LAZY_IMAGE_MARGIN, lazy && !browserLazy);
  const released = useAfterPriorityPictures(lazy && (browserLazy || nearScreen)) || !lazy;
  const source = failed || !src ? undefined : src;
  // A server-rendered picture may have failed before the page's scripts were there to see it.
  useEffect(() => {
    if (element && released && source && element.complete && element.naturalWidth === 0) setFailed(true);
  }, [element, released, source]);
  const srcSet = !released || !source || !sizes ? undefined : imageSrcSet(source);
  const image = (
    <img
      {...rest}
      // A new element once released: Chromium applies `loading="lazy"` only to an image's first
      // source, so the placeholder must not have been this element's.
      key={released ? 'picture' : 'held'}
      ref={setElement}
      data-foco-x={focus?.x}
      data-foco-y={focus?.y}
      alt={alt}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={released && source ? source : PLACEHOLDER_IMAGE}
      data-fallback={source ? undefined : 'true'}
      data-pending={released ? undefined : 'true'}
      // The placeholder shown while the picture is held back is not the picture.
      onLoad={released ? onLoad : undefined}
      onError={(event) => {
        if (!released) return;
        setFailed(true);
        onError?.(event);
      }}
    />
  );
  if (released || !source) return image;
  // Held back: a reader without JavaScript gets the picture itself (a server-rendered page's
  // stylesheet for that case hides the placeholder). React renders nothing inside it in a browser.
  return (
    <>
      {image}
      <noscript>
        <img
          {...rest}
          alt={alt}
          src={source}
          srcSet={sizes ? imageSrcSet(source) : undefined}
          sizes={sizes}
        />
      </noscript>
    </>
  );
}
