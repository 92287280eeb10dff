import { imageSrcSet } from '@portal/contracts';
import { useState, type ImgHTMLAttributes } from 'react';

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
};

/** An <img> that falls back to the placeholder when its source fails. */
export function SafeImage({ src, alt = '', sizes, onError, ...rest }: SafeImageProps) {
  const [failed, setFailed] = useState(false);
  const srcSet = failed || !sizes ? undefined : imageSrcSet(src);
  return (
    <img
      {...rest}
      alt={alt}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
      data-fallback={failed || !src ? 'true' : undefined}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
    />
  );
}
