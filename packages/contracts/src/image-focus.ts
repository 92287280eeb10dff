/**
 * The focal point of a stored image (DESIGN §12, media library): where, from 0 to 1 on each
 * axis, the picture's subject is. Public answers carry it only when it is not the centre, and
 * every cropped picture of the public pages shows it through CSS `object-position`.
 * Zod-free: the public remotes import it.
 */
export interface ImageFocus {
  x: number;
  y: number;
}

export const DEFAULT_IMAGE_FOCUS: ImageFocus = { x: 0.5, y: 0.5 };

/** `object-position` for a focus ('50% 30%'), or undefined for none (the browser's centre). */
export function objectPositionOf(focus: ImageFocus | undefined): string | undefined {
  if (!focus) return undefined;
  const percent = (value: number) => `${Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10}%`;
  return `${percent(focus.x)} ${percent(focus.y)}`;
}

/**
 * The attributes that put a focus on a public page's <img>: `data-foco-x`/`data-foco-y` in steps
 * of 5 %, which the shell's global stylesheet turns into `object-position`. Not a `style`
 * attribute: the Content-Security-Policy refuses those in server-rendered HTML.
 */
export function focusAttributes(focus: ImageFocus | undefined): Record<string, string> {
  if (!focus) return {};
  const step = (value: number) => String(Math.round(Math.min(1, Math.max(0, value)) * 20) * 5);
  return { 'data-foco-x': step(focus.x), 'data-foco-y': step(focus.y) };
}

/** The focus of `url` among an album's `fotos_foco`, if it has one. */
export function focusOfPhoto(
  focos: readonly { url: string; foco: ImageFocus }[] | undefined,
  url: string,
): ImageFocus | undefined {
  return focos?.find((entry) => entry.url === url)?.foco;
}
