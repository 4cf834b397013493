import { button, facts, heading, mail, paragraph, small } from './mail-layout.ts';
import { opt, req, type MessageTemplateDefinition } from './message-variables.ts';

const ORDER_FACTS_DE = [
  ['Bestellnummer', '{{order_number}}'],
  ['Bestelldatum', '{{order_date}}'],
  ['Hersteller', '{{manufacturer}}'],
  ['Teilenummer', '{{part_number}}'],
  ['Menge', '{{quantity}}'],
  ['Gesamtbetrag (brutto)', '{{total_amount}}'],
  ['Zahlungsbedingungen', '{{payment_terms}}'],
  ['Zahlungsziel', '{{payment_due_date}}'],
  ['Zahlungsart', '{{payment_method}}'],
  ['Angebot gültig bis', '{{valid_until}}'],
  ['Bestellreferenz', '{{internal_reference}}'],
] as const;

const ORDER_FACTS_EN = [
  ['Order number', '{{order_number}}'],
  ['Order date', '{{order_date}}'],
  ['Manufacturer', '{{manufacturer}}'],
  ['Part number', '{{part_number}}'],
  ['Quantity', '{{quantity}}'],
  ['Total amount (gross)', '{{total_amount}}'],
  ['Payment terms', '{{payment_terms}}'],
  ['Payment due date', '{{payment_due_date}}'],
  ['Payment method', '{{payment_method}}'],
  ['Offer valid until', '{{valid_until}}'],
  ['PO reference', '{{internal_reference}}'],
] as const;

/** Spec 2 §5: order_confirmation requires order_number; company_name and contact_person are optional. */
const ORDER_VARIABLES = [
  req('order_number'),
  opt('company_name'),
  opt('contact_person'),
  opt('order_date'),
  opt('manufacturer'),
  opt('part_number'),
  opt('quantity'),
  opt('total_amount'),
  opt('payment_terms'),
  opt('payment_due_date'),
  opt('payment_method'),
  opt('valid_until'),
  opt('internal_reference'),
];

const INTERMEDIARY_DE = (other: string) =>
  small(
    `HydroParts tritt ausschließlich als Vermittler auf. Der Kaufvertrag kommt direkt zwischen Ihnen und dem ${other} zustande.`,
  );
const INTERMEDIARY_EN = (other: string) =>
  small(
    `HydroParts acts solely as an intermediary. The purchase contract is concluded directly between you and the ${other}.`,
  );

/** Mails along the request → offer → order flow. */
export const ORDER_TEMPLATES: readonly MessageTemplateDefinition[] = [
  {
    type: 'order_confirmation',
    recipientTypes: ['buyer'],
    variables: [
      ...ORDER_VARIABLES,
      opt('delivery_time'),
      opt('dashboard_url'),
      opt('seller_company'),
      opt('seller_contact_person'),
      opt('seller_email'),
      opt('seller_phone'),
      opt('seller_address'),
    ],
    de: {
      title: 'Bestellbestätigung {{order_number}}',
      content: mail('de', [
        paragraph('Guten Tag {{contact_person}},'),
        paragraph(
          'vielen Dank für Ihre Bestellung über HydroParts. Wir haben Ihre Bestellung an den Verkäufer übermittelt.',
        ),
        heading('Ihre Bestellung'),
        facts([...ORDER_FACTS_DE, ['Lieferzeit', '{{delivery_time}}']]),
        heading('Ihr Vertragspartner'),
        paragraph('Mit der Bestellung sind die Kontaktdaten beider Seiten freigegeben. Ihr Verkäufer:'),
        facts([
          ['Firma', '{{seller_company}}'],
          ['Ansprechpartner', '{{seller_contact_person}}'],
          ['E-Mail', '{{seller_email}}'],
          ['Telefon', '{{seller_phone}}'],
          ['Anschrift', '{{seller_address}}'],
        ]),
        paragraph(
          'Der Verkäufer bestätigt die Bestellung und stellt Ihnen die Rechnung direkt aus. Die Auftragsbestätigung ' +
            'als PDF finden Sie in Ihrem Dashboard unter „Bestellungen“.',
        ),
        button('{{dashboard_url}}', 'Bestellung im Dashboard ansehen'),
        INTERMEDIARY_DE('Verkäufer'),
      ]),
    },
    en: {
      title: 'Order confirmation {{order_number}}',
      content: mail('en', [
        paragraph('Hello {{contact_person}},'),
        paragraph('thank you for your order via HydroParts. We have forwarded your order to the seller.'),
        heading('Your order'),
        facts([...ORDER_FACTS_EN, ['Delivery time', '{{delivery_time}}']]),
        heading('Your contract partner'),
        paragraph('With the order, the contact details of both parties have been released. Your seller:'),
        facts([
          ['Company', '{{seller_company}}'],
          ['Contact person', '{{seller_contact_person}}'],
          ['E-mail', '{{seller_email}}'],
          ['Phone', '{{seller_phone}}'],
          ['Address', '{{seller_address}}'],
        ]),
        paragraph(
          'The seller will confirm the order and invoice you directly. You can download the order confirmation as a ' +
            'PDF from your dashboard under "Orders".',
        ),
        button('{{dashboard_url}}', 'View order in dashboard'),
        INTERMEDIARY_EN('seller'),
      ]),
    },
  },
  {
    type: 'order_confirmation',
    recipientTypes: ['seller'],
    variables: [
      ...ORDER_VARIABLES,
      opt('buyer_company'),
      opt('buyer_name'),
      opt('buyer_email'),
      opt('buyer_phone'),
      opt('billing_address'),
      opt('shipping_address'),
      opt('special_instructions'),
    ],
    de: {
      title: 'Neue Bestellung {{order_number}} über HydroParts',
      content: mail('de', [
        paragraph('Guten Tag {{contact_person}},'),
        paragraph('ein Käufer hat Ihr Angebot angenommen und eine Bestellung aufgegeben.'),
        heading('Bestellung'),
        facts(ORDER_FACTS_DE),
        heading('Käufer'),
        facts([
          ['Firma', '{{buyer_company}}'],
          ['Ansprechpartner', '{{buyer_name}}'],
          ['E-Mail', '{{buyer_email}}'],
          ['Telefon', '{{buyer_phone}}'],
          ['Rechnungsadresse', '{{billing_address}}'],
          ['Lieferadresse', '{{shipping_address}}'],
          ['Hinweise des Käufers', '{{special_instructions}}'],
        ]),
        paragraph(
          'Bitte prüfen und bestätigen Sie die Bestellung zeitnah und nehmen Sie bei Rückfragen direkt Kontakt mit dem ' +
            'Käufer auf. Die Rechnung stellen Sie dem Käufer direkt aus.',
        ),
        button('{{site_url}}/seller-dashboard', 'Bestellung im Verkäufer-Dashboard ansehen'),
        INTERMEDIARY_DE('Käufer'),
      ]),
    },
    en: {
      title: 'New order {{order_number}} via HydroParts',
      content: mail('en', [
        paragraph('Hello {{contact_person}},'),
        paragraph('a buyer has accepted your offer and placed an order.'),
        heading('Order'),
        facts(ORDER_FACTS_EN),
        heading('Buyer'),
        facts([
          ['Company', '{{buyer_company}}'],
          ['Contact person', '{{buyer_name}}'],
          ['E-mail', '{{buyer_email}}'],
          ['Phone', '{{buyer_phone}}'],
          ['Billing address', '{{billing_address}}'],
          ['Shipping address', '{{shipping_address}}'],
          ["Buyer's instructions", '{{special_instructions}}'],
        ]),
        paragraph(
          'Please review and confirm the order promptly and contact the buyer directly if you have any questions. ' +
            'You invoice the buyer directly.',
        ),
        button('{{site_url}}/seller-dashboard', 'View order in seller dashboard'),
        INTERMEDIARY_EN('buyer'),
      ]),
    },
  },
  {
    type: 'offer_accepted',
    recipientTypes: ['seller'],
    variables: [
      req('contact_person'),
      req('part_number'),
      opt('company_name'),
      opt('order_number'),
      opt('manufacturer'),
      opt('quantity'),
      opt('total_amount'),
    ],
    de: {
      title: 'Ihr Angebot für {{part_number}} wurde angenommen',
      content: mail('de', [
        paragraph('Guten Tag {{contact_person}},'),
        paragraph(
          'gute Nachrichten: Ein Käufer hat Ihr Angebot für die Teilenummer {{part_number}} angenommen.',
        ),
        facts([
          ['Bestellnummer', '{{order_number}}'],
          ['Hersteller', '{{manufacturer}}'],
          ['Teilenummer', '{{part_number}}'],
          ['Menge', '{{quantity}}'],
          ['Gesamtbetrag (brutto)', '{{total_amount}}'],
        ]),
        paragraph(
          'Die Kontaktdaten des Käufers und alle Bestelldetails finden Sie jetzt in Ihrem Verkäufer-Dashboard unter „Bestellungen“.',
        ),
        button('{{site_url}}/seller-dashboard', 'Bestellung ansehen'),
      ]),
    },
    en: {
      title: 'Your offer for {{part_number}} has been accepted',
      content: mail('en', [
        paragraph('Hello {{contact_person}},'),
        paragraph('good news: a buyer has accepted your offer for part number {{part_number}}.'),
        facts([
          ['Order number', '{{order_number}}'],
          ['Manufacturer', '{{manufacturer}}'],
          ['Part number', '{{part_number}}'],
          ['Quantity', '{{quantity}}'],
          ['Total amount (gross)', '{{total_amount}}'],
        ]),
        paragraph(
          `The buyer's contact details and all order details are now available in your seller dashboard under "Orders".`,
        ),
        button('{{site_url}}/seller-dashboard', 'View order'),
      ]),
    },
  },
  {
    type: 'offer_rejected',
    recipientTypes: ['seller'],
    // Issue 35 (decision 058): the bidder's rank and price gap, never the chosen offer's price.
    variables: [
      req('contact_person'),
      req('part_number'),
      opt('company_name'),
      opt('manufacturer'),
      opt('offer_rank'),
      opt('price_gap'),
    ],
    de: {
      title: 'Ihr Angebot für {{part_number}} wurde nicht ausgewählt',
      content: mail('de', [
        paragraph('Guten Tag {{contact_person}},'),
        paragraph('für die folgende Anfrage hat sich der Käufer für ein anderes Angebot entschieden:'),
        facts([
          ['Hersteller', '{{manufacturer}}'],
          ['Teilenummer', '{{part_number}}'],
          ['Ihr Platz', '{{offer_rank}}'],
          ['Ihr Preisabstand', '{{price_gap}}'],
        ]),
        paragraph(
          'Vielen Dank für Ihr Angebot. In Ihrem Verkäufer-Dashboard finden Sie laufend neue Anfragen zu Ihren Herstellern.',
        ),
        button('{{site_url}}/seller-dashboard', 'Aktuelle Anfragen ansehen'),
      ]),
    },
    en: {
      title: 'Your offer for {{part_number}} was not selected',
      content: mail('en', [
        paragraph('Hello {{contact_person}},'),
        paragraph('the buyer has chosen another offer for the following request:'),
        facts([
          ['Manufacturer', '{{manufacturer}}'],
          ['Part number', '{{part_number}}'],
          ['Your rank', '{{offer_rank}}'],
          ['Your price gap', '{{price_gap}}'],
        ]),
        paragraph(
          'Thank you for your offer. Your seller dashboard continuously shows new requests for your manufacturers.',
        ),
        button('{{site_url}}/seller-dashboard', 'View current requests'),
      ]),
    },
  },
  {
    type: 'new_request_notification',
    recipientTypes: ['seller'],
    variables: [
      req('part_number'),
      req('quantity'),
      req('dashboard_url'),
      opt('manufacturer'),
      opt('urgency'),
    ],
    de: {
      title: 'Neue Anfrage für {{part_number}} auf HydroParts',
      content: mail('de', [
        paragraph('Guten Tag,'),
        paragraph('auf HydroParts ist eine neue Anfrage eingegangen, die zu Ihrer Herstellerauswahl passt:'),
        facts([
          ['Hersteller', '{{manufacturer}}'],
          ['Teilenummer', '{{part_number}}'],
          ['Menge', '{{quantity}}'],
          ['Dringlichkeit', '{{urgency}}'],
        ]),
        paragraph(
          'Der Käufer bleibt bis zur Bestellung anonym. Wenn Sie das Teil liefern können, geben Sie jetzt Ihr Angebot ab – ' +
            'Käufer sehen die Angebote nach Gesamtpreis sortiert.',
        ),
        button('{{dashboard_url}}', 'Anfrage ansehen und Angebot abgeben'),
        small(
          'Ihre Herstellerauswahl können Sie jederzeit im Verkäufer-Dashboard unter „Einstellungen“ ändern.',
        ),
      ]),
    },
    en: {
      title: 'New request for {{part_number}} on HydroParts',
      content: mail('en', [
        paragraph('Hello,'),
        paragraph('a new request matching your manufacturer selection has arrived on HydroParts:'),
        facts([
          ['Manufacturer', '{{manufacturer}}'],
          ['Part number', '{{part_number}}'],
          ['Quantity', '{{quantity}}'],
          ['Urgency', '{{urgency}}'],
        ]),
        paragraph(
          'The buyer remains anonymous until an order is placed. If you can supply the part, submit your offer now – ' +
            'buyers see the offers ranked by total price.',
        ),
        button('{{dashboard_url}}', 'View request and submit offer'),
        small(
          'You can change your manufacturer selection at any time under "Settings" in your seller dashboard.',
        ),
      ]),
    },
  },
  {
    type: 'new_offer_notification',
    recipientTypes: ['buyer'],
    variables: [req('part_number'), req('offer_count'), req('dashboard_url')],
    de: {
      title: 'Neues Angebot für Ihre Anfrage {{part_number}}',
      content: mail('de', [
        paragraph('Guten Tag,'),
        paragraph('für Ihre Anfrage zur Teilenummer {{part_number}} ist ein neues Angebot eingegangen.'),
        facts([
          ['Teilenummer', '{{part_number}}'],
          ['Angebote insgesamt', '{{offer_count}}'],
        ]),
        paragraph(
          'Vergleichen Sie die Angebote in Ihrem Dashboard: Das günstigste Angebot (Preis inklusive Versand) ist als ' +
            '„Bestpreis“ markiert. Bitte beachten Sie die Gültigkeit der einzelnen Angebote.',
        ),
        button('{{dashboard_url}}', 'Angebote vergleichen'),
      ]),
    },
    en: {
      title: 'New offer for your request {{part_number}}',
      content: mail('en', [
        paragraph('Hello,'),
        paragraph('a new offer has arrived for your request for part number {{part_number}}.'),
        facts([
          ['Part number', '{{part_number}}'],
          ['Offers in total', '{{offer_count}}'],
        ]),
        paragraph(
          'Compare the offers in your dashboard: the lowest offer (price including shipping) is marked as the best price. ' +
            'Please note the validity of each offer.',
        ),
        button('{{dashboard_url}}', 'Compare offers'),
      ]),
    },
  },
];
