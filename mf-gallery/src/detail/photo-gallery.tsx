import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';
import { focusOfPhoto, type Album, type AlbumPhotoDetail } from '@portal/contracts';
import { SafeImage } from '@portal/ui';
import { createAlbumLightbox, type AlbumLightbox } from './album-lightbox';
import styles from './photo-gallery.module.css';

interface Size {
  width: number;
  height: number;
}

/** Used for a photo PhotoSwipe reaches before the page has measured it; corrected once loaded. */
const GUESSED_SIZE: Size = { width: 1600, height: 900 };

function measure(src: string): Promise<Size> {
  const image = new Image();
  image.src = src;
  return image.decode().then(() => ({ width: image.naturalWidth, height: image.naturalHeight }));
}

/**
 * The album's photos on the page: the first one large (loaded at once), the others as lazy
 * thumbnails, each with its credit under it. Each is a link to the photo itself, which a reader
 * follows before (or without) the code; the code opens the PhotoSwipe gallery at that photo
 * instead, whose caption shows the photo's alt text and credit.
 */
export function PhotoGallery({
  photos,
  title,
  details = [],
  focos,
}: {
  photos: string[];
  title: string;
  /** The alt text and credit of the photos that have one. */
  details?: AlbumPhotoDetail[];
  /** The focal points of the photos that have one (media library): their thumbnails' crops. */
  focos?: Album['fotos_foco'];
}) {
  const about = (src: string | undefined) => details.find((detail) => detail.url === src);
  const sizes = useRef(new Map<string, Size>());
  const thumbnails = useRef<(HTMLElement | null)[]>([]);
  const lightbox = useRef<AlbumLightbox | null>(null);

  useEffect(() => {
    const created = createAlbumLightbox({
      label: title,
      onPhotoSize: (src, width, height) => sizes.current.set(src, { width, height }),
    });
    lightbox.current = created;
    return () => {
      created.destroy();
      lightbox.current = null;
    };
  }, [title]);

  const remember = (src: string) => (event: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth: width, naturalHeight: height, dataset, srcset } = event.currentTarget;
    // From a srcset, the natural size is scaled to the layout's: only the original tells its own.
    if (width && !dataset.fallback && !srcset) sizes.current.set(src, { width, height });
  };

  async function open(index: number) {
    const src = photos[index];
    // PhotoSwipe needs the photo's size to open it: measure it first when the page has not.
    if (src && !sizes.current.has(src)) {
      await measure(src)
        .then((size) => sizes.current.set(src, size))
        .catch(() => undefined);
    }
    lightbox.current?.open(
      index,
      photos.map((photo, n) => ({
        src: photo,
        ...(sizes.current.get(photo) ?? GUESSED_SIZE),
        element: thumbnails.current[n] ?? undefined,
        alt: about(photo)?.alt || `${title}: foto ${n + 1} de ${photos.length}`,
        description: about(photo)?.alt ?? '',
        credit: about(photo)?.credito ?? '',
      })),
    );
  }

  /** A plain click opens the gallery; one asking for a new tab or window is left to the browser. */
  const openAt = (index: number) => (event: MouseEvent) => {
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void open(index);
  };
  const label = (index: number) => `Ampliar la foto ${index + 1} de ${photos.length}`;

  const [first, ...rest] = photos;
  if (first === undefined) return <p className={styles.empty}>Este álbum todavía no tiene fotos.</p>;

  return (
    <div className={styles.gallery}>
      <a
        href={first}
        className={styles.featured}
        ref={(element) => {
          thumbnails.current[0] = element;
        }}
        onClick={openAt(0)}
        aria-label={label(0)}
      >
        <SafeImage
          src={first}
          alt={about(first)?.alt || `${title}: foto 1 de ${photos.length}`}
          width={1280}
          height={720}
          loading="eager"
          fetchPriority="high"
          sizes="(min-width: 1240px) 876px, (min-width: 992px) calc(100vw - 364px), 100vw"
          onLoad={remember(first)}
        />
        <span className={styles.badge} aria-hidden="true">
          <svg width="18" height="18" viewBox="0 0 24 24">
            <path
              fill="currentColor"
              d="M4 5h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm0 12h12l-4-5-3 3.5-2-2.5zM20 7h2v12a2 2 0 0 1-2 2H6v-2h14z"
            />
          </svg>
          Ver galería · {photos.length} fotos
        </span>
      </a>
      {about(first)?.credito && <p className={styles.credit}>{about(first)!.credito}</p>}
      {rest.length > 0 && (
        <ul className={styles.grid}>
          {rest.map((src, offset) => {
            const index = offset + 1;
            const credit = about(src)?.credito;
            return (
              <li key={`${src}-${index}`} className={styles.item}>
                <a
                  href={src}
                  className={styles.thumb}
                  ref={(element) => {
                    thumbnails.current[index] = element;
                  }}
                  onClick={openAt(index)}
                  aria-label={label(index)}
                >
                  <SafeImage
                    src={src}
                    focus={focusOfPhoto(focos, src)}
                    alt=""
                    width={240}
                    height={180}
                    loading="lazy"
                    decoding="async"
                    sizes="(min-width: 1240px) 210px, (min-width: 992px) calc((100vw - 364px) / 4), (min-width: 768px) 25vw, 33vw"
                    onLoad={remember(src)}
                  />
                </a>
                {credit && <p className={styles.thumbCredit}>{credit}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
