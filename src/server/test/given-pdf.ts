import { randomUUID } from 'node:crypto';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { safeDocumentName } from '#shared/attachments/schema.ts';
import { attachments } from '#server/db/schema/attachments.ts';
import { cleanPdf } from '#server/modules/attachments/pdf.ts';
import type { TestApp } from './harness.ts';

/** PDFs for the attachment tests (decision 067). */

const xmpOf = (author: string, company: string) =>
  `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${author}, ${company}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** A datasheet as a seller's office software would write it: named author, company, XMP. */
export async function pdfWithMetadata(
  pages = 2,
  who = { author: 'Erika Geheim', company: 'Müller Hydraulik GmbH' },
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i += 1) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Datenblatt Seite ${i + 1}`, { x: 50, y: 780, size: 18, font });
  }
  doc.setAuthor(who.author);
  doc.setCreator(`${who.company} – Angebotssystem`);
  doc.setProducer('Müller Office 7');
  doc.setTitle(`Angebot ${who.company}`);
  doc.setSubject('Kunde Schmidt');
  doc.setKeywords(['Müller', 'vertraulich']);
  const xmp = doc.context.stream(xmpOf(who.author, who.company), { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(xmp));
  const pageXmp = doc.context.stream(xmpOf(who.author, who.company), { Type: 'Metadata', Subtype: 'XML' });
  doc.getPage(0).node.set(PDFName.of('Metadata'), doc.context.register(pageXmp));
  // A note annotation with its author.
  const annot = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Text',
    Rect: [10, 10, 30, 30],
    Contents: PDFString.of('Bitte prüfen'),
    T: PDFString.of(who.author),
  });
  doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annot)]));
  return Buffer.from(await doc.save());
}

/** A request's PDF as the request form stores it (checked and stripped), for tests that insert requests. */
export async function givenRequestDocument(
  t: TestApp,
  requestId: string,
  buyerId: string,
  data: Buffer,
  fileName: string,
) {
  const clean = await cleanPdf(data);
  const storageKey = `test-documents/${requestId}/${randomUUID()}.pdf`;
  await t.app.deps.blobs.put(storageKey, clean.data, 'application/pdf');
  const [row] = await t.database.db
    .insert(attachments)
    .values({
      requestId,
      uploadedBy: buyerId,
      storageKey,
      fileName: safeDocumentName(fileName, 1),
      sizeBytes: clean.data.length,
      pages: clean.pages,
      position: 1,
    })
    .returning();
  return row!;
}
