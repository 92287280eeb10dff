/** A stored image (or other file) as the media route needs it. */
export interface MediaObject {
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
  contentType: string;
  size: number;
}

/**
 * Where uploaded and seeded images live: a folder on disk for the Node server, an R2 bucket for
 * the worker. Keys are relative paths such as `noticias/<id>.jpg`; the public URL of a key is
 * `/media/<key>`.
 */
export interface MediaStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no object under that key. */
  get(key: string): Promise<MediaObject | null>;
  /** The type and byte size of the object under that key, without its body; null when missing. */
  head(key: string): Promise<Omit<MediaObject, 'body'> | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix`, sorted. */
  list(prefix: string): Promise<string[]>;
  /**
   * Every stored object under `prefix` with the time it was written, sorted by key: what the
   * orphan cleanup needs to spare a file just uploaded for a form that is not saved yet. Unlike
   * `list`, it also names files of no image type (such as an interrupted write's leftovers).
   */
  listWithDates(prefix: string): Promise<StoredMediaEntry[]>;
}

/** A stored object's key and when it was written (disk mtime, R2 `uploaded`). */
export interface StoredMediaEntry {
  key: string;
  storedAt: Date;
}

/** Orders listing entries by key, as `list` and `listWithDates` answer them. */
export function byKey(a: StoredMediaEntry, b: StoredMediaEntry): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

export const MEDIA_URL_PREFIX = '/media/';

export function mediaUrl(key: string): string {
  return MEDIA_URL_PREFIX + key;
}

// Each segment starts with a letter or digit, so '.', '..' and hidden files cannot be named.
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

/** Whether a key is a plain relative path that cannot escape the store (no traversal). */
export function isSafeMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SAFE_SEGMENT.test(segment));
}

export function assertSafeMediaKey(key: string): void {
  if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The content type a key's extension implies (the disk store keeps no metadata beside files). */
export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
