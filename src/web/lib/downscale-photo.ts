/**
 * Photos larger than needed are scaled down in the browser before they are sent (decision 042):
 * a phone's 12-megapixel photo of a type plate reads as well at 2560 px on the longest side, and
 * a fifth of the bytes goes over a site's mobile connection. Re-encoding through a canvas also
 * leaves EXIF (GPS) behind; the server still checks and strips every upload as before.
 */

/** Longest side kept: enough to read a type plate or part number in a close-up. */
export const PHOTO_MAX_SIDE = 2560;
/** Within the size, a photo below this is sent as it is (re-encoding would gain little). */
const REENCODE_ABOVE_BYTES = 1_500_000;
const QUALITY = 0.85;

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/**
 * The photo to send: JPEG, PNG and WebP larger than needed come back as JPEG (WebP stays WebP)
 * with the longest side at most PHOTO_MAX_SIDE; anything else (GIF, which may move; a browser
 * that cannot decode it) comes back as it was.
 */
export async function downscalePhoto(file: File): Promise<File> {
  if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) return file;
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    // The EXIF orientation is applied here, since the re-encoded photo carries no EXIF.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // not decodable here: the server's check answers
  }
  try {
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= REENCODE_ABOVE_BYTES) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const type = file.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
    const blob = await toBlob(canvas, type);
    if (!blob || (scale === 1 && blob.size >= file.size)) return file;
    const name = file.name.replace(/\.[^.]*$/, '') + (type === 'image/webp' ? '.webp' : '.jpg');
    return new File([blob], name, { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
