import { useCallback, useEffect, useRef, useState } from 'react';
import { isDecodableImage } from '../../shared/images/check-image';

/** A photo picked in this visit, not yet uploaded, with its preview URL. */
export interface PendingPhoto {
  key: string;
  file: File;
  previewUrl: string;
  /** Whether the browser decoded it as a picture; undefined while that is being checked. */
  valid?: boolean;
  /** The decoding check, for a submit that comes before it ends. */
  checked: Promise<boolean>;
}

let counter = 0;

/**
 * The photos chosen for upload. Previews are object URLs, released when a photo is removed or
 * the screen closes. Each is decoded when chosen: one that is no picture is marked on its own.
 */
export function usePendingPhotos() {
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const live = useRef(photos);
  live.current = photos;
  useEffect(() => () => live.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl)), []);

  const add = useCallback((files: readonly File[]) => {
    const added = files.map((file) => {
      const key = `foto-${++counter}`;
      const checked = isDecodableImage(file);
      void checked.then((valid) =>
        setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, valid } : photo))),
      );
      return { key, file, previewUrl: URL.createObjectURL(file), checked };
    });
    setPhotos((current) => [...current, ...added]);
  }, []);

  const remove = useCallback((key: string) => {
    setPhotos((current) => {
      const photo = current.find((item) => item.key === key);
      if (photo) URL.revokeObjectURL(photo.previewUrl);
      return current.filter((item) => item.key !== key);
    });
  }, []);

  return { photos, add, remove };
}

/** The picked files that fit under the album's limit, and whether some were left out. */
export function takeWithinLimit(
  files: readonly File[],
  room: number,
): { accepted: File[]; overflow: boolean } {
  const images = files.filter((file) => file.type.startsWith('image/'));
  return { accepted: images.slice(0, Math.max(0, room)), overflow: images.length > room };
}
