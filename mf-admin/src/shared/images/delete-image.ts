import { api, ApiError } from '@portal/ui';

/** The failure texts of the banner bank (docs/product/back-office.md §8). */
export const DELETE_IMAGE_FAILED = 'Error al eliminar la imagen';
export const DELETE_IMAGE_UNREACHABLE = 'Ocurrió un error al intentar eliminar la imagen';

/**
 * `DELETE /api/image` with `{ id }` (the image's public_id): removes an uploaded image from the
 * media store. Resolves with the server's `message`; rejects with an ApiError holding the server's
 * error text, or the spec's generic ones.
 */
export async function deleteImage(publicId: string): Promise<string | undefined> {
  try {
    const { message } = await api.DELETE('/api/image', { body: { id: publicId } });
    return message;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 0) throw new ApiError(0, DELETE_IMAGE_UNREACHABLE);
    throw new ApiError(error.status, error.serverMsg ?? DELETE_IMAGE_FAILED, error.serverMsg);
  }
}

/**
 * Removes images uploaded by an attempt that did not finish (an album whose other photos failed,
 * an item the server refused), so they do not linger in storage. Best effort: a failure is logged.
 */
export async function discardUploads(publicIds: readonly string[]): Promise<void> {
  await Promise.all(
    publicIds.map((id) =>
      deleteImage(id).catch((error: unknown) => console.error(`No se pudo borrar la imagen ${id}:`, error)),
    ),
  );
}
