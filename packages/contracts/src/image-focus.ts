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

/** The focus of `url` among an album's `fotos_foco`, if it has one. */
export function focusOfPhoto(
  focos: readonly { url: string; foco: ImageFocus }[] | undefined,
  url: string,
): ImageFocus | undefined {
  return focos?.find((entry) => entry.url === url)?.foco;
}
