import { imageSrcSet, type ImageFocus } from '@portal/contracts';
import { useEffect, useLayoutEffect, useState, type ImgHTMLAttributes } from 'react';
import {
  afterPriorityPictures,
  LAZY_IMAGE_MARGIN,
  RELEASED_PICTURE_ATTRIBUTE,
  type HeldPictureWait,
} from './held-pictures';
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

const heldPictureWait = (browserLazy: boolean): HeldPictureWait => (browserLazy ? 'browser' : 'near');

/**
 * True once the picture is known to have been released by the document's loader before the code
 * took the page over (held-pictures.ts): it is shown as it is, without waiting again. Read before
 * the first paint of the hydrated tree, so nothing flickers.
 */
function useReleasedByLoader(element: HTMLImageElement | null, lazy: boolean): boolean {
  const [released, setReleased] = useState(false);
  useLayoutEffect(() => {
    if (lazy && element?.hasAttribute(RELEASED_PICTURE_ATTRIBUTE)) setReleased(true);
  }, [element, lazy]);
  return released;
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
  const releasedByLoader = useReleasedByLoader(element, lazy);
  const released =
    useAfterPriorityPictures(lazy && !releasedByLoader && (browserLazy || nearScreen)) ||
    releasedByLoader ||
    !lazy;
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
      // source, so the placeholder must not have been this element's. One the loader has shown
      // stays as it is: a new element would be decoded again, a blank frame.
      key={released && !releasedByLoader ? 'picture' : 'held'}
      ref={setElement}
      data-foco-x={focus?.x}
      data-foco-y={focus?.y}
      alt={alt}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={released && source ? source : PLACEHOLDER_IMAGE}
      data-fallback={source ? undefined : 'true'}
      // HELD_PICTURE_ATTRIBUTE: how the loader releases it before the code comes.
      data-pending={released ? undefined : heldPictureWait(browserLazy)}
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
