import { discardUploads } from '../../shared/images/delete-image';
import type { ImageTarget } from '../../shared/images/prepare-image';
import { prepareAndUpload, type UploadedImage } from '../../shared/images/upload-image';

export type PhotoUploadState = 'waiting' | 'active' | 'done' | 'failed' | 'cancelled';

export interface PhotoProgress {
  /** 0…1: compression, then the bytes going up. */
  fraction: number;
  state: PhotoUploadState;
}

/** A few at a time: a phone on mobile data keeps every upload moving, and the bars stay honest. */
const PARALLEL_UPLOADS = 3;

/**
 * Prepares and uploads an album's photos, reporting each one's progress. All or nothing: after
 * the first failure no further photo starts, the ones under way finish, and every photo this
 * attempt stored is deleted again before the failure is rethrown, so no half album is left.
 */
export async function uploadAlbumPhotos(
  photos: readonly { key: string; file: File }[],
  target: ImageTarget,
  onProgress: (key: string, progress: PhotoProgress) => void,
): Promise<UploadedImage[]> {
  const uploaded: (UploadedImage | undefined)[] = [];
  let next = 0;
  let failure: { error: unknown } | undefined;

  async function worker() {
    while (next < photos.length && !failure) {
      const index = next++;
      const { key, file } = photos[index]!;
      onProgress(key, { fraction: 0, state: 'active' });
      let fraction = 0;
      try {
        uploaded[index] = await prepareAndUpload(file, 'albums', target, {
          onProgress: (sent) => {
            fraction = sent;
            onProgress(key, { fraction: sent, state: 'active' });
          },
        });
        onProgress(key, { fraction: 1, state: 'done' });
      } catch (error) {
        failure ??= { error };
        onProgress(key, { fraction, state: 'failed' });
      }
    }
  }

  await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, photos.length) }, worker));
  if (failure) {
    await discardStored(uploaded);
    // Nothing of this attempt is kept: the photos that arrived were deleted again, the rest never left.
    photos.forEach(({ key }, index) => {
      if (uploaded[index] || index >= next) onProgress(key, { fraction: 0, state: 'cancelled' });
    });
    throw failure.error;
  }
  return uploaded as UploadedImage[];
}

/** Deletes what an attempt stored (after a failed upload, or when the album call is refused). */
export const discardStored = (uploaded: readonly (UploadedImage | undefined)[]) =>
  discardUploads(uploaded.filter((image) => image !== undefined).map((image) => image.public_id));

/** The whole album's progress: the mean of its photos'. */
export function overallProgress(progress: Record<string, PhotoProgress>, count: number): number {
  if (count === 0) return 0;
  const sum = Object.values(progress).reduce(
    (total, photo) => total + (photo.state === 'done' ? 1 : photo.fraction),
    0,
  );
  return sum / count;
}
