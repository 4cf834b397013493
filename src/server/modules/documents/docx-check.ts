import { inflateRawSync } from 'node:zlib';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { MAX_TEMPLATE_ENTRIES, MAX_TEMPLATE_UNPACKED_BYTES } from '#shared/constants.ts';

export const DOCX_BROKEN = 'Die Datei ist kein gültiges Word-Dokument (.docx)';
export const DOCX_TOO_BIG = 'Das Word-Dokument ist entpackt zu groß oder enthält zu viele Teile';
export const DOCX_NO_DOCUMENT = 'Dem Word-Dokument fehlt der Textteil (word/document.xml)';
export const DOCX_PLACEHOLDERS = 'Die Platzhalter im Word-Dokument sind fehlerhaft';

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The ZIP's central directory, read without inflating anything; null when it is not a ZIP. */
function centralDirectory(data: Buffer): Entry[] | 'too-big' | null {
  const from = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= from; i -= 1) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = data.readUInt16LE(eocd + 10);
  const offset = data.readUInt32LE(eocd + 16);
  // ZIP64 markers: more than a Word template can sensibly hold.
  if (count === 0xffff || offset === 0xffffffff) return 'too-big';
  if (count > MAX_TEMPLATE_ENTRIES) return 'too-big';
  const entries: Entry[] = [];
  let p = offset;
  for (let i = 0; i < count; i += 1) {
    if (p + 46 > data.length || data.readUInt32LE(p) !== 0x02014b50) return null;
    const nameLength = data.readUInt16LE(p + 28);
    const skip = nameLength + data.readUInt16LE(p + 30) + data.readUInt16LE(p + 32);
    entries.push({
      method: data.readUInt16LE(p + 10),
      compressedSize: data.readUInt32LE(p + 20),
      size: data.readUInt32LE(p + 24),
      localOffset: data.readUInt32LE(p + 42),
      name: data.toString('utf8', p + 46, p + 46 + nameLength),
    });
    p += 46 + skip;
  }
  return entries;
}

/**
 * Why a Word template cannot be used, or null when it can: a real .docx (ZIP with
 * word/document.xml), within the limits on entries and unpacked size — declared sizes are
 * checked before anything is inflated, and inflating stops at the declared size, so a lying
 * ZIP cannot blow up either — and with placeholders docxtemplater can parse.
 */
export function docxTemplateProblem(data: Buffer): string | null {
  const entries = centralDirectory(data);
  if (entries === null) return DOCX_BROKEN;
  if (entries === 'too-big') return DOCX_TOO_BIG;
  const total = entries.reduce((sum, e) => sum + e.size, 0);
  if (total > MAX_TEMPLATE_UNPACKED_BYTES) return DOCX_TOO_BIG;
  if (!entries.some((e) => e.name === 'word/document.xml')) return DOCX_NO_DOCUMENT;
  for (const e of entries) {
    if (e.localOffset + 30 > data.length || data.readUInt32LE(e.localOffset) !== 0x04034b50)
      return DOCX_BROKEN;
    const start =
      e.localOffset + 30 + data.readUInt16LE(e.localOffset + 26) + data.readUInt16LE(e.localOffset + 28);
    const raw = data.subarray(start, start + e.compressedSize);
    try {
      if (e.method === 8) {
        const out = inflateRawSync(raw, { maxOutputLength: Math.max(1, e.size) });
        if (out.length !== e.size) return DOCX_BROKEN;
      } else if (e.method !== 0 || raw.length !== e.size) {
        return DOCX_BROKEN;
      }
    } catch (err) {
      return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? DOCX_TOO_BIG : DOCX_BROKEN;
    }
  }
  try {
    new Docxtemplater(new PizZip(data), {
      delimiters: { start: '{{', end: '}}' },
      paragraphLoop: true,
      linebreaks: true,
      errorLogging: false,
    });
  } catch (err) {
    return (err as { properties?: unknown }).properties ? DOCX_PLACEHOLDERS : DOCX_BROKEN;
  }
  return null;
}
