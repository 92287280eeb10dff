import { mediaUrl } from '../media/media-store.ts';

/** Which of the generated pictures an item uses, and the key it is stored under. */
export type ImageDesign =
  | { kind: 'landscape'; index: number }
  | { kind: 'flyer'; index: number }
  | { kind: 'ad'; index: number }
  | { kind: 'banner-full'; index: number }
  | { kind: 'banner-mobile'; index: number }
  | { kind: 'avatar'; index: number };

export interface PlannedImage {
  key: string;
  design: ImageDesign;
}

/** Collects the images a piece of demo content needs and answers their public URLs. */
export class MediaPlan {
  readonly images: PlannedImage[] = [];

  add(key: string, design: ImageDesign): string {
    this.images.push({ key, design });
    return mediaUrl(key);
  }
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` plus a number of days (negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
