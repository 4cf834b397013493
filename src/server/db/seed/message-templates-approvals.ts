import { button, facts, mail, paragraph, quote, type MailLanguage } from './mail-layout.ts';
import type { TranslatedMails } from './message-templates-languages.ts';
import { req, type MessageTemplateDefinition } from './message-variables.ts';

/**
 * Issue 37 (decision 070): an order of a buyer member waits for approval. The approvers of the
 * company are asked; the member hears the decision. Only the buyer company's own people get
 * these mails; no seller is named. Seed set message_templates.approvals.v1.
 */
interface Words {
  lang: MailLanguage;
  requested: {
    title: string;
    text: string;
    part: string;
    quantity: string;
    total: string;
    valid: string;
    open: string;
    note: string;
  };
  approved: { title: string; text: string; order: string; open: string };
  declined: { title: string; text: string; reason: string; open: string };
  /** Decision 084: withdrawn because its request or offer ended; {{reason}} says which. */
  withdrawn: { title: string; text: string; reason: string; open: string };
  part: string;
  total: string;
}

const requested = (w: Words) => ({
  title: w.requested.title,
  content: mail(w.lang, [
    paragraph(w.requested.text),
    facts([
      [w.requested.part, '{{part}}'],
      [w.requested.quantity, '{{quantity}}'],
      [w.requested.total, '{{total_amount}}'],
      [w.requested.valid, '{{valid_until}}'],
    ]),
    button('{{dashboard_url}}', w.requested.open),
    paragraph(w.requested.note),
  ]),
});

/** A mail on what became of the order: its text, the part, the total and one more fact, the way on. */
const outcome = (w: Words, m: { title: string; text: string; open: string }, fact: [string, string]) => ({
  title: m.title,
  content: mail(w.lang, [
    paragraph(m.text),
    facts([[w.part, '{{part}}'], [w.total, '{{total_amount}}'], fact]),
    button('{{dashboard_url}}', m.open),
  ]),
});

const approved = (w: Words) => outcome(w, w.approved, [w.approved.order, '{{order_number}}']);

const declined = (w: Words) => ({
  title: w.declined.title,
  content: mail(w.lang, [
    paragraph(w.declined.text),
    facts([
      [w.part, '{{part}}'],
      [w.total, '{{total_amount}}'],
    ]),
    paragraph(w.declined.reason),
    quote('{{reason}}'),
    button('{{dashboard_url}}', w.declined.open),
  ]),
});

const withdrawn = (w: Words) => outcome(w, w.withdrawn, [w.withdrawn.reason, '{{reason}}']);

const DE: Words = {
  lang: 'de',
  requested: {
    title: 'Freigabe erbeten: Bestellung über {{total_amount}}',
    text: '{{requester_name}} möchte eine Bestellung aufgeben, die Ihre Freigabe braucht. Bestellt ist noch nichts; der Anbieter erfährt erst nach der Freigabe davon.',
    part: 'Teil',
    quantity: 'Menge',
    total: 'Bestellsumme (brutto)',
    valid: 'Angebot gültig bis',
    open: 'Freigaben öffnen',
    note: 'Nach Ablauf des Angebots kann die Bestellung nicht mehr freigegeben werden.',
  },
  approved: {
    title: 'Ihre Bestellung wurde freigegeben',
    text: '{{decider_name}} hat Ihre Bestellung freigegeben; sie ist jetzt aufgegeben.',
    order: 'Bestellnummer',
    open: 'Bestellungen öffnen',
  },
  declined: {
    title: 'Ihre Bestellung wurde nicht freigegeben',
    text: '{{decider_name}} hat Ihre Bestellung abgelehnt. Es wurde nichts bestellt.',
    reason: 'Begründung:',
    open: 'Freigaben öffnen',
  },
  withdrawn: {
    title: 'Ihre Bestellung wurde zurückgezogen',
    text: 'Ihre Bestellung wartete auf Freigabe und wurde zurückgezogen, weil die Anfrage oder das Angebot beendet ist. Es wurde nichts bestellt.',
    reason: 'Grund',
    open: 'Freigaben öffnen',
  },
  part: 'Teil',
  total: 'Bestellsumme (brutto)',
};

const EN: Words = {
  lang: 'en',
  requested: {
    title: 'Approval requested: order of {{total_amount}}',
    text: '{{requester_name}} would like to place an order that needs your approval. Nothing has been ordered yet; the supplier only learns of it once it is approved.',
    part: 'Part',
    quantity: 'Quantity',
    total: 'Order total (gross)',
    valid: 'Offer valid until',
    open: 'Open approvals',
    note: 'Once the offer has expired, the order can no longer be approved.',
  },
  approved: {
    title: 'Your order has been approved',
    text: '{{decider_name}} approved your order; it has now been placed.',
    order: 'Order number',
    open: 'Open orders',
  },
  declined: {
    title: 'Your order was not approved',
    text: '{{decider_name}} declined your order. Nothing was ordered.',
    reason: 'Reason:',
    open: 'Open approvals',
  },
  withdrawn: {
    title: 'Your order has been withdrawn',
    text: 'Your order was waiting for approval and has been withdrawn because the request or the offer has ended. Nothing was ordered.',
    reason: 'Reason',
    open: 'Open approvals',
  },
  part: 'Part',
  total: 'Order total (gross)',
};

const describe = {
  requester_name: {
    de: 'Name des Mitglieds, das die Bestellung angefordert hat',
    en: 'Name of the member who asked for the order',
  },
  part: { de: 'Hersteller und Teilenummer', en: 'Manufacturer and part number' },
  quantity: { de: 'Menge', en: 'Quantity' },
  total_amount: { de: 'Bestellsumme brutto, z. B. 1.234,56 €', en: 'Gross order total, e.g. 1.234,56 €' },
  valid_until: { de: 'Gültig bis des Angebots (TT.MM.JJJJ)', en: 'Offer valid until (DD.MM.YYYY)' },
  dashboard_url: { de: 'Link zum Dashboard', en: 'Link to the dashboard' },
  decider_name: { de: 'Name der Person, die entschieden hat', en: 'Name of the person who decided' },
  order_number: { de: 'Bestellnummer', en: 'Order number' },
  reason: {
    de: 'Begründung der Ablehnung (oder —); beim Zurückziehen: was beendet ist',
    en: 'Reason for declining (or —); when withdrawn: what ended',
  },
};
const v = (name: keyof typeof describe) => req(name, describe[name]);

export const APPROVAL_TEMPLATES: readonly MessageTemplateDefinition[] = [
  {
    type: 'order_approval_requested',
    recipientTypes: ['buyer'],
    variables: [
      v('requester_name'),
      v('part'),
      v('quantity'),
      v('total_amount'),
      v('valid_until'),
      v('dashboard_url'),
    ],
    de: requested(DE),
    en: requested(EN),
  },
  {
    type: 'order_approval_approved',
    recipientTypes: ['buyer'],
    variables: [v('decider_name'), v('part'), v('total_amount'), v('order_number'), v('dashboard_url')],
    de: approved(DE),
    en: approved(EN),
  },
  {
    type: 'order_approval_declined',
    recipientTypes: ['buyer'],
    variables: [v('decider_name'), v('part'), v('total_amount'), v('reason'), v('dashboard_url')],
    de: declined(DE),
    en: declined(EN),
  },
  {
    type: 'order_approval_withdrawn',
    recipientTypes: ['buyer'],
    variables: [v('part'), v('total_amount'), v('reason'), v('dashboard_url')],
    de: withdrawn(DE),
    en: withdrawn(EN),
  },
];

const mails = (w: Words): TranslatedMails => ({
  'order_approval_requested:buyer': requested(w),
  'order_approval_approved:buyer': approved(w),
  'order_approval_declined:buyer': declined(w),
  'order_approval_withdrawn:buyer': withdrawn(w),
});

export const APPROVAL_MAILS_FR = mails({
  lang: 'fr',
  requested: {
    title: 'Validation demandée : commande de {{total_amount}}',
    text: '{{requester_name}} souhaite passer une commande qui nécessite votre validation. Rien n’a encore été commandé ; le fournisseur n’en est informé qu’après la validation.',
    part: 'Pièce',
    quantity: 'Quantité',
    total: 'Montant de la commande (TTC)',
    valid: 'Offre valable jusqu’au',
    open: 'Ouvrir les validations',
    note: 'Une fois l’offre expirée, la commande ne peut plus être validée.',
  },
  approved: {
    title: 'Votre commande a été validée',
    text: '{{decider_name}} a validé votre commande ; elle est maintenant passée.',
    order: 'Numéro de commande',
    open: 'Ouvrir les commandes',
  },
  declined: {
    title: 'Votre commande n’a pas été validée',
    text: '{{decider_name}} a refusé votre commande. Rien n’a été commandé.',
    reason: 'Motif :',
    open: 'Ouvrir les validations',
  },
  withdrawn: {
    title: 'Votre commande a été retirée',
    text: 'Votre commande attendait une validation et a été retirée, car la demande ou l’offre a pris fin. Rien n’a été commandé.',
    reason: 'Motif',
    open: 'Ouvrir les validations',
  },
  part: 'Pièce',
  total: 'Montant de la commande (TTC)',
});

export const APPROVAL_MAILS_ES = mails({
  lang: 'es',
  requested: {
    title: 'Aprobación solicitada: pedido de {{total_amount}}',
    text: '{{requester_name}} desea realizar un pedido que necesita su aprobación. Todavía no se ha pedido nada; el proveedor solo se entera tras la aprobación.',
    part: 'Pieza',
    quantity: 'Cantidad',
    total: 'Importe del pedido (bruto)',
    valid: 'Oferta válida hasta',
    open: 'Abrir aprobaciones',
    note: 'Una vez vencida la oferta, el pedido ya no puede aprobarse.',
  },
  approved: {
    title: 'Su pedido ha sido aprobado',
    text: '{{decider_name}} ha aprobado su pedido; ya está realizado.',
    order: 'Número de pedido',
    open: 'Abrir pedidos',
  },
  declined: {
    title: 'Su pedido no ha sido aprobado',
    text: '{{decider_name}} ha rechazado su pedido. No se ha pedido nada.',
    reason: 'Motivo:',
    open: 'Abrir aprobaciones',
  },
  withdrawn: {
    title: 'Su pedido ha sido retirado',
    text: 'Su pedido esperaba aprobación y ha sido retirado porque la solicitud o la oferta ha finalizado. No se ha pedido nada.',
    reason: 'Motivo',
    open: 'Abrir aprobaciones',
  },
  part: 'Pieza',
  total: 'Importe del pedido (bruto)',
});

export const APPROVAL_MAILS_IT = mails({
  lang: 'it',
  requested: {
    title: 'Approvazione richiesta: ordine di {{total_amount}}',
    text: '{{requester_name}} desidera effettuare un ordine che richiede la sua approvazione. Non è ancora stato ordinato nulla; il fornitore ne viene a conoscenza solo dopo l’approvazione.',
    part: 'Ricambio',
    quantity: 'Quantità',
    total: 'Totale ordine (lordo)',
    valid: 'Offerta valida fino al',
    open: 'Apri approvazioni',
    note: 'Scaduta l’offerta, l’ordine non può più essere approvato.',
  },
  approved: {
    title: 'Il suo ordine è stato approvato',
    text: '{{decider_name}} ha approvato il suo ordine; ora è stato effettuato.',
    order: 'Numero d’ordine',
    open: 'Apri ordini',
  },
  declined: {
    title: 'Il suo ordine non è stato approvato',
    text: '{{decider_name}} ha rifiutato il suo ordine. Non è stato ordinato nulla.',
    reason: 'Motivo:',
    open: 'Apri approvazioni',
  },
  withdrawn: {
    title: 'Il suo ordine è stato ritirato',
    text: 'Il suo ordine era in attesa di approvazione ed è stato ritirato perché la richiesta o l’offerta è terminata. Non è stato ordinato nulla.',
    reason: 'Motivo',
    open: 'Apri approvazioni',
  },
  part: 'Ricambio',
  total: 'Totale ordine (lordo)',
});
