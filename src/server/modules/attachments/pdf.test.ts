import { PDFDocument, PDFName } from 'pdf-lib';
import { pdfWithMetadata } from '#server/test/given-pdf.ts';
import { describe, expect, it } from 'vitest';
import {
  MAX_DOCUMENT_BYTES,
  PDF_ONLY,
  PDF_TOO_LARGE,
  PDF_TOO_MANY_PAGES,
  PDF_UNREADABLE,
  safeDocumentName,
} from '#shared/attachments/schema.ts';
import { cleanPdf } from './pdf.ts';

describe('cleanPdf (decision 067)', () => {
  it('keeps the pages and drops author, creator, producer, title, XMP and annotation authors', async () => {
    const input = await pdfWithMetadata(2);
    expect(input.toString('latin1')).toContain('Erika Geheim');
    const { data, pages } = await cleanPdf(input);
    expect(pages).toBe(2);
    const back = await PDFDocument.load(data, { updateMetadata: false });
    expect(back.getPageCount()).toBe(2);
    expect(back.getAuthor()).toBeUndefined();
    expect(back.getCreator()).toBeUndefined();
    expect(back.getProducer()).toBeUndefined();
    expect(back.getTitle()).toBeUndefined();
    expect(back.getSubject()).toBeUndefined();
    expect(back.getKeywords()).toBeUndefined();
    expect(back.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    // Nowhere in the file: neither the name nor the company, in any object.
    const text = data.toString('latin1');
    expect(text).not.toContain('Erika');
    expect(text).not.toContain('Müller');
    expect(text).not.toContain('M\\374ller');
    expect(text).not.toContain('xmpmeta');
  });

  it('refuses what is not a PDF, whatever its name', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await expect(cleanPdf(png)).rejects.toThrow(PDF_ONLY);
    await expect(cleanPdf(Buffer.from('Hallo, ich bin ein Text.pdf'))).rejects.toThrow(PDF_ONLY);
  });

  it('refuses a file over 10 MB before reading it', async () => {
    const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x20);
    big.write('%PDF-1.7\n', 0, 'latin1');
    await expect(cleanPdf(big)).rejects.toThrow(PDF_TOO_LARGE);
  });

  it('refuses a broken PDF with the right first bytes, and one with too many pages', async () => {
    await expect(cleanPdf(Buffer.from('%PDF-1.7\nkaputt'))).rejects.toThrow(PDF_UNREADABLE);
    const many = await PDFDocument.create();
    for (let i = 0; i < 201; i += 1) many.addPage([100, 100]);
    await expect(cleanPdf(Buffer.from(await many.save()))).rejects.toThrow(PDF_TOO_MANY_PAGES);
  });

  it('shows the uploader a cleaned base name that ends in .pdf', () => {
    expect(safeDocumentName('C:\\Users\\x\\Datenblatt "HY-1".PDF', 1)).toBe('Datenblatt HY-1.pdf');
    expect(safeDocumentName('../../etc/passwd', 2)).toBe('passwd.pdf');
    expect(safeDocumentName('<script>.pdf', 3)).toBe('script.pdf');
    expect(safeDocumentName('///', 4)).toBe('dokument-4.pdf');
  });
});
