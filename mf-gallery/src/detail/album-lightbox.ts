import { imageSrcSet } from '@portal/contracts';
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import type PhotoSwipe from 'photoswipe';
import type { Padding, Point, SlideData } from 'photoswipe';
import 'photoswipe/style.css';
import styles from './album-lightbox.module.css';

/** The spec's gallery constants: a slide every 3000 ms when playing; a 450 ms slide transition. */
export const AUTOPLAY_INTERVAL_MS = 3000;
export const SLIDE_TRANSITION_MS = 450;

/**
 * PhotoSwipe moves between slides with a critically damped spring, not a timed tween. This natural
 * frequency brings a full-width slide to rest (under 1 px away) in SLIDE_TRANSITION_MS.
 */
const SLIDE_SPRING_FREQUENCY = 9.9 / (SLIDE_TRANSITION_MS / 1000);

export interface AlbumPhoto {
  src: string;
  /** Pixel size when known; PhotoSwipe lays a slide out before its image arrives. */
  width: number;
  height: number;
  /** The thumbnail on the page, for the zoom-in and zoom-out animation. */
  element?: HTMLElement;
  alt: string;
  /** The caption: the staff's alt text and credit of the photo ('' when it has none). */
  description: string;
  credit: string;
}

export interface AlbumLightbox {
  open(index: number, photos: AlbumPhoto[]): void;
  destroy(): void;
}

const icon = (id: string, path: string) =>
  `<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32">` +
  `<use class="pswp__icn-shadow" href="#${id}"/><path id="${id}" d="${path}"/></svg>`;

const ICONS = {
  play: icon('pswp__icn-play', 'M11 8.5v15l12.5-7.5z'),
  pause: icon('pswp__icn-pause', 'M10 9h4.5v14H10zm7.5 0H22v14h-4.5z'),
  enterFullscreen: icon(
    'pswp__icn-fs',
    'M8 8h7v2.5h-4.5V15H8zm9 0h7v7h-2.5v-4.5H17zM8 17h2.5v4.5H15V24H8zm13.5 0H24v7h-7v-2.5h4.5z',
  ),
  exitFullscreen: icon(
    'pswp__icn-fs-exit',
    'M12.5 8H15v7H8v-2.5h4.5zM17 8h2.5v4.5H24V15h-7zM8 17h7v7h-2.5v-4.5H8zm9 0h7v2.5h-4.5V24H17z',
  ),
};

/** Height of the caption's band, above the thumbnail strip (album-lightbox.module.css). */
const CAPTION_ROOM = { small: 60, large: 64 };

const hasCaption = (photo: Partial<AlbumPhoto> | undefined) => Boolean(photo?.description || photo?.credit);

/** Room kept for the top bar, the caption and the thumbnail strip, so no photo hides under them. */
function paddingFor(viewport: Point, photo: Partial<AlbumPhoto> | undefined): Padding {
  const small = viewport.x < 576;
  const caption = hasCaption(photo) ? CAPTION_ROOM[small ? 'small' : 'large'] : 0;
  return { top: small ? 44 : 60, bottom: (small ? 60 : 76) + caption, left: 0, right: 0 };
}

/**
 * The album's PhotoSwipe: counter 'n / total', arrows, keyboard and swipe from PhotoSwipe itself;
 * play and pause, fullscreen and the thumbnail strip added as PhotoSwipe UI elements.
 */
export function createAlbumLightbox({
  label,
  onPhotoSize,
}: {
  /** The album name, announced as the dialog's name. */
  label: string;
  /** Reports a photo's real pixel size once PhotoSwipe has loaded it. */
  onPhotoSize: (src: string, width: number, height: number) => void;
}): AlbumLightbox {
  let photos: AlbumPhoto[] = [];
  let slides: SlideData[] = [];
  const lightbox = new PhotoSwipeLightbox({
    pswpModule: () => import('photoswipe'),
    indexIndicatorSep: ' / ',
    closeTitle: 'Cerrar (Esc)',
    zoomTitle: 'Ampliar',
    arrowPrevTitle: 'Foto anterior',
    arrowNextTitle: 'Foto siguiente',
    errorMsg: 'No se pudo cargar la foto.',
    bgOpacity: 1,
    paddingFn: (viewport, photo) => paddingFor(viewport, photo as Partial<AlbumPhoto>),
    thumbSelector: 'img',
  });

  lightbox.on('uiRegister', () => {
    const pswp = lightbox.pswp;
    if (!pswp?.ui) return;
    pswp.element?.setAttribute('aria-label', `Galería: ${label}`);
    pswp.scrollWrap?.setAttribute('aria-roledescription', 'carrusel');
    // Keys and swipes only work once the opening animation is over: busy until then.
    pswp.element?.setAttribute('aria-busy', 'true');
    pswp.on('bindEvents', () => pswp.element?.removeAttribute('aria-busy'));
    tuneSlideTransition(pswp);
    registerPlayButton(pswp);
    if (document.fullscreenEnabled) registerFullscreenButton(pswp);
    registerThumbnails(pswp, () => photos);
    registerCaption(pswp, () => photos);
  });

  // A photo whose size was guessed is laid out again with its real size once it has loaded.
  lightbox.on('loadComplete', ({ content, isError }) => {
    const image = content.element;
    if (isError || !(image instanceof HTMLImageElement) || !image.naturalWidth) return;
    const src = String(content.data.src);
    const { naturalWidth: width, naturalHeight: height } = image;
    if (width === content.width && height === content.height) return;
    onPhotoSize(src, width, height);
    const slide = slides[content.index];
    if (!slide) return;
    Object.assign(slide, { width, height });
    lightbox.pswp?.refreshSlideContent(content.index);
  });

  lightbox.init();

  return {
    open(index, nextPhotos) {
      photos = nextPhotos;
      slides = photos.map((photo) => ({ ...photo, thumbCropped: true }));
      lightbox.loadAndOpen(index, slides);
    },
    destroy: () => lightbox.destroy(),
  };
}

function tuneSlideTransition(pswp: PhotoSwipe) {
  const startSpring = pswp.animations.startSpring.bind(pswp.animations);
  pswp.animations.startSpring = (props) =>
    startSpring(props.isMainScroll ? { ...props, naturalFrequency: SLIDE_SPRING_FREQUENCY } : props);
}

function setButton(button: HTMLElement, text: string, html: string) {
  button.title = text;
  button.setAttribute('aria-label', text);
  button.innerHTML = html;
}

/** Play and pause: one photo every AUTOPLAY_INTERVAL_MS, looping, until paused or closed. */
function registerPlayButton(pswp: PhotoSwipe) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let button: HTMLElement | undefined;
  const render = () =>
    button &&
    (timer
      ? setButton(button, 'Pausar presentación', ICONS.pause)
      : setButton(button, 'Reproducir presentación', ICONS.play));
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
    render();
  };
  const start = () => {
    clearInterval(timer);
    timer = setInterval(() => pswp.next(), AUTOPLAY_INTERVAL_MS);
    render();
  };

  pswp.ui?.registerElement({
    name: 'play',
    className: `pswp__button--play ${styles.button}`,
    order: 8,
    isButton: true,
    onInit: (element) => {
      button = element;
      render();
    },
    onClick: () => (timer ? stop() : start()),
  });
  // Every photo stays the full interval, also after the visitor moves on by hand.
  pswp.on('change', () => timer && start());
  pswp.on('close', stop);
}

/** Fullscreen through the Fullscreen API, on the gallery itself; closing the gallery leaves it. */
function registerFullscreenButton(pswp: PhotoSwipe) {
  let button: HTMLElement | undefined;
  const isFullscreen = () =>
    document.fullscreenElement !== null && document.fullscreenElement === pswp.element;
  const render = () =>
    button &&
    (isFullscreen()
      ? setButton(button, 'Salir de pantalla completa', ICONS.exitFullscreen)
      : setButton(button, 'Pantalla completa', ICONS.enterFullscreen));

  pswp.ui?.registerElement({
    name: 'fullscreen',
    className: `pswp__button--fullscreen ${styles.button}`,
    order: 9,
    isButton: true,
    onInit: (element) => {
      button = element;
      render();
    },
    onClick: () => {
      if (isFullscreen()) void document.exitFullscreen();
      else void pswp.element?.requestFullscreen().catch(() => undefined);
    },
  });
  document.addEventListener('fullscreenchange', render);
  pswp.on('close', () => {
    if (isFullscreen()) void document.exitFullscreen();
  });
  pswp.on('destroy', () => document.removeEventListener('fullscreenchange', render));
}

/** The strip of thumbnails at the bottom: the current photo marked and kept in view. */
function registerThumbnails(pswp: PhotoSwipe, photos: () => AlbumPhoto[]) {
  pswp.ui?.registerElement({
    name: 'thumbnails',
    className: styles.thumbnails,
    appendTo: 'root',
    onInit: (strip) => {
      strip.setAttribute('role', 'group');
      strip.setAttribute('aria-label', 'Miniaturas');
      const total = photos().length;
      const buttons = photos().map((photo, index) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = styles.thumb ?? '';
        button.setAttribute('aria-label', `Ver foto ${index + 1} de ${total}`);
        const image = document.createElement('img');
        image.src = photo.src;
        const srcset = imageSrcSet(photo.src);
        if (srcset) {
          image.srcset = srcset;
          image.sizes = '72px';
        }
        image.alt = '';
        image.width = 72;
        image.height = 48;
        image.loading = 'lazy';
        image.decoding = 'async';
        button.append(image);
        button.addEventListener('click', () => pswp.goTo(index));
        strip.append(button);
        return button;
      });
      pswp.on('change', () => {
        buttons.forEach((button, index) => {
          if (index === pswp.currIndex) button.setAttribute('aria-current', 'true');
          else button.removeAttribute('aria-current');
        });
        const current = buttons[pswp.currIndex];
        if (current) {
          strip.scrollTo({
            left: current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2,
            behavior: 'smooth',
          });
        }
      });
    },
  });
}

/** The current photo's alt text and credit, between the photo and the thumbnail strip. */
function registerCaption(pswp: PhotoSwipe, photos: () => AlbumPhoto[]) {
  pswp.ui?.registerElement({
    name: 'caption',
    className: styles.caption,
    appendTo: 'root',
    onInit: (caption) => {
      caption.setAttribute('role', 'group');
      caption.setAttribute('aria-label', 'Descripción de la foto');
      const description = document.createElement('p');
      description.className = styles.captionText ?? '';
      const credit = document.createElement('p');
      credit.className = styles.captionCredit ?? '';
      caption.append(description, credit);
      const show = () => {
        const photo = photos()[pswp.currIndex];
        // Staff text: set as text, never as HTML.
        description.textContent = photo?.description ?? '';
        credit.textContent = photo?.credit ?? '';
        description.hidden = !description.textContent;
        credit.hidden = !credit.textContent;
        caption.hidden = !hasCaption(photo);
      };
      show();
      pswp.on('change', show);
    },
  });
}
