import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { PDFArray, PDFName, PDFNull, PDFRawStream, type PDFContext } from 'pdf-lib';

/*
 * Decision 072: a JPEG inside a PDF (an image XObject with the DCTDecode filter) carries its own
 * EXIF, GPS, XMP, IPTC and comments, which the page copy of pdf.ts keeps byte for byte. Each such
 * image is re-encoded with sharp (which writes no metadata, as for the photos); when sharp cannot
 * keep the image's channels (CMYK) or cannot read it, its metadata segments are cut out instead,
 * so a JPEG is never stored with them either way.
 */

const DCT = '/DCTDecode';
const FLATE = '/FlateDecode';

/** The stream's filters as names, first applied first. */
function filtersOf(stream: PDFRawStream): string[] {
  const filter = stream.dict.get(PDFName.of('Filter'));
  if (filter instanceof PDFName) return [filter.toString()];
  if (filter instanceof PDFArray) return filter.asArray().map((f) => f.toString());
  return [];
}

/** The JPEG bytes of an image stream, or null when it is no JPEG we can read out. */
function jpegOf(stream: PDFRawStream): Uint8Array | null {
  if (stream.dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') return null;
  const filters = filtersOf(stream);
  if (filters.at(-1) !== DCT) return null;
  let bytes: Uint8Array = stream.getContents();
  // [/FlateDecode /DCTDecode]: a JPEG compressed once more; anything else is left to the viewer.
  for (const f of filters.slice(0, -1)) {
    if (f !== FLATE) return null;
    bytes = inflateSync(bytes);
  }
  return bytes;
}

/** Every image XObject that is a JPEG gets metadata-free bytes; returns how many were rewritten. */
export async function cleanEmbeddedJpegs(context: PDFContext): Promise<number> {
  let n = 0;
  for (const [ref, obj] of context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream)) continue;
    const jpeg = jpegOf(obj);
    if (!jpeg) continue;
    const clean = await reencodeJpeg(Buffer.from(jpeg));
    const dict = obj.dict;
    // What stays is a plain DCTDecode stream: a Flate layer in front of it is gone, and so are its
    // parameters; the JPEG's own (ColorTransform) stay unless sharp wrote a new, standard JPEG.
    const parms = dict.get(PDFName.of('DecodeParms'));
    const dctParms = parms instanceof PDFArray ? parms.get(parms.size() - 1) : parms;
    dict.set(PDFName.of('Filter'), PDFName.of('DCTDecode'));
    if (clean.reencoded || !dctParms || dctParms === PDFNull) dict.delete(PDFName.of('DecodeParms'));
    else dict.set(PDFName.of('DecodeParms'), dctParms);
    context.assign(ref, PDFRawStream.of(dict, clean.data));
    n += 1;
  }
  return n;
}

/**
 * Re-encoded by sharp when it keeps the channels and size; else the same JPEG without its
 * metadata segments (`reencoded` false).
 */
export async function reencodeJpeg(input: Buffer): Promise<{ data: Buffer; reencoded: boolean }> {
  const stripped = { data: stripJpegMetadata(input), reencoded: false };
  try {
    const before = await sharp(input).metadata();
    if (before.space === 'cmyk') return stripped;
    const out = await sharp(input).jpeg({ quality: 90 }).toBuffer();
    const after = await sharp(out).metadata();
    const same =
      after.width === before.width && after.height === before.height && after.channels === before.channels;
    return same ? { data: out, reencoded: true } : stripped;
  } catch {
    return stripped;
  }
}

/** APP1–APP13 and APP15 (EXIF, XMP, IPTC, vendors' notes) and comments; APP0 and Adobe's APP14 stay. */
function isMetadataMarker(marker: number): boolean {
  return (marker >= 0xe1 && marker <= 0xed) || marker === 0xef || marker === 0xfe;
}

/**
 * The JPEG's segments up to the image data, without the metadata ones; the image data itself is
 * copied unchanged. A malformed header ends the walk: the rest is copied as it is.
 */
export function stripJpegMetadata(input: Buffer): Buffer {
  if (input[0] !== 0xff || input[1] !== 0xd8) return input;
  const parts: Buffer[] = [input.subarray(0, 2)];
  let i = 2;
  while (i + 4 <= input.length && input[i] === 0xff) {
    const marker = input[i + 1]!;
    if (marker === 0xda) break; // start of scan: the compressed image follows
    const length = input.readUInt16BE(i + 2);
    if (length < 2 || i + 2 + length > input.length) break;
    if (!isMetadataMarker(marker)) parts.push(input.subarray(i, i + 2 + length));
    i += 2 + length;
  }
  parts.push(input.subarray(i));
  return Buffer.concat(parts);
}
