/** What a picked file that the browser cannot show as a picture is told (covers, flyers, photos…). */
export const NOT_AN_IMAGE_MESSAGE = 'El archivo no es una imagen válida.';

/**
 * Whether the browser can decode `file` as a picture. Its name and declared type prove nothing
 * (text renamed `.jpg` says image/jpeg), so it is decoded: by createImageBitmap, and by an
 * `<img>` for what that refuses but a page can show (SVG).
 */
export async function isDecodableImage(file: Blob): Promise<boolean> {
  if (file.size === 0) return false;
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const drawable = bitmap.width > 0 && bitmap.height > 0;
      bitmap.close();
      if (drawable) return true;
    } catch {
      // Not decodable as a bitmap: the <img> below has the last word.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image.naturalWidth > 0 && image.naturalHeight > 0;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}
