import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanPdf } from './pdf.ts';
import { stripJpegMetadata } from './pdf-images.ts';

/* Decision 072: a JPEG inside a PDF is stored without its EXIF (GPS, camera, owner). */

const SECRET = 'Kamera von Quirin Ortmann';

/** An EXIF APP1 segment built by hand: IFD0 with Make and a GPS IFD (48° 8' N, 11° 34' E). */
function exifApp1(): Buffer {
  const entries = (n: number) => 2 + n * 12 + 4;
  const make = Buffer.from(`${SECRET}\0`, 'latin1');
  const ifd0At = 8;
  const makeAt = ifd0At + entries(2);
  const gpsAt = makeAt + make.length;
  const ratAt = gpsAt + entries(4);
  const tiff = Buffer.alloc(ratAt + 6 * 8 * 2);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(ifd0At, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    tiff.writeUInt32BE(value, at + 8);
  };
  tiff.writeUInt16BE(2, ifd0At);
  entry(ifd0At + 2, 0x010f, 2, make.length, makeAt); // Make
  entry(ifd0At + 14, 0x8825, 4, 1, gpsAt); // GPSInfo
  make.copy(tiff, makeAt);
  tiff.writeUInt16BE(4, gpsAt);
  const ascii = (c: string) => (c.charCodeAt(0) << 24) >>> 0; // one character, left-justified
  entry(gpsAt + 2, 0x0001, 2, 2, ascii('N')); // GPSLatitudeRef
  entry(gpsAt + 14, 0x0002, 5, 3, ratAt); // GPSLatitude
  entry(gpsAt + 26, 0x0003, 2, 2, ascii('E')); // GPSLongitudeRef
  entry(gpsAt + 38, 0x0004, 5, 3, ratAt + 24); // GPSLongitude
  [48, 8, 0, 11, 34, 0].forEach((v, i) => {
    tiff.writeUInt32BE(v, ratAt + i * 8);
    tiff.writeUInt32BE(1, ratAt + i * 8 + 4);
  });
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xffe1, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** A JPEG as a phone writes it: the EXIF segment right after the start of image. */
async function jpegWithGps(): Promise<Buffer> {
  const plain = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([plain.subarray(0, 2), exifApp1(), plain.subarray(2)]);
}

/** The JPEG's header segments (marker and body) up to the image data: read here, not by a library. */
function segmentsOf(jpeg: Uint8Array): { marker: number; body: Buffer }[] {
  const b = Buffer.from(jpeg);
  expect([b[0], b[1]]).toEqual([0xff, 0xd8]);
  const out: { marker: number; body: Buffer }[] = [];
  let i = 2;
  while (i + 4 <= b.length && b[i] === 0xff && b[i + 1] !== 0xda) {
    const length = b.readUInt16BE(i + 2);
    out.push({ marker: b[i + 1]!, body: b.subarray(i + 4, i + 2 + length) });
    i += 2 + length;
  }
  return out;
}

const isExif = (s: { marker: number; body: Buffer }) =>
  s.marker === 0xe1 && s.body.subarray(0, 6).toString('latin1') === 'Exif\0\0';

async function pdfWithJpeg(jpeg: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.create();
  // A copy: pdf-lib reads the JPEG through a DataView of the whole underlying buffer.
  const image = await doc.embedJpg(new Uint8Array(jpeg));
  doc.addPage([200, 200]).drawImage(image, { x: 10, y: 10, width: 40, height: 30 });
  return Buffer.from(await doc.save());
}

/** Every image stream of the stored PDF that is a JPEG. */
async function jpegsIn(pdf: Buffer): Promise<Uint8Array[]> {
  const doc = await PDFDocument.load(pdf);
  const out: Uint8Array[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream)) continue;
    if (obj.dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') continue;
    expect(obj.dict.get(PDFName.of('Filter'))?.toString()).toBe('/DCTDecode');
    out.push(obj.getContents());
  }
  return out;
}

describe('JPEGs inside a PDF (decision 072)', () => {
  it('the test JPEG does carry EXIF with GPS before the upload', async () => {
    const jpeg = await jpegWithGps();
    const exif = segmentsOf(jpeg).find(isExif);
    expect(exif).toBeDefined();
    expect(exif!.body.toString('latin1')).toContain(SECRET);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const [inPdf] = await jpegsIn(await pdfWithJpeg(jpeg));
    expect(segmentsOf(inPdf!).some(isExif)).toBe(true);
  });

  it('stores the PDF with its image re-encoded: no APP1, no EXIF, no GPS, same size', async () => {
    const { data } = await cleanPdf(await pdfWithJpeg(await jpegWithGps()));
    const images = await jpegsIn(data);
    expect(images).toHaveLength(1);
    const segments = segmentsOf(images[0]!);
    expect(segments.filter((s) => s.marker === 0xe1)).toEqual([]);
    expect(Buffer.from(images[0]!).toString('latin1')).not.toContain('Exif');
    expect(data.toString('latin1')).not.toContain(SECRET);
    const meta = await sharp(Buffer.from(images[0]!)).metadata();
    expect(meta).toMatchObject({ width: 40, height: 30, channels: 3 });
    expect(meta.exif).toBeUndefined();
  });

  it('cuts the metadata segments out where sharp cannot re-encode (CMYK, unreadable)', async () => {
    const jpeg = await jpegWithGps();
    const stripped = stripJpegMetadata(jpeg);
    expect(segmentsOf(stripped).some((s) => s.marker === 0xe1)).toBe(false);
    expect(stripped.toString('latin1')).not.toContain(SECRET);
    // The image data is untouched: it still decodes to the same size.
    expect(await sharp(stripped).metadata()).toMatchObject({ width: 40, height: 30 });
    // Not a JPEG: returned as it is.
    const other = Buffer.from('not a jpeg');
    expect(stripJpegMetadata(other)).toBe(other);
  });
});
