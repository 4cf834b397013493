import { button, facts, mail, paragraph } from './mail-layout.ts';
import type { TranslatedMails } from './message-templates-languages.ts';
import { sellerPerformanceEs } from '#shared/i18n/features/seller-performance.es.ts';
import { sellerPerformanceFr } from '#shared/i18n/features/seller-performance.fr.ts';
import { sellerPerformanceIt } from '#shared/i18n/features/seller-performance.it.ts';

/** Issue 35: the labels of the bidder's rank and price gap (decision 058), as the dashboard says them. */
const FEEDBACK_LABELS = Object.fromEntries(
  (
    [
      ['es', sellerPerformanceEs],
      ['fr', sellerPerformanceFr],
      ['it', sellerPerformanceIt],
    ] as const
  ).map(([lang, t]) => [lang, { rank: t['feedback.mailRank'], gap: t['feedback.mailGap'] }]),
) as Record<'fr' | 'es' | 'it', { rank: string; gap: string }>;

/** The words the lifecycle mails (message-templates-lifecycle.ts) need in one language. */
interface LifecycleWords {
  lang: 'fr' | 'es' | 'it';
  hello: string;
  orderNumber: string;
  partNumber: string;
  manufacturer: string;
  reason: string;
  status: string;
  viewOrder: string;
  confirmed: { title: string; text: string; sellerOrderNumber: string; expectedShipping: string };
  shipped: {
    title: string;
    text: string;
    shippedOn: string;
    carrier: string;
    tracking: string;
    confirmHint: string;
  };
  delivered: { title: string; text: string };
  cancelled: { title: string; text: string };
  requestClosed: { title: string; text: string; notAccepted: string; viewOffers: string };
  requestExpired: { title: string; text: string; newRequest: string; toDashboard: string };
}

function lifecycleMails(w: LifecycleWords): TranslatedMails {
  const order = [
    [w.orderNumber, '{{order_number}}'],
    [w.partNumber, '{{part_number}}'],
  ] as const;
  const viewOrder = button('{{dashboard_url}}', w.viewOrder);
  const confirmed = {
    title: w.confirmed.title,
    content: mail(w.lang, [
      paragraph(w.hello),
      paragraph(w.confirmed.text),
      facts([
        ...order,
        [w.confirmed.sellerOrderNumber, '{{seller_order_number}}'],
        [w.confirmed.expectedShipping, '{{expected_ship_date}}'],
      ]),
      viewOrder,
    ]),
  };
  const shipped = {
    title: w.shipped.title,
    content: mail(w.lang, [
      paragraph(w.hello),
      paragraph(w.shipped.text),
      facts([
        ...order,
        [w.shipped.shippedOn, '{{shipped_date}}'],
        [w.shipped.carrier, '{{carrier}}'],
        [w.shipped.tracking, '{{tracking_number}}'],
      ]),
      paragraph(w.shipped.confirmHint),
      viewOrder,
    ]),
  };
  const delivered = {
    title: w.delivered.title,
    content: mail(w.lang, [paragraph(w.hello), paragraph(w.delivered.text), facts([...order]), viewOrder]),
  };
  const cancelled = {
    title: w.cancelled.title,
    content: mail(w.lang, [
      paragraph(w.hello),
      paragraph(w.cancelled.text),
      facts([...order, [w.reason, '{{cancel_reason}}']]),
      viewOrder,
    ]),
  };
  const requestClosed = {
    title: w.requestClosed.title,
    content: mail(w.lang, [
      paragraph(w.hello),
      paragraph(w.requestClosed.text),
      facts([
        [w.manufacturer, '{{manufacturer}}'],
        [w.partNumber, '{{part_number}}'],
        [w.status, '{{request_status}}'],
        [w.reason, '{{cancel_reason}}'],
        [FEEDBACK_LABELS[w.lang].rank, '{{offer_rank}}'],
        [FEEDBACK_LABELS[w.lang].gap, '{{price_gap}}'],
      ]),
      paragraph(w.requestClosed.notAccepted),
      button('{{dashboard_url}}', w.requestClosed.viewOffers),
    ]),
  };
  const requestExpired = {
    title: w.requestExpired.title,
    content: mail(w.lang, [
      paragraph(w.hello),
      paragraph(w.requestExpired.text),
      facts([
        [w.manufacturer, '{{manufacturer}}'],
        [w.partNumber, '{{part_number}}'],
      ]),
      paragraph(w.requestExpired.newRequest),
      button('{{dashboard_url}}', w.requestExpired.toDashboard),
    ]),
  };
  return {
    'order_confirmed:buyer,seller': confirmed,
    'order_shipped:buyer,seller': shipped,
    'order_delivered:seller': delivered,
    'order_cancelled:buyer,seller': cancelled,
    'request_closed:seller': requestClosed,
    'request_expired:buyer,seller': requestExpired,
  };
}

export const LIFECYCLE_MAILS_FR = lifecycleMails({
  lang: 'fr',
  hello: 'Bonjour,',
  orderNumber: 'Numéro de commande',
  partNumber: 'Référence',
  manufacturer: 'Fabricant',
  reason: 'Motif',
  status: 'Statut',
  viewOrder: 'Voir la commande',
  confirmed: {
    title: 'La commande {{order_number}} a été confirmée',
    text: '{{seller_company}} a confirmé votre commande.',
    sellerOrderNumber: 'N° de commande du vendeur',
    expectedShipping: 'Expédition prévue',
  },
  shipped: {
    title: 'La commande {{order_number}} a été expédiée',
    text: '{{seller_company}} a expédié votre commande.',
    shippedOn: 'Expédiée le',
    carrier: 'Transporteur',
    tracking: 'Numéro de suivi',
    confirmHint:
      'Veuillez confirmer la réception dans votre tableau de bord dès l’arrivée de la marchandise.',
  },
  delivered: {
    title: 'Réception de la commande {{order_number}} confirmée',
    text: '{{buyer_company}} a confirmé la réception de la commande le {{delivered_date}}.',
  },
  cancelled: {
    title: 'La commande {{order_number}} a été annulée',
    text: '{{cancelled_by}} a annulé la commande suivante :',
  },
  requestClosed: {
    title: 'La demande {{part_number}} n’est plus active',
    text: 'Une demande pour laquelle vous avez soumis une offre a été clôturée par le demandeur :',
    notAccepted: 'Votre offre n’a donc pas été retenue. Nous vous remercions pour votre offre.',
    viewOffers: 'Voir mes offres',
  },
  requestExpired: {
    title: 'Votre demande {{part_number}} a expiré',
    text: 'Votre demande a expiré le {{expiry_date}} et a été clôturée. Les vendeurs ne la voient plus.',
    newRequest: 'Si vous recherchez toujours cette pièce, créez simplement une nouvelle demande.',
    toDashboard: 'Vers le tableau de bord',
  },
});

export const LIFECYCLE_MAILS_ES = lifecycleMails({
  lang: 'es',
  hello: 'Buenos días:',
  orderNumber: 'Número de pedido',
  partNumber: 'Referencia',
  manufacturer: 'Fabricante',
  reason: 'Motivo',
  status: 'Estado',
  viewOrder: 'Ver pedido',
  confirmed: {
    title: 'El pedido {{order_number}} ha sido confirmado',
    text: '{{seller_company}} ha confirmado su pedido.',
    sellerOrderNumber: 'N.º de pedido del vendedor',
    expectedShipping: 'Envío previsto',
  },
  shipped: {
    title: 'El pedido {{order_number}} ha sido enviado',
    text: '{{seller_company}} ha enviado su pedido.',
    shippedOn: 'Enviado el',
    carrier: 'Transportista',
    tracking: 'Número de seguimiento',
    confirmHint: 'Confirme la recepción en su panel en cuanto llegue la mercancía.',
  },
  delivered: {
    title: 'Recepción del pedido {{order_number}} confirmada',
    text: '{{buyer_company}} ha confirmado la recepción del pedido el {{delivered_date}}.',
  },
  cancelled: {
    title: 'El pedido {{order_number}} ha sido cancelado',
    text: '{{cancelled_by}} ha cancelado el siguiente pedido:',
  },
  requestClosed: {
    title: 'La solicitud {{part_number}} ya no está activa',
    text: 'El solicitante ha finalizado una solicitud para la que usted presentó una oferta:',
    notAccepted: 'Por lo tanto, su oferta no ha sido aceptada. Le agradecemos su oferta.',
    viewOffers: 'Ver mis ofertas',
  },
  requestExpired: {
    title: 'Su solicitud {{part_number}} ha caducado',
    text: 'Su solicitud caducó el {{expiry_date}} y se ha cerrado. Los vendedores ya no la ven.',
    newRequest: 'Si sigue buscando la pieza, cree simplemente una nueva solicitud.',
    toDashboard: 'Ir al panel',
  },
});

export const LIFECYCLE_MAILS_IT = lifecycleMails({
  lang: 'it',
  hello: 'Buongiorno,',
  orderNumber: 'Numero d’ordine',
  partNumber: 'Codice articolo',
  manufacturer: 'Produttore',
  reason: 'Motivo',
  status: 'Stato',
  viewOrder: 'Visualizza ordine',
  confirmed: {
    title: 'L’ordine {{order_number}} è stato confermato',
    text: '{{seller_company}} ha confermato il Suo ordine.',
    sellerOrderNumber: 'N. ordine del venditore',
    expectedShipping: 'Spedizione prevista',
  },
  shipped: {
    title: 'L’ordine {{order_number}} è stato spedito',
    text: '{{seller_company}} ha spedito il Suo ordine.',
    shippedOn: 'Spedito il',
    carrier: 'Corriere',
    tracking: 'Numero di tracking',
    confirmHint:
      'La preghiamo di confermare la ricezione nella Sua dashboard non appena la merce sarà arrivata.',
  },
  delivered: {
    title: 'Ricezione dell’ordine {{order_number}} confermata',
    text: '{{buyer_company}} ha confermato la ricezione dell’ordine il {{delivered_date}}.',
  },
  cancelled: {
    title: 'L’ordine {{order_number}} è stato annullato',
    text: '{{cancelled_by}} ha annullato il seguente ordine:',
  },
  requestClosed: {
    title: 'La richiesta {{part_number}} non è più attiva',
    text: 'Una richiesta per la quale ha presentato un’offerta è stata chiusa dal richiedente:',
    notAccepted: 'La Sua offerta non è stata quindi accettata. La ringraziamo per la Sua offerta.',
    viewOffers: 'Visualizza le mie offerte',
  },
  requestExpired: {
    title: 'La Sua richiesta {{part_number}} è scaduta',
    text: 'La Sua richiesta è scaduta il {{expiry_date}} ed è stata chiusa. I venditori non la vedono più.',
    newRequest: 'Se sta ancora cercando il ricambio, crei semplicemente una nuova richiesta.',
    toDashboard: 'Vai alla dashboard',
  },
});
