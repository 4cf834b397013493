import sharp from 'sharp';
import { IMAGES_ONLY, PHOTO_TOO_LARGE } from '#shared/requests/schema.ts';
import { MAX_PHOTO_BYTES } from '#shared/constants.ts';
import { AppError } from '#server/errors.ts';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

const MIME: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};
const EXT: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

/** The file's real type from its first bytes; the browser's name and MIME type are not trusted. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (data.length >= 6 && ['GIF87a', 'GIF89a'].includes(data.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export interface CleanImage {
  data: Buffer;
  kind: ImageKind;
  mimeType: string;
  ext: string;
}

/**
 * Re-encodes the image so that no EXIF/GPS/XMP metadata survives (sharp drops metadata unless
 * asked to keep it). `.rotate()` applies the EXIF orientation first, so photos stay upright.
 */
export async function cleanImage(data: Buffer): Promise<CleanImage> {
  if (data.length > MAX_PHOTO_BYTES) throw new AppError('VALIDATION', PHOTO_TOO_LARGE);
  const kind = sniffImage(data);
  if (!kind) throw new AppError('VALIDATION', IMAGES_ONLY);
  let out: Buffer;
  try {
    if (kind === 'gif') {
      // GIF carries no orientation; keep its frames.
      out = await sharp(data, { animated: true }).gif().toBuffer();
    } else {
      const img = sharp(data).rotate();
      out = await (
        kind === 'jpeg' ? img.jpeg({ quality: 90 }) : kind === 'png' ? img.png() : img.webp()
      ).toBuffer();
    }
  } catch {
    // Right magic bytes but not decodable: not an image we accept.
    throw new AppError('VALIDATION', IMAGES_ONLY);
  }
  return { data: out, kind, mimeType: MIME[kind], ext: EXT[kind] };
}
