import { button, facts, mail, paragraph, type MailLanguage } from './mail-layout.ts';
import type { TranslatedMails } from './message-templates-languages.ts';
import { req, type MessageTemplateDefinition } from './message-variables.ts';

/**
 * Issue 34: the buyer confirmed receipt with a complaint (damaged, wrong part, partial). The
 * seller and the operator hear of it; the parties know each other once the order exists. Seed set
 * message_templates.complaints.v1.
 */
const described = {
  complaint_kind: { de: 'Art der Reklamation, z. B. „Beschädigt“', en: 'Kind of complaint, e.g. "Damaged"' },
  complaint_description: { de: 'Beschreibung des Käufers', en: "The buyer's description" },
};

interface Words {
  lang: MailLanguage;
  title: string;
  hello: string;
  text: string;
  orderNumber: string;
  partNumber: string;
  kind: string;
  description: string;
  hint: string;
  open: string;
}

function complaint(w: Words) {
  return {
    title: w.title,
    content: mail(w.lang, [
      paragraph(w.hello),
      paragraph(w.text),
      facts([
        [w.orderNumber, '{{order_number}}'],
        [w.partNumber, '{{part_number}}'],
        [w.kind, '{{complaint_kind}}'],
        [w.description, '{{complaint_description}}'],
      ]),
      paragraph(w.hint),
      button('{{dashboard_url}}', w.open),
    ]),
  };
}

export const COMPLAINT_TEMPLATES: readonly MessageTemplateDefinition[] = [
  {
    type: 'order_complaint',
    recipientTypes: ['seller', 'admin'],
    variables: [
      req('order_number'),
      req('part_number'),
      req('buyer_company'),
      req('complaint_kind', described.complaint_kind),
      req('complaint_description', described.complaint_description),
      req('dashboard_url'),
    ],
    de: complaint({
      lang: 'de',
      title: 'Reklamation zu Bestellung {{order_number}}: {{complaint_kind}}',
      hello: 'Guten Tag,',
      text: '{{buyer_company}} hat den Empfang der Bestellung bestätigt und dabei ein Problem gemeldet.',
      orderNumber: 'Bestellnummer',
      partNumber: 'Teilenummer',
      kind: 'Problem',
      description: 'Beschreibung',
      hint: 'Bitte setzen Sie sich mit dem Käufer in Verbindung, um Ersatz, Nachlieferung oder Gutschrift zu klären.',
      open: 'Bestellung ansehen',
    }),
    en: complaint({
      lang: 'en',
      title: 'Complaint about order {{order_number}}: {{complaint_kind}}',
      hello: 'Hello,',
      text: '{{buyer_company}} confirmed receipt of the order and reported a problem.',
      orderNumber: 'Order number',
      partNumber: 'Part number',
      kind: 'Problem',
      description: 'Description',
      hint: 'Please contact the buyer to agree on a replacement, a follow-up delivery or a credit note.',
      open: 'View order',
    }),
  },
];

const mails = (w: Words): TranslatedMails => ({ 'order_complaint:seller,admin': complaint(w) });

export const COMPLAINT_MAILS_FR = mails({
  lang: 'fr',
  title: 'Réclamation sur la commande {{order_number}} : {{complaint_kind}}',
  hello: 'Bonjour,',
  text: '{{buyer_company}} a confirmé la réception de la commande et signalé un problème.',
  orderNumber: 'Numéro de commande',
  partNumber: 'Référence',
  kind: 'Problème',
  description: 'Description',
  hint: 'Veuillez contacter l’acheteur pour convenir d’un remplacement, d’une livraison complémentaire ou d’un avoir.',
  open: 'Voir la commande',
});

export const COMPLAINT_MAILS_ES = mails({
  lang: 'es',
  title: 'Reclamación del pedido {{order_number}}: {{complaint_kind}}',
  hello: 'Hola:',
  text: '{{buyer_company}} ha confirmado la recepción del pedido y ha comunicado un problema.',
  orderNumber: 'Número de pedido',
  partNumber: 'Referencia',
  kind: 'Problema',
  description: 'Descripción',
  hint: 'Póngase en contacto con el comprador para acordar una sustitución, una entrega complementaria o un abono.',
  open: 'Ver pedido',
});

export const COMPLAINT_MAILS_IT = mails({
  lang: 'it',
  title: 'Reclamo sull’ordine {{order_number}}: {{complaint_kind}}',
  hello: 'Buongiorno,',
  text: '{{buyer_company}} ha confermato la ricezione dell’ordine e segnalato un problema.',
  orderNumber: 'Numero d’ordine',
  partNumber: 'Codice articolo',
  kind: 'Problema',
  description: 'Descrizione',
  hint: 'Contatti l’acquirente per concordare una sostituzione, una consegna integrativa o una nota di credito.',
  open: 'Vedi ordine',
});
