import {
  MEDIA_URL_PREFIX,
  contentTypeForKey,
  isSafeMediaKey,
  type MediaStore,
} from '../media/media-store.ts';

/** What an RSS enclosure says of a cover: its byte length and type. */
export interface EnclosureFile {
  length: number;
  type: string;
}

/**
 * A cover as an enclosure: an image of this site's store with its real size and type (none when
 * the file is missing: it could not be shown either); a picture elsewhere with length 0, which
 * the RSS profile asks for when the size cannot be known, and the type its name implies.
 */
export async function coverEnclosure(media: MediaStore, cover: string): Promise<EnclosureFile | null> {
  if (cover.startsWith(MEDIA_URL_PREFIX)) {
    let key: string;
    try {
      key = decodeURIComponent(cover.slice(MEDIA_URL_PREFIX.length));
    } catch {
      return null;
    }
    if (!isSafeMediaKey(key)) return null;
    const file = await media.head(key);
    return file ? { length: file.size, type: file.contentType } : null;
  }
  if (!/^https?:\/\//i.test(cover)) return null;
  let type: string;
  try {
    type = contentTypeForKey(new URL(cover).pathname);
  } catch {
    return null;
  }
  return { length: 0, type: type === 'application/octet-stream' ? 'image/jpeg' : type };
}
