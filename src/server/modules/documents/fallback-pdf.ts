import pdfmake from 'pdfmake';
import type { TemplateValues } from '../../../shared/templates/placeholders.ts';

// The 14 standard PDF fonts need no font files; WinAnsi covers umlauts, ß and €.
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

const v = (values: TemplateValues, key: string) => String(values[key] ?? '');
/** `prefix value` only when there is a value: no label stands without one (issue 13). */
const labelled = (values: TemplateValues, prefix: string, key: string) =>
  v(values, key) ? `${prefix} ${v(values, key)}` : '';

/**
 * The order confirmation as a pure-JS PDF (pdfmake), with the same content as the HTML
 * template: used when no Chromium is installed or Chromium fails.
 */
export async function fallbackOrderPdf(values: TemplateValues): Promise<Buffer> {
  const label = (text: string) => ({ text, color: '#6b7280', fontSize: 9 });
  const doc = {
    pageSize: 'A4' as const,
    pageMargins: [48, 56, 48, 56] as [number, number, number, number],
    defaultStyle: { font: 'Helvetica', fontSize: 10, lineHeight: 1.25 },
    info: { title: `Auftragsbestätigung ${v(values, 'order_number')}`, author: 'HydroParts' },
    content: [
      { text: 'HydroParts', bold: true, fontSize: 16, color: '#0b4f8a' },
      { text: 'B2B-Marktplatz für Hydraulik-Ersatzteile', color: '#6b7280', margin: [0, 0, 0, 16] },
      { text: 'Auftragsbestätigung', bold: true, fontSize: 18, margin: [0, 0, 0, 8] },
      {
        columns: [
          [label('Bestellnummer'), { text: v(values, 'order_number'), bold: true }],
          [label('Bestelldatum'), v(values, 'order_date')],
          [label('Status'), v(values, 'order_status')],
        ],
        margin: [0, 0, 0, 16],
      },
      {
        columns: [
          [
            { text: 'Verkäufer', bold: true, margin: [0, 0, 0, 4] },
            v(values, 'seller_company'),
            v(values, 'seller_contact_person'),
            v(values, 'seller_address'),
            labelled(values, 'Tel.:', 'seller_phone'),
            labelled(values, 'E-Mail:', 'seller_email'),
          ],
          [
            { text: 'Käufer', bold: true, margin: [0, 0, 0, 4] },
            v(values, 'buyer_company'),
            v(values, 'buyer_name'),
            labelled(values, 'Tel.:', 'buyer_phone'),
            labelled(values, 'E-Mail:', 'buyer_email'),
            labelled(values, 'USt-IdNr.:', 'buyer_vat_number'),
          ],
        ],
        margin: [0, 0, 0, 12],
      },
      {
        columns: [
          [label('Rechnungsadresse'), v(values, 'billing_address')],
          [label('Lieferadresse'), v(values, 'shipping_address')],
        ],
        margin: [0, 0, 0, 16],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto'],
          body: [
            [
              { text: 'Artikel', bold: true },
              { text: 'Menge', bold: true },
              { text: 'Einzelpreis', bold: true },
              { text: 'Gesamt', bold: true },
            ],
            [
              {
                stack: [
                  { text: `${v(values, 'manufacturer')} ${v(values, 'part_number')}`.trim(), bold: true },
                  v(values, 'description'),
                  labelled(values, 'Angebot:', 'offer_description'),
                  [
                    v(values, 'condition') && `Zustand: ${v(values, 'condition')}`,
                    v(values, 'warranty') && `Gewährleistung: ${v(values, 'warranty')}`,
                  ]
                    .filter(Boolean)
                    .join(' · '),
                ],
              },
              v(values, 'quantity'),
              v(values, 'unit_price'),
              v(values, 'total_price'),
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
            ['Versandkosten', v(values, 'shipping_cost')],
            ['Zwischensumme (netto)', v(values, 'subtotal')],
            [`MwSt. ${v(values, 'tax_rate')} %`, v(values, 'tax_amount')],
            [
              { text: 'Gesamtbetrag (brutto)', bold: true },
              { text: v(values, 'total_amount'), bold: true },
            ],
          ],
        },
        layout: 'noBorders',
        margin: [240, 0, 0, 16],
      },
      {
        columns: (
          [
            ['Lieferzeit', 'delivery_time'],
            ['Zahlungsart', 'payment_method'],
            ['Zahlungsbedingung', 'payment_terms'],
            ['Zahlbar bis', 'payment_due_date'],
          ] as const
        )
          .filter(([, key]) => v(values, key))
          .map(([text, key]) => [label(text), v(values, key)]),
        margin: [0, 0, 0, 16],
      },
      ...(
        [
          ['Bestellreferenz des Käufers:', 'internal_reference'],
          ['Angebot gültig bis:', 'valid_until'],
          ['Hinweise des Käufers:', 'special_instructions'],
          ['Hinweise des Verkäufers:', 'offer_notes'],
        ] as const
      )
        .filter(([, key]) => v(values, key))
        .map(([text, key]) => ({ text: `${text} ${v(values, key)}`, margin: [0, 0, 0, 8] })),
      {
        text:
          'HydroParts vermittelt ausschließlich zwischen Käufer und Verkäufer. Der Kaufvertrag kommt direkt zwischen ' +
          'Käufer und Verkäufer zustande. Zahlung an den Verkäufer.',
        color: '#6b7280',
        fontSize: 8,
      },
    ],
  };
  const out = pdfmake.createPdf(doc as never);
  return Buffer.from(await out.getBuffer());
}
