import { useCallback, useEffect, useRef, useState } from 'react';

/** A photo picked in this visit, not yet uploaded, with its preview URL. */
export interface PendingPhoto {
  key: string;
  file: File;
  previewUrl: string;
}

let counter = 0;

/**
 * The photos chosen for upload. Previews are object URLs, released when a photo is removed or
 * the screen closes.
 */
export function usePendingPhotos() {
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const live = useRef(photos);
  live.current = photos;
  useEffect(() => () => live.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl)), []);

  const add = useCallback((files: readonly File[]) => {
    const added = files.map((file) => ({
      key: `foto-${++counter}`,
      file,
      previewUrl: URL.createObjectURL(file),
    }));
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
