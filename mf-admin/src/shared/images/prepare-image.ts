import imageCompression, { type Options } from 'browser-image-compression';

// The library compresses in a Web Worker that loads a copy of itself with importScripts. By
// default that copy comes from a public CDN; ship our own instead, so no image work leaves the site.
const workerLibraryUrl = new URL(
  'browser-image-compression/dist/browser-image-compression.js',
  import.meta.url,
).href;

/** About 200 000 bytes, the spec's target for every uploaded image (the library counts in MiB). */
const TARGET_MB = 200_000 / (1024 * 1024);

/**
 * The spec's targets (back-office §9). `newImage`: new items and the account photo, JPEG 0.5;
 * `editImage`: images chosen on edit screens, JPEG 0.9; `preview`: the news edit preview tool,
 * at most 800×600 at 0.6.
 */
export const IMAGE_TARGETS = {
  newImage: { maxSizeMB: TARGET_MB, initialQuality: 0.5 },
  editImage: { maxSizeMB: TARGET_MB, initialQuality: 0.9 },
  preview: { maxWidth: 800, maxHeight: 600, initialQuality: 0.6 },
} as const;

export interface ImageTarget {
  /** Largest size of the result, in MiB (the library's unit). */
  maxSizeMB?: number;
  /** The result fits in this box, keeping the proportions. */
  maxWidth?: number;
  maxHeight?: number;
  /** JPEG quality of the first encoding (the library lowers it only if the size is still too big). */
  initialQuality: number;
}

export interface PrepareOptions {
  /** Progress of the compression, 0…100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Downsizes and re-encodes a picked image as JPEG for upload, with browser-image-compression.
 * `prepareImage(file, IMAGE_TARGETS.newImage)` gives a JPEG of about 200 000 bytes or less.
 */
export async function prepareImage(
  file: File,
  target: ImageTarget,
  { onProgress, signal }: PrepareOptions = {},
): Promise<File> {
  const options: Options = {
    fileType: 'image/jpeg',
    initialQuality: target.initialQuality,
    maxSizeMB: target.maxSizeMB,
    maxWidthOrHeight: await longestSideWithin(file, target.maxWidth, target.maxHeight),
    useWebWorker: true,
    libURL: workerLibraryUrl,
    onProgress,
    signal,
  };
  const result = await imageCompression(file, options);
  const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
  return new File([result], name, { type: 'image/jpeg', lastModified: file.lastModified });
}

/**
 * The library limits only the longest side; a box such as 800×600 needs the image's own
 * proportions to turn it into that one number.
 */
async function longestSideWithin(
  file: File,
  maxWidth?: number,
  maxHeight?: number,
): Promise<number | undefined> {
  if (maxWidth === undefined && maxHeight === undefined) return undefined;
  const bitmap = await createImageBitmap(file);
  const { width, height } = bitmap;
  bitmap.close();
  const scale = Math.min(1, (maxWidth ?? Infinity) / width, (maxHeight ?? Infinity) / height);
  return Math.max(1, Math.floor(Math.max(width, height) * scale));
}
