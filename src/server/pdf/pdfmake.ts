import pdfmake from 'pdfmake';

/**
 * pdfmake set up once for every built-in PDF (the order document's fallback, the Preisspiegel):
 * the 14 standard PDF fonts need no font files and WinAnsi covers umlauts, ß and €.
 */
const HELVETICA = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const STANDARD_FONTS = new Set(Object.values(HELVETICA));
pdfmake.setFonts({ Helvetica: HELVETICA });
// A document is built from our data only: no URL and no file but the standard fonts may be read.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));

/** Standard fonts encode WinAnsi: the narrow no-break space of French number formats is not in it. */
export function winAnsi(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}

/** A pdfmake document definition rendered to a PDF file's bytes. */
export async function renderPdf(doc: object): Promise<Buffer> {
  const out = pdfmake.createPdf(doc as never);
  return Buffer.from(await out.getBuffer());
}
