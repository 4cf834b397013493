import pdfmake from 'pdfmake';
import { formatDate, formatEuro } from '#shared/format/german.ts';
import { statutoryFooterLines } from '#shared/legal/company-footer.ts';
import type { EInvoiceInput } from './einvoice.ts';

/*
 * Issue 32: the invoice for the seller fee as a PDF with what § 14 Abs. 4 UStG asks of it: both
 * parties' full names and addresses, the operator's VAT id, the date, the unique number, the
 * service and its period, net amount, rate and VAT (or the note why none is charged, with the
 * recipient's VAT id for a reverse charge), and the company details of § 35a GmbHG. German only:
 * the invoice is a legal document of a German company. Rendered with pdfmake and the standard
 * fonts as the order document's fallback is (documents/fallback-pdf.ts sets the fonts up).
 */

const HELVETICA = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const STANDARD_FONTS = new Set(Object.values(HELVETICA));
pdfmake.setFonts({ Helvetica: HELVETICA });
// Built from our data only: no URL and no file but the standard fonts (as fallback-pdf.ts).
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));

const euro = (cents: number) => formatEuro(cents / 100).replace(/\u202f/g, '\u00a0');
const day = (d: string) => formatDate(d);

export async function invoicePdf(i: EInvoiceInput): Promise<Buffer> {
  const { operator: op, customer: cu } = i.parties;
  const credit = i.kind === 'credit_note';
  const title = credit ? 'Rechnungskorrektur (Gutschrift)' : 'Rechnung';
  const label = (text: string) => ({ text, color: '#6b7280', fontSize: 9 });
  const doc = {
    pageSize: 'A4' as const,
    pageMargins: [48, 56, 48, 72] as [number, number, number, number],
    defaultStyle: { font: 'Helvetica', fontSize: 10, lineHeight: 1.25 },
    language: 'de',
    info: { title: `${title} ${i.number}`, author: op.name, subject: title },
    footer: {
      stack: statutoryFooterLines({
        ...op,
        email: op.email ?? '',
        address: `${op.street}, ${op.zip} ${op.city}`,
      }).map((text) => ({
        text,
        fontSize: 7.5,
        color: '#6b7280',
        alignment: 'center',
      })),
      margin: [48, 16, 48, 0],
    },
    content: [
      {
        columns: [
          { text: op.name, bold: true, fontSize: 14, color: '#0b4f8a' },
          { text: `${op.street}\n${op.zip} ${op.city}\n${op.email ?? ''}`, alignment: 'right', fontSize: 9 },
        ],
        margin: [0, 0, 0, 24],
      },
      { text: `${op.name} · ${op.street} · ${op.zip} ${op.city}`, fontSize: 7, color: '#6b7280' },
      {
        stack: [
          cu.name,
          cu.contactPerson ?? '',
          cu.street,
          `${cu.zip} ${cu.city}`,
          cu.countryCode === 'DE' ? '' : cu.countryCode,
        ].filter(Boolean),
        margin: [0, 2, 0, 24],
      },
      { text: `${title} ${i.number}`, bold: true, fontSize: 16, margin: [0, 0, 0, 8] },
      {
        columns: [
          [label(credit ? 'Gutschriftsnummer' : 'Rechnungsnummer'), { text: i.number, bold: true }],
          [label('Rechnungsdatum'), day(i.issuedOn)],
          [label('Leistungszeitraum'), `${day(i.periodStart)} – ${day(i.periodEnd)}`],
          [label('Fällig am'), day(i.dueOn)],
        ],
        margin: [0, 0, 0, 8],
      },
      {
        columns: [
          [label('Kundennummer'), { text: cu.sellerId, fontSize: 8 }],
          [label('USt-IdNr. HydroParts'), op.vatId ?? '—'],
          [label('USt-IdNr. Leistungsempfänger'), cu.vatId ?? '—'],
        ],
        margin: [0, 0, 0, 16],
      },
      ...(i.corrects
        ? [
            {
              text: `Korrektur zu Rechnung ${i.corrects.number} vom ${day(i.corrects.issuedOn)}`,
              margin: [0, 0, 0, 8],
            },
          ]
        : []),
      {
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto', 'auto'],
          body: [
            ['Pos.', 'Leistung', 'Menge', 'Betrag netto'].map((text) => ({ text, bold: true })),
            [
              '1',
              `${i.itemName}\n${day(i.periodStart)} – ${day(i.periodEnd)}`,
              '1',
              { text: euro(i.netCents), alignment: 'right' },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 12],
      },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            ['Summe netto', { text: euro(i.netCents), alignment: 'right' }],
            [
              `Umsatzsteuer ${String(i.vatRatePercent).replace('.', ',')} %`,
              { text: euro(i.vatCents), alignment: 'right' },
            ],
            [
              { text: 'Gesamtbetrag', bold: true },
              { text: euro(i.grossCents), bold: true, alignment: 'right' },
            ],
          ],
        },
        layout: 'noBorders',
        margin: [260, 0, 0, 16],
      },
      ...(i.vatNote ? [{ text: i.vatNote, bold: true, margin: [0, 0, 0, 8] }] : []),
      {
        text: credit
          ? 'Der Betrag wird Ihnen erstattet oder mit der nächsten Rechnung verrechnet.'
          : `Bitte überweisen Sie den Betrag bis zum ${day(i.dueOn)} unter Angabe der Rechnungsnummer ${i.number}` +
            (op.iban ? ` auf das Konto IBAN ${op.iban}${op.bic ? `, BIC ${op.bic}` : ''}.` : '.'),
        margin: [0, 0, 0, 8],
      },
      { text: 'Das Leistungsdatum entspricht dem Leistungszeitraum.', fontSize: 8, color: '#6b7280' },
    ],
  };
  const out = pdfmake.createPdf(doc as never);
  return Buffer.from(await out.getBuffer());
}
