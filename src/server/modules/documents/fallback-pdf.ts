import type { TemplateValues } from '#shared/templates/placeholders.ts';
import { renderPdf, winAnsi } from '#server/pdf/pdfmake.ts';

const v = (values: TemplateValues, key: string) => winAnsi(String(values[key] ?? ''));
/** A label of the document language (`{{label_*}}` values, features/order-document.*.ts). */
const l = (values: TemplateValues, name: string) => v(values, `label_${name}`);
/** `label: value` only when there is a value: no label stands without one (issue 13). */
const labelled = (values: TemplateValues, name: string, key: string) =>
  v(values, key) ? `${l(values, name)}: ${v(values, key)}` : '';

/**
 * The order confirmation as a pure-JS PDF (pdfmake), with the same content as the HTML
 * template and in the same language: used when no Chromium is installed or Chromium fails.
 */
export async function fallbackOrderPdf(values: TemplateValues): Promise<Buffer> {
  const label = (text: string) => ({ text, color: '#6b7280', fontSize: 9 });
  const doc = {
    pageSize: 'A4' as const,
    pageMargins: [48, 56, 48, 56] as [number, number, number, number],
    defaultStyle: { font: 'Helvetica', fontSize: 10, lineHeight: 1.25 },
    language: v(values, 'lang'),
    info: { title: `${l(values, 'title')} ${v(values, 'order_number')}`, author: 'HydroParts' },
    content: [
      { text: 'HydroParts', bold: true, fontSize: 16, color: '#0b4f8a' },
      { text: l(values, 'tagline'), color: '#6b7280', margin: [0, 0, 0, 16] },
      { text: l(values, 'title'), bold: true, fontSize: 18, margin: [0, 0, 0, 8] },
      {
        columns: [
          [label(l(values, 'order_number')), { text: v(values, 'order_number'), bold: true }],
          [label(l(values, 'order_date')), v(values, 'order_date')],
          [label(l(values, 'status')), v(values, 'order_status')],
        ],
        margin: [0, 0, 0, 16],
      },
      {
        columns: [
          [
            { text: l(values, 'seller_short'), bold: true, margin: [0, 0, 0, 4] },
            v(values, 'seller_company'),
            v(values, 'seller_contact_person'),
            v(values, 'seller_address'),
            labelled(values, 'phone', 'seller_phone'),
            labelled(values, 'email', 'seller_email'),
            labelled(values, 'vat_number', 'seller_vat_number'),
            labelled(values, 'tax_number', 'seller_tax_number'),
            labelled(values, 'register', 'seller_register'),
          ],
          [
            { text: l(values, 'buyer_short'), bold: true, margin: [0, 0, 0, 4] },
            v(values, 'buyer_company'),
            v(values, 'buyer_name'),
            labelled(values, 'phone', 'buyer_phone'),
            labelled(values, 'email', 'buyer_email'),
            labelled(values, 'vat_number', 'buyer_vat_number'),
            labelled(values, 'register', 'buyer_register'),
          ],
        ],
        margin: [0, 0, 0, 12],
      },
      {
        columns: [
          [label(l(values, 'billing_address')), v(values, 'billing_address')],
          [label(l(values, 'shipping_address')), v(values, 'shipping_address')],
        ],
        margin: [0, 0, 0, 16],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto'],
          body: [
            [
              { text: l(values, 'item'), bold: true },
              { text: l(values, 'quantity'), bold: true },
              { text: l(values, 'unit_price'), bold: true },
              { text: l(values, 'total_price'), bold: true },
            ],
            [
              {
                stack: [
                  { text: `${v(values, 'manufacturer')} ${v(values, 'part_number')}`.trim(), bold: true },
                  v(values, 'description'),
                  labelled(values, 'offer_description', 'offer_description'),
                  [
                    v(values, 'condition') && `${l(values, 'condition')}: ${v(values, 'condition')}`,
                    v(values, 'warranty') && `${l(values, 'warranty')}: ${v(values, 'warranty')}`,
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
            [l(values, 'shipping_cost'), v(values, 'shipping_cost')],
            [l(values, 'subtotal'), v(values, 'subtotal')],
            [`${l(values, 'vat')} ${v(values, 'tax_rate')} %`, v(values, 'tax_amount')],
            [
              { text: l(values, 'grand_total'), bold: true },
              { text: v(values, 'total_amount'), bold: true },
            ],
            // Issue 32: the legal note of a tax-exempt supply, under the totals.
            ...(v(values, 'vat_note') ? [[{ text: v(values, 'vat_note'), bold: true, colSpan: 2 }, '']] : []),
          ],
        },
        layout: 'noBorders',
        margin: [240, 0, 0, 16],
      },
      {
        columns: (
          [
            ['delivery_time', 'delivery_time'],
            ['payment_method', 'payment_method'],
            ['payment_terms', 'payment_terms'],
            ['payment_due', 'payment_due_date'],
            ['skonto', 'payment_skonto'],
          ] as const
        )
          .filter(([, key]) => v(values, key))
          .map(([name, key]) => [label(l(values, name)), v(values, key)]),
        margin: [0, 0, 0, 16],
      },
      ...(
        [
          ['buyer_reference', 'internal_reference'],
          ['cost_centre', 'cost_centre'],
          ['machine_number', 'machine_number'],
          ['valid_until', 'valid_until'],
          ['special_instructions', 'special_instructions'],
          ['seller_notes_long', 'offer_notes'],
        ] as const
      )
        .filter(([, key]) => v(values, key))
        .map(([name, key]) => ({ text: labelled(values, name, key), margin: [0, 0, 0, 8] })),
      {
        text: `${l(values, 'notice_label')}: ${l(values, 'disclaimer')}`,
        color: '#6b7280',
        fontSize: 8,
      },
    ],
  };
  return renderPdf(doc);
}
