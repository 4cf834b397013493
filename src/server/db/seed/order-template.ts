/**
 * The default HTML order confirmation (spec 2 §3, DESIGN.md §1 "documents"). Values arrive
 * HTML-escaped; `{{css_styles}}` is replaced by the template's own CSS. Its labels are
 * `{{label_*}}` placeholders and `{{lang}}` the document language (issue 17): the recipient's
 * language fills them (src/shared/i18n/features/order-document.*.ts).
 *
 * Expected value formats (filled by the documents module): money values in the document
 * language's locale with the currency sign (German "1.486,31 €"), tax_rate a bare number ("19"),
 * dates in its locale (German "TT.MM.JJJJ"), delivery_time with unit ("2 Wochen"), addresses as lines separated by "\n" (shown with
 * white-space: pre-line). total_price = price of the position (whole quantity), subtotal =
 * total_price + shipping_cost (net). Placeholders without a value become empty.
 */

export const ORDER_TEMPLATE_NAME = 'Standard-Auftragsbestätigung';
export const ORDER_TEMPLATE_TYPE = 'order_confirmation';
export const ORDER_TEMPLATE_DESCRIPTION =
  'Druckfertige Auftragsbestätigung (A4) mit Verkäufer, Käufer, Position, Summen und Zahlungsbedingungen.';

export const ORDER_TEMPLATE_CSS = `@page { size: A4; margin: 12mm 14mm 14mm; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body {
  font-family: 'Helvetica Neue', Helvetica, Arial, sans-serif;
  font-size: 9pt;
  line-height: 1.4;
  color: #1f2937;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
}
.document { width: 100%; max-width: 182mm; margin: 0 auto; }
.header { display: flex; justify-content: space-between; align-items: flex-start; padding-bottom: 4mm; border-bottom: 2px solid #0b4f8a; }
.brand { font-size: 18pt; font-weight: 700; color: #0b4f8a; letter-spacing: 0.2pt; }
.tagline { font-size: 8.5pt; color: #6b7280; }
.title { text-align: right; }
.title h1 { margin: 0 0 1mm; font-size: 15pt; color: #111827; }
.title .number { font-size: 10.5pt; font-weight: 700; }
.meta { margin: 4mm 0; width: 100%; border-collapse: collapse; }
.section .meta { margin: 0; }
.meta td { padding: 0.8mm 4mm 0.8mm 0; vertical-align: top; }
.meta .label { color: #6b7280; white-space: nowrap; width: 1%; }
.columns { display: flex; gap: 6mm; margin: 0 0 4mm; }
.column { flex: 1; border: 1px solid #e5e7eb; border-radius: 2mm; padding: 2.5mm 3.5mm; }
.column h2 { margin: 0 0 2mm; font-size: 8.5pt; text-transform: uppercase; letter-spacing: 0.6pt; color: #0b4f8a; }
.column .company { font-weight: 700; font-size: 10.5pt; }
.lines { white-space: pre-line; }
.muted { color: #6b7280; }
table.items { width: 100%; border-collapse: collapse; margin: 2mm 0 4mm; page-break-inside: avoid; }
table.items th { background: #0b4f8a; color: #ffffff; font-weight: 600; text-align: left; padding: 2mm; font-size: 8.5pt; }
table.items td { padding: 2mm; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
table.items .num { text-align: right; white-space: nowrap; }
.part-number { font-weight: 700; }
.summary { display: flex; gap: 8mm; align-items: flex-start; page-break-inside: avoid; }
.summary .terms { flex: 1; margin: 0; }
.totals { width: 72mm; flex: none; border-collapse: collapse; }
.totals td { padding: 0.8mm 0; }
.totals td.num { text-align: right; white-space: nowrap; }
.totals tr.grand td { border-top: 2px solid #111827; padding-top: 2mm; font-weight: 700; font-size: 11pt; }
.section { margin: 4mm 0 0; page-break-inside: avoid; }
.section h2 { font-size: 10pt; margin: 0 0 2mm; color: #0b4f8a; border-bottom: 1px solid #e5e7eb; padding-bottom: 1mm; }
.notes { white-space: pre-line; }
.disclaimer { margin-top: 5mm; padding: 3mm 4mm; background: #f3f4f6; border-left: 3px solid #0b4f8a; font-size: 8.5pt; page-break-inside: avoid; }
.footer { margin-top: 4mm; padding-top: 2mm; border-top: 1px solid #e5e7eb; font-size: 7.5pt; color: #6b7280; text-align: center; }
@media screen { body { background: #e5e7eb; } .document { background: #ffffff; padding: 16mm; margin: 8mm auto; box-shadow: 0 1mm 4mm rgba(0, 0, 0, 0.15); } }`;

export const ORDER_TEMPLATE_HTML = `<!DOCTYPE html>
<html lang="{{lang}}">
<head>
<meta charset="utf-8">
<title>{{label_title}} {{order_number}}</title>
<style>{{css_styles}}</style>
</head>
<body>
<div class="document">
  <div class="header">
    <div>
      <div class="brand">HydroParts</div>
      <div class="tagline">{{label_tagline}}</div>
    </div>
    <div class="title">
      <h1>{{label_title}}</h1>
      <div class="number">{{label_number_prefix}} {{order_number}}</div>
    </div>
  </div>

  <table class="meta">
    <tr><td class="label">{{label_order_date}}:</td><td>{{order_date}}</td></tr>
    <tr><td class="label">{{label_status}}:</td><td>{{order_status}}</td></tr>
    <tr data-if="internal_reference"><td class="label">{{label_buyer_reference}}:</td><td>{{internal_reference}}</td></tr>
    <tr data-if="cost_centre"><td class="label">{{label_cost_centre}}:</td><td>{{cost_centre}}</td></tr>
    <tr data-if="machine_number"><td class="label">{{label_machine_number}}:</td><td>{{machine_number}}</td></tr>
    <tr data-if="seller_order_number"><td class="label">{{label_seller_order_number}}:</td><td>{{seller_order_number}}</td></tr>
    <tr data-if="valid_until"><td class="label">{{label_valid_until}}:</td><td>{{valid_until}}</td></tr>
  </table>

  <div class="columns">
    <div class="column">
      <h2>{{label_seller}}</h2>
      <div class="company">{{seller_company}}</div>
      <div data-if="seller_contact_person">{{seller_contact_person}}</div>
      <div class="lines" data-if="seller_address">{{seller_address}}</div>
      <div data-if="seller_phone"><span class="muted">{{label_phone}}:</span> {{seller_phone}}</div>
      <div data-if="seller_email"><span class="muted">{{label_email}}:</span> {{seller_email}}</div>
      <div data-if="seller_vat_number"><span class="muted">{{label_vat_number}}:</span> {{seller_vat_number}}</div>
      <div data-if="seller_tax_number"><span class="muted">{{label_tax_number}}:</span> {{seller_tax_number}}</div>
      <div data-if="seller_register"><span class="muted">{{label_register}}:</span> {{seller_register}}</div>
    </div>
    <div class="column">
      <h2>{{label_buyer}}</h2>
      <div class="company">{{buyer_company}}</div>
      <div data-if="buyer_name">{{buyer_name}}</div>
      <div class="muted" data-if="buyer_position">{{buyer_position}}</div>
      <div class="muted" data-if="buyer_department">{{buyer_department}}</div>
      <div data-if="buyer_phone"><span class="muted">{{label_phone}}:</span> {{buyer_phone}}</div>
      <div data-if="buyer_email"><span class="muted">{{label_email}}:</span> {{buyer_email}}</div>
      <div data-if="buyer_vat_number"><span class="muted">{{label_vat_number}}:</span> {{buyer_vat_number}}</div>
      <div data-if="buyer_tax_number"><span class="muted">{{label_tax_number}}:</span> {{buyer_tax_number}}</div>
      <div data-if="buyer_register"><span class="muted">{{label_register}}:</span> {{buyer_register}}</div>
    </div>
  </div>

  <div class="columns">
    <div class="column">
      <h2>{{label_billing_address}}</h2>
      <div class="lines">{{billing_address}}</div>
    </div>
    <div class="column">
      <h2>{{label_shipping_address}}</h2>
      <div class="lines">{{shipping_address}}</div>
    </div>
  </div>

  <table class="items">
    <thead>
      <tr>
        <th>{{label_position}}</th>
        <th>{{label_item}}</th>
        <th>{{label_condition}}</th>
        <th>{{label_warranty}}</th>
        <th class="num">{{label_quantity}}</th>
        <th class="num">{{label_unit_price}}</th>
        <th class="num">{{label_total_price}}</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>1</td>
        <td>
          <div class="part-number">{{part_number}}</div>
          <div data-if="manufacturer">{{label_manufacturer}}: {{manufacturer}}</div>
          <div class="muted notes" data-if="description">{{description}}</div>
          <div class="notes" data-if="offer_description"><span class="muted">{{label_offer_description}}:</span> {{offer_description}}</div>
        </td>
        <td>{{condition}}</td>
        <td>{{warranty}}</td>
        <td class="num">{{quantity}}</td>
        <td class="num">{{unit_price}}</td>
        <td class="num">{{total_price}}</td>
      </tr>
    </tbody>
  </table>

  <div class="summary">
    <div class="section terms">
      <h2>{{label_delivery_and_payment}}</h2>
      <table class="meta">
        <tr data-if="delivery_time"><td class="label">{{label_delivery_time}}:</td><td>{{delivery_time}}</td></tr>
        <tr data-if="payment_method"><td class="label">{{label_payment_method}}:</td><td>{{payment_method}}</td></tr>
        <tr data-if="payment_terms"><td class="label">{{label_payment_terms}}:</td><td>{{payment_terms}}<div class="muted" data-if="payment_terms_description">{{payment_terms_description}}</div></td></tr>
        <tr data-if="payment_due_date"><td class="label">{{label_payment_due}}:</td><td>{{payment_due_date}}</td></tr>
        <tr data-if="shipped_at"><td class="label">{{label_shipped_at}}:</td><td>{{shipped_at}}</td></tr>
        <tr data-if="delivered_at"><td class="label">{{label_delivered_at}}:</td><td>{{delivered_at}}</td></tr>
      </table>
    </div>
    <table class="totals">
      <tr><td>{{label_goods_value}}</td><td class="num">{{total_price}}</td></tr>
      <tr><td>{{label_shipping_cost}}</td><td class="num">{{shipping_cost}}</td></tr>
      <tr><td>{{label_subtotal}}</td><td class="num">{{subtotal}}</td></tr>
      <tr><td>{{label_vat}} {{tax_rate}} %</td><td class="num">{{tax_amount}}</td></tr>
      <tr class="grand"><td>{{label_grand_total}}</td><td class="num">{{total_amount}}</td></tr>
      <tr data-if="vat_note"><td colspan="2" class="notes"><strong>{{vat_note}}</strong></td></tr>
    </table>
  </div>

  <div class="section" data-if="special_instructions offer_notes seller_notes">
    <h2>{{label_notes}}</h2>
    <table class="meta">
      <tr data-if="special_instructions"><td class="label">{{label_special_instructions}}:</td><td class="notes">{{special_instructions}}</td></tr>
      <tr data-if="offer_notes"><td class="label">{{label_offer_notes}}:</td><td class="notes">{{offer_notes}}</td></tr>
      <tr data-if="seller_notes"><td class="label">{{label_seller_notes}}:</td><td class="notes">{{seller_notes}}</td></tr>
    </table>
  </div>

  <div class="disclaimer">
    <strong>{{label_notice_label}}:</strong> {{label_disclaimer}}
  </div>

  <div class="footer">
    {{label_footer}} · {{label_title}} {{order_number}} {{label_dated}} {{order_date}}
  </div>
</div>
</body>
</html>
`;

/**
 * SHA-256 of the first default template (German labels written into the HTML). A database whose
 * default template is still exactly that one receives the version with label placeholders
 * (seed set order_template.v2); an admin's edited template is left alone.
 */
export const ORDER_TEMPLATE_V1_SHA256 = 'c71874650a4b605d1e3c76739b4246a70b1ebd1b329988e7827fadd05980f236';

/**
 * SHA-256 of the second default template (label placeholders, without the seller's VAT id,
 * the registers and the VAT note of issue 32): still exactly that one, it is upgraded too.
 */
export const ORDER_TEMPLATE_V2_SHA256 = '34ebfc7ab5129177e04b387c9813e35148d0accdaaff032c37bd51b5707b764f';
