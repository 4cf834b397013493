/**
 * The default HTML order confirmation (spec 2 §3, DESIGN.md §1 "documents"). Values arrive
 * HTML-escaped; `{{css_styles}}` is replaced by the template's own CSS.
 *
 * Expected value formats (filled by the documents module): money values formatted de-DE with
 * the currency sign ("1.486,31 €"), tax_rate a bare number ("19"), dates "TT.MM.JJJJ",
 * delivery_time with unit ("2 Wochen"), addresses as lines separated by "\n" (shown with
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
<html lang="de">
<head>
<meta charset="utf-8">
<title>Auftragsbestätigung {{order_number}}</title>
<style>{{css_styles}}</style>
</head>
<body>
<div class="document">
  <div class="header">
    <div>
      <div class="brand">HydroParts</div>
      <div class="tagline">B2B-Marktplatz für Hydraulik-Ersatzteile</div>
    </div>
    <div class="title">
      <h1>Auftragsbestätigung</h1>
      <div class="number">Nr. {{order_number}}</div>
    </div>
  </div>

  <table class="meta">
    <tr><td class="label">Bestelldatum:</td><td>{{order_date}}</td></tr>
    <tr><td class="label">Status:</td><td>{{order_status}}</td></tr>
    <tr data-if="internal_reference"><td class="label">Bestellreferenz des Käufers:</td><td>{{internal_reference}}</td></tr>
    <tr data-if="seller_order_number"><td class="label">Bestellnr. des Verkäufers:</td><td>{{seller_order_number}}</td></tr>
    <tr data-if="valid_until"><td class="label">Angebot gültig bis:</td><td>{{valid_until}}</td></tr>
  </table>

  <div class="columns">
    <div class="column">
      <h2>Verkäufer (Auftragnehmer)</h2>
      <div class="company">{{seller_company}}</div>
      <div data-if="seller_contact_person">{{seller_contact_person}}</div>
      <div class="lines" data-if="seller_address">{{seller_address}}</div>
      <div data-if="seller_phone"><span class="muted">Tel.:</span> {{seller_phone}}</div>
      <div data-if="seller_email"><span class="muted">E-Mail:</span> {{seller_email}}</div>
    </div>
    <div class="column">
      <h2>Käufer (Auftraggeber)</h2>
      <div class="company">{{buyer_company}}</div>
      <div data-if="buyer_name">{{buyer_name}}</div>
      <div class="muted" data-if="buyer_position">{{buyer_position}}</div>
      <div class="muted" data-if="buyer_department">{{buyer_department}}</div>
      <div data-if="buyer_phone"><span class="muted">Tel.:</span> {{buyer_phone}}</div>
      <div data-if="buyer_email"><span class="muted">E-Mail:</span> {{buyer_email}}</div>
      <div data-if="buyer_vat_number"><span class="muted">USt-IdNr.:</span> {{buyer_vat_number}}</div>
      <div data-if="buyer_tax_number"><span class="muted">Steuernummer:</span> {{buyer_tax_number}}</div>
    </div>
  </div>

  <div class="columns">
    <div class="column">
      <h2>Rechnungsadresse</h2>
      <div class="lines">{{billing_address}}</div>
    </div>
    <div class="column">
      <h2>Lieferadresse</h2>
      <div class="lines">{{shipping_address}}</div>
    </div>
  </div>

  <table class="items">
    <thead>
      <tr>
        <th>Pos.</th>
        <th>Artikel</th>
        <th>Zustand</th>
        <th>Gewährleistung</th>
        <th class="num">Menge</th>
        <th class="num">Einzelpreis</th>
        <th class="num">Gesamtpreis</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>1</td>
        <td>
          <div class="part-number">{{part_number}}</div>
          <div data-if="manufacturer">Hersteller: {{manufacturer}}</div>
          <div class="muted notes" data-if="description">{{description}}</div>
          <div class="notes" data-if="offer_description"><span class="muted">Angebot:</span> {{offer_description}}</div>
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
      <h2>Lieferung und Zahlung</h2>
      <table class="meta">
        <tr data-if="delivery_time"><td class="label">Lieferzeit:</td><td>{{delivery_time}}</td></tr>
        <tr data-if="payment_method"><td class="label">Zahlungsart:</td><td>{{payment_method}}</td></tr>
        <tr data-if="payment_terms"><td class="label">Zahlungsbedingungen:</td><td>{{payment_terms}}<div class="muted" data-if="payment_terms_description">{{payment_terms_description}}</div></td></tr>
        <tr data-if="payment_due_date"><td class="label">Zahlbar bis:</td><td>{{payment_due_date}}</td></tr>
        <tr data-if="shipped_at"><td class="label">Versendet am:</td><td>{{shipped_at}}</td></tr>
        <tr data-if="delivered_at"><td class="label">Geliefert am:</td><td>{{delivered_at}}</td></tr>
      </table>
    </div>
    <table class="totals">
      <tr><td>Warenwert (netto)</td><td class="num">{{total_price}}</td></tr>
      <tr><td>Versandkosten (netto)</td><td class="num">{{shipping_cost}}</td></tr>
      <tr><td>Zwischensumme (netto)</td><td class="num">{{subtotal}}</td></tr>
      <tr><td>zzgl. MwSt. {{tax_rate}} %</td><td class="num">{{tax_amount}}</td></tr>
      <tr class="grand"><td>Gesamtbetrag (brutto)</td><td class="num">{{total_amount}}</td></tr>
    </table>
  </div>

  <div class="section" data-if="special_instructions offer_notes seller_notes">
    <h2>Anmerkungen</h2>
    <table class="meta">
      <tr data-if="special_instructions"><td class="label">Hinweise des Käufers:</td><td class="notes">{{special_instructions}}</td></tr>
      <tr data-if="offer_notes"><td class="label">Zum Angebot:</td><td class="notes">{{offer_notes}}</td></tr>
      <tr data-if="seller_notes"><td class="label">Des Verkäufers:</td><td class="notes">{{seller_notes}}</td></tr>
    </table>
  </div>

  <div class="disclaimer">
    <strong>Hinweis:</strong> HydroParts tritt ausschließlich als Vermittler auf. Der Kaufvertrag kommt direkt
    zwischen dem oben genannten Käufer und dem Verkäufer zustande; Lieferung, Rechnungsstellung und
    Gewährleistung erfolgen durch den Verkäufer. Diese Auftragsbestätigung ist keine Rechnung.
  </div>

  <div class="footer">
    Erstellt über HydroParts – B2B-Marktplatz für Hydraulik-Ersatzteile · Auftragsbestätigung {{order_number}} vom {{order_date}}
  </div>
</div>
</body>
</html>
`;
