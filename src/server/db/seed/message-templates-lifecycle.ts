import { button, facts, mail, paragraph } from './mail-layout.ts';
import { opt, req, type MessageTemplateDefinition } from './message-variables.ts';

/**
 * Lifecycle template set (message_templates.lifecycle.v1, issue 14): the other party hears of
 * every order transition; sellers who offered hear when a request ends; the buyer hears when a
 * request expired. Mails to sellers about a request never name the buyer.
 */
export const LIFECYCLE_TEMPLATES: readonly MessageTemplateDefinition[] = [
  {
    type: 'order_confirmed',
    recipientTypes: ['buyer', 'seller'],
    variables: [
      req('order_number'),
      req('part_number'),
      req('dashboard_url'),
      opt('seller_company'),
      opt('seller_order_number'),
      opt('expected_ship_date'),
    ],
    de: {
      title: 'Bestellung {{order_number}} wurde bestätigt',
      content: mail('de', [
        paragraph('Guten Tag,'),
        paragraph('{{seller_company}} hat Ihre Bestellung bestätigt.'),
        facts([
          ['Bestellnummer', '{{order_number}}'],
          ['Teilenummer', '{{part_number}}'],
          ['Bestellnr. des Verkäufers', '{{seller_order_number}}'],
          ['Voraussichtlicher Versand', '{{expected_ship_date}}'],
        ]),
        button('{{dashboard_url}}', 'Bestellung ansehen'),
      ]),
    },
    en: {
      title: 'Order {{order_number}} has been confirmed',
      content: mail('en', [
        paragraph('Hello,'),
        paragraph('{{seller_company}} has confirmed your order.'),
        facts([
          ['Order number', '{{order_number}}'],
          ['Part number', '{{part_number}}'],
          ["Seller's order no.", '{{seller_order_number}}'],
          ['Expected shipping', '{{expected_ship_date}}'],
        ]),
        button('{{dashboard_url}}', 'View order'),
      ]),
    },
  },
  {
    type: 'order_shipped',
    recipientTypes: ['buyer', 'seller'],
    variables: [
      req('order_number'),
      req('part_number'),
      req('dashboard_url'),
      opt('seller_company'),
      opt('shipped_date'),
      opt('carrier'),
      opt('tracking_number'),
    ],
    de: {
      title: 'Bestellung {{order_number}} wurde versendet',
      content: mail('de', [
        paragraph('Guten Tag,'),
        paragraph('{{seller_company}} hat Ihre Bestellung versendet.'),
        facts([
          ['Bestellnummer', '{{order_number}}'],
          ['Teilenummer', '{{part_number}}'],
          ['Versendet am', '{{shipped_date}}'],
          ['Versanddienstleister', '{{carrier}}'],
          ['Sendungsnummer', '{{tracking_number}}'],
        ]),
        paragraph('Bitte bestätigen Sie den Empfang in Ihrem Dashboard, sobald die Ware eingetroffen ist.'),
        button('{{dashboard_url}}', 'Bestellung ansehen'),
      ]),
    },
    en: {
      title: 'Order {{order_number}} has been shipped',
      content: mail('en', [
        paragraph('Hello,'),
        paragraph('{{seller_company}} has shipped your order.'),
        facts([
          ['Order number', '{{order_number}}'],
          ['Part number', '{{part_number}}'],
          ['Shipped on', '{{shipped_date}}'],
          ['Carrier', '{{carrier}}'],
          ['Tracking number', '{{tracking_number}}'],
        ]),
        paragraph('Please confirm receipt in your dashboard once the goods have arrived.'),
        button('{{dashboard_url}}', 'View order'),
      ]),
    },
  },
  {
    type: 'order_delivered',
    recipientTypes: ['seller'],
    variables: [
      req('order_number'),
      req('part_number'),
      req('dashboard_url'),
      opt('buyer_company'),
      opt('delivered_date'),
    ],
    de: {
      title: 'Empfang von Bestellung {{order_number}} bestätigt',
      content: mail('de', [
        paragraph('Guten Tag,'),
        paragraph('{{buyer_company}} hat den Empfang der Bestellung am {{delivered_date}} bestätigt.'),
        facts([
          ['Bestellnummer', '{{order_number}}'],
          ['Teilenummer', '{{part_number}}'],
        ]),
        button('{{dashboard_url}}', 'Bestellung ansehen'),
      ]),
    },
    en: {
      title: 'Receipt of order {{order_number}} confirmed',
      content: mail('en', [
        paragraph('Hello,'),
        paragraph('{{buyer_company}} confirmed receipt of the order on {{delivered_date}}.'),
        facts([
          ['Order number', '{{order_number}}'],
          ['Part number', '{{part_number}}'],
        ]),
        button('{{dashboard_url}}', 'View order'),
      ]),
    },
  },
  {
    type: 'order_cancelled',
    recipientTypes: ['buyer', 'seller'],
    variables: [
      req('order_number'),
      req('part_number'),
      req('cancel_reason'),
      req('dashboard_url'),
      opt('cancelled_by'),
    ],
    de: {
      title: 'Bestellung {{order_number}} wurde storniert',
      content: mail('de', [
        paragraph('Guten Tag,'),
        paragraph('{{cancelled_by}} hat die folgende Bestellung storniert:'),
        facts([
          ['Bestellnummer', '{{order_number}}'],
          ['Teilenummer', '{{part_number}}'],
          ['Grund', '{{cancel_reason}}'],
        ]),
        button('{{dashboard_url}}', 'Bestellung ansehen'),
      ]),
    },
    en: {
      title: 'Order {{order_number}} has been cancelled',
      content: mail('en', [
        paragraph('Hello,'),
        paragraph('{{cancelled_by}} has cancelled the following order:'),
        facts([
          ['Order number', '{{order_number}}'],
          ['Part number', '{{part_number}}'],
          ['Reason', '{{cancel_reason}}'],
        ]),
        button('{{dashboard_url}}', 'View order'),
      ]),
    },
  },
  {
    type: 'request_closed',
    recipientTypes: ['seller'],
    variables: [
      req('part_number'),
      req('request_status'),
      req('dashboard_url'),
      opt('manufacturer'),
      opt('cancel_reason'),
      // Issue 35 (decision 058): the bidder's rank and gap to the lowest offer.
      opt('offer_rank'),
      opt('price_gap'),
    ],
    de: {
      title: 'Anfrage {{part_number}} ist nicht mehr aktiv',
      content: mail('de', [
        paragraph('Guten Tag,'),
        paragraph('eine Anfrage, zu der Sie ein Angebot abgegeben haben, wurde vom Anfragenden beendet:'),
        facts([
          ['Hersteller', '{{manufacturer}}'],
          ['Teilenummer', '{{part_number}}'],
          ['Status', '{{request_status}}'],
          ['Grund', '{{cancel_reason}}'],
          ['Ihr Platz', '{{offer_rank}}'],
          ['Ihr Preisabstand', '{{price_gap}}'],
        ]),
        paragraph('Ihr Angebot wurde damit nicht angenommen. Vielen Dank für Ihr Angebot.'),
        button('{{dashboard_url}}', 'Meine Angebote ansehen'),
      ]),
    },
    en: {
      title: 'Request {{part_number}} is no longer active',
      content: mail('en', [
        paragraph('Hello,'),
        paragraph('a request you made an offer for has been ended by the requester:'),
        facts([
          ['Manufacturer', '{{manufacturer}}'],
          ['Part number', '{{part_number}}'],
          ['Status', '{{request_status}}'],
          ['Reason', '{{cancel_reason}}'],
          ['Your rank', '{{offer_rank}}'],
          ['Your price gap', '{{price_gap}}'],
        ]),
        paragraph('Your offer was therefore not accepted. Thank you for your offer.'),
        button('{{dashboard_url}}', 'View my offers'),
      ]),
    },
  },
  {
    type: 'request_expired',
    recipientTypes: ['buyer', 'seller'],
    variables: [req('part_number'), req('dashboard_url'), opt('manufacturer'), opt('expiry_date')],
    de: {
      title: 'Ihre Anfrage {{part_number}} ist abgelaufen',
      content: mail('de', [
        paragraph('Guten Tag,'),
        paragraph(
          'Ihre Anfrage ist am {{expiry_date}} abgelaufen und wurde geschlossen. Verkäufer sehen sie nicht mehr.',
        ),
        facts([
          ['Hersteller', '{{manufacturer}}'],
          ['Teilenummer', '{{part_number}}'],
        ]),
        paragraph('Wenn Sie das Teil weiterhin suchen, stellen Sie einfach eine neue Anfrage.'),
        button('{{dashboard_url}}', 'Zum Dashboard'),
      ]),
    },
    en: {
      title: 'Your request {{part_number}} has expired',
      content: mail('en', [
        paragraph('Hello,'),
        paragraph('your request expired on {{expiry_date}} and has been closed. Sellers no longer see it.'),
        facts([
          ['Manufacturer', '{{manufacturer}}'],
          ['Part number', '{{part_number}}'],
        ]),
        paragraph('If you are still looking for the part, simply create a new request.'),
        button('{{dashboard_url}}', 'Go to dashboard'),
      ]),
    },
  },
];
