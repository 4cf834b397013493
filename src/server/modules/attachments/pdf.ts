import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';
import {
  looksLikePdf,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_PAGES,
  PDF_ONLY,
  PDF_TOO_LARGE,
  PDF_TOO_MANY_PAGES,
  PDF_UNREADABLE,
} from '#shared/attachments/schema.ts';
import { AppError } from '#server/errors.ts';
import { cleanEmbeddedJpegs } from './pdf-images.ts';

export interface CleanPdf {
  data: Buffer;
  pages: number;
}

/** Keys that carry who made a file or what it does when opened, wherever they sit. */
const DROPPED_EVERYWHERE = ['Metadata', 'PieceInfo', 'AA'].map((k) => PDFName.of(k));
/** An annotation's author (`T` of markup annotations) and its rich-text copy. */
const DROPPED_ON_ANNOTATIONS = ['T', 'RC'].map((k) => PDFName.of(k));
const ACTIONS_REFUSED = new Set(['/JavaScript', '/Launch', '/SubmitForm', '/ImportData']);

function dictOf(obj: unknown): PDFDict | null {
  if (obj instanceof PDFDict) return obj;
  if (obj instanceof PDFStream) return obj.dict;
  return null;
}

/**
 * Decision 067: a PDF is accepted when it starts with `%PDF-`, is at most 10 MB, opens without a
 * password and has 1–200 pages. What is stored is a new document holding only the pages: the
 * document information (Author, Creator, Producer, Title, Subject, Keywords, dates), the XMP
 * metadata, the catalog's scripts, embedded files and forms stay behind, and every copied object
 * loses its own XMP (`/Metadata`), application data (`/PieceInfo`) and automatic actions (`/AA`);
 * annotations lose their author and any script or launch action. Embedded JPEGs are re-encoded
 * without their EXIF/GPS (decision 072, pdf-images.ts).
 */
export async function cleanPdf(input: Buffer): Promise<CleanPdf> {
  if (input.length > MAX_DOCUMENT_BYTES) throw new AppError('VALIDATION', PDF_TOO_LARGE);
  if (!looksLikePdf(input.subarray(0, 5))) throw new AppError('VALIDATION', PDF_ONLY);
  try {
    return await rewrite(input);
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Encrypted (pdf-lib refuses those unless told to ignore it) or not a readable PDF.
    throw new AppError('VALIDATION', PDF_UNREADABLE);
  }
}

async function rewrite(input: Buffer): Promise<CleanPdf> {
  const source = await PDFDocument.load(input, { updateMetadata: false });
  const pages = source.getPageCount();
  if (pages < 1) throw new AppError('VALIDATION', PDF_UNREADABLE);
  if (pages > MAX_DOCUMENT_PAGES) throw new AppError('VALIDATION', PDF_TOO_MANY_PAGES);

  // Before copying: what is dropped here is never reached by the copy, so it is not written.
  for (const [, obj] of source.context.enumerateIndirectObjects()) stripDict(dictOf(obj));
  // Decision 072: embedded JPEGs keep their own EXIF/GPS unless re-encoded.
  await cleanEmbeddedJpegs(source.context);
  for (const page of source.getPages()) {
    stripDict(page.node);
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    for (let i = 0; annots && i < annots.size(); i += 1) {
      const annot = annots.lookupMaybe(i, PDFDict);
      if (!annot) continue;
      for (const key of DROPPED_ON_ANNOTATIONS) annot.delete(key);
      const action = annot.lookupMaybe(PDFName.of('A'), PDFDict);
      const kind = action?.get(PDFName.of('S'))?.toString();
      if (kind && ACTIONS_REFUSED.has(kind)) annot.delete(PDFName.of('A'));
    }
  }

  const out = await PDFDocument.create({ updateMetadata: false });
  const copied = await out.copyPages(source, source.getPageIndices());
  for (const page of copied) out.addPage(page);
  return { data: Buffer.from(await out.save({ updateFieldAppearances: false })), pages };
}

function stripDict(dict: PDFDict | null): void {
  if (!dict) return;
  for (const key of DROPPED_EVERYWHERE) dict.delete(key);
}
