/**
 * Lazy pictures held back until they are near the screen (SafeImage), and their release by the
 * document's loader before the code comes (shell/src/loader). DOM only, no React: the loader
 * bundles it without React.
 */
import { TAKEN_OVER_ATTRIBUTE } from '@portal/contracts';
import { oneTaskEach } from './one-task-each';

/**
 * Marks a server-rendered picture held back: its <img> shows the placeholder and the picture
 * itself is in the <noscript> beside it. `near` waits until it comes within LAZY_IMAGE_MARGIN of
 * the screen; `browser` leaves the timing to the browser's own `loading="lazy"` (a carousel's
 * slides, which an IntersectionObserver sees as hidden until they slide in).
 */
export const HELD_PICTURE_ATTRIBUTE = 'data-pending';
export type HeldPictureWait = 'near' | 'browser';
const LEFT_TO_BROWSER: HeldPictureWait = 'browser';

/** Set by the loader on a held picture it has released: the code takes it over as shown. */
export const RELEASED_PICTURE_ATTRIBUTE = 'data-released';

/**
 * How close to the screen a lazy image must come before it is requested. Chromium's own lazy
 * loading fetches up to 1250 px ahead on a slow link, so on a phone nearly every picture of a page
 * would share the link with the first, largest one; this keeps the first screen's pictures alone.
 */
export const LAZY_IMAGE_MARGIN = '200px';

/** How long lazy pictures wait at most for the first-screen picture before they load anyway. */
const PRIORITY_PICTURE_WAIT_MS = 3000;

/**
 * Resolves once every first-screen picture of the page (`fetchpriority="high"`) has loaded or
 * failed and a frame has shown it. Lazy pictures wait for it so that on a slow link they never
 * share the line with the page's largest picture. Read from the DOM, not from a module's state,
 * because a section (remote) may run its own copy of this module.
 */
export function afterPriorityPictures(): Promise<unknown> {
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

/**
 * Shows the server-rendered pictures held back in `root` as SafeImage would, once the page has
 * loaded (its first-screen pictures with it): each when it comes near the screen, or at once for
 * `browser`, whose timing is the browser's. The picture's attributes are read from its
 * <noscript> copy, so the held <img> keeps its size and place: nothing moves. A picture that
 * fails shows the placeholder again.
 */
export function releaseHeldPictures(root: ParentNode = document): void {
  const held = [...root.querySelectorAll<HTMLImageElement>(`img[${HELD_PICTURE_ATTRIBUTE}]`)];
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
      for (const image of near) observer.unobserve(image);
      oneTaskEach(near as HTMLImageElement[], releaseHeldPicture);
    },
    { rootMargin: LAZY_IMAGE_MARGIN },
  );
  const byBrowser = held.filter((image) => image.getAttribute(HELD_PICTURE_ATTRIBUTE) === LEFT_TO_BROWSER);
  for (const image of held) if (!byBrowser.includes(image)) observer.observe(image);
  oneTaskEach(byBrowser, releaseHeldPicture);
}

function releaseHeldPicture(image: HTMLImageElement): void {
  // Released already, or taken over by the code meanwhile: SafeImage shows it (an <img> it
  // reuses for another picture keeps the server's <noscript>, which no longer says which).
  if (!image.isConnected || !image.hasAttribute(HELD_PICTURE_ATTRIBUTE)) return;
  if (image.closest(`[${TAKEN_OVER_ATTRIBUTE}]`)) return;
  const copy = pictureInNoscript(image.nextElementSibling);
  if (!copy) return;
  const placeholder = image.getAttribute('src');
  image.addEventListener(
    'error',
    () => {
      image.removeAttribute('srcset');
      if (placeholder) image.src = placeholder;
    },
    { once: true },
  );
  image.removeAttribute(HELD_PICTURE_ATTRIBUTE);
  image.setAttribute(RELEASED_PICTURE_ATTRIBUTE, '');
  for (const name of ['sizes', 'srcset', 'src']) {
    const value = copy.getAttribute(name);
    if (value !== null) image.setAttribute(name, value);
  }
}

/** The <img> a <noscript> holds, parsed inert (a <template> loads nothing). */
function pictureInNoscript(element: Element | null): HTMLImageElement | null {
  if (element?.tagName !== 'NOSCRIPT') return null;
  const template = document.createElement('template');
  template.innerHTML = element.textContent ?? '';
  return template.content.querySelector('img');
}
