import { button, facts, mail, paragraph, type MailLanguage } from './mail-layout.ts';
import type { TranslatedMails } from './message-templates-languages.ts';
import { opt, req, type MessageTemplateDefinition } from './message-variables.ts';

/**
 * Issue 15: a webhook delivery failed for 24 hours; its owner (seller or buyer) is told once
 * per delivery. Seed set message_templates.webhooks.v1.
 */
const described = {
  endpoint_url: { de: 'Adresse des Webhooks', en: 'Address of the webhook' },
  event_type: { de: 'Art des Ereignisses, z. B. order.placed', en: 'Event type, e.g. order.placed' },
  event_id: { de: 'Id des Ereignisses', en: 'Id of the event' },
  last_error: { de: 'Letzter Fehler (Statuscode oder Meldung)', en: 'Last error (status code or message)' },
};

interface Words {
  lang: MailLanguage;
  title: string;
  hello: string;
  text: string;
  address: string;
  event: string;
  eventId: string;
  lastError: string;
  hint: string;
  open: string;
}

function webhookFailed(w: Words) {
  return {
    title: w.title,
    content: mail(w.lang, [
      paragraph(w.hello),
      paragraph(w.text),
      facts([
        [w.address, '{{endpoint_url}}'],
        [w.event, '{{event_type}}'],
        [w.eventId, '{{event_id}}'],
        [w.lastError, '{{last_error}}'],
      ]),
      paragraph(w.hint),
      button('{{dashboard_url}}', w.open),
    ]),
  };
}

export const WEBHOOK_TEMPLATES: readonly MessageTemplateDefinition[] = [
  {
    type: 'webhook_failed',
    recipientTypes: ['buyer', 'seller'],
    variables: [
      req('endpoint_url', described.endpoint_url),
      req('event_type', described.event_type),
      req('event_id', described.event_id),
      req('dashboard_url'),
      opt('last_error', described.last_error),
    ],
    de: webhookFailed({
      lang: 'de',
      title: 'Webhook-Zustellung fehlgeschlagen: {{event_type}}',
      hello: 'Guten Tag,',
      text: 'ein Ereignis konnte 24 Stunden lang nicht an Ihren Webhook zugestellt werden. Wir haben die Zustellung beendet.',
      address: 'Adresse',
      event: 'Ereignis',
      eventId: 'Ereignis-Id',
      lastError: 'Letzter Fehler',
      hint: 'Bitte prüfen Sie, ob Ihr Empfänger erreichbar ist. Im Zustellprotokoll Ihrer Einstellungen sehen Sie jeden Versuch; mit „Testereignis senden“ prüfen Sie die Verbindung.',
      open: 'Webhooks öffnen',
    }),
    en: webhookFailed({
      lang: 'en',
      title: 'Webhook delivery failed: {{event_type}}',
      hello: 'Hello,',
      text: 'an event could not be delivered to your webhook for 24 hours. We have stopped trying.',
      address: 'Address',
      event: 'Event',
      eventId: 'Event id',
      lastError: 'Last error',
      hint: 'Please check that your receiver is reachable. The delivery log in your settings shows every attempt; "Send test event" checks the connection.',
      open: 'Open webhooks',
    }),
  },
];

const mails = (w: Words): TranslatedMails => ({ 'webhook_failed:buyer,seller': webhookFailed(w) });

export const WEBHOOK_MAILS_FR = mails({
  lang: 'fr',
  title: 'Échec de livraison du webhook : {{event_type}}',
  hello: 'Bonjour,',
  text: 'un événement n’a pas pu être livré à votre webhook pendant 24 heures. Nous avons arrêté les tentatives.',
  address: 'Adresse',
  event: 'Événement',
  eventId: 'Id de l’événement',
  lastError: 'Dernière erreur',
  hint: 'Veuillez vérifier que votre récepteur est joignable. Le journal des livraisons dans vos paramètres montre chaque tentative ; « Envoyer un événement de test » vérifie la connexion.',
  open: 'Ouvrir les webhooks',
});

export const WEBHOOK_MAILS_ES = mails({
  lang: 'es',
  title: 'Entrega del webhook fallida: {{event_type}}',
  hello: 'Hola:',
  text: 'durante 24 horas no se pudo entregar un evento a su webhook. Hemos dejado de intentarlo.',
  address: 'Dirección',
  event: 'Evento',
  eventId: 'Id del evento',
  lastError: 'Último error',
  hint: 'Compruebe que su receptor esté accesible. El registro de entregas en su configuración muestra cada intento; «Enviar evento de prueba» comprueba la conexión.',
  open: 'Abrir webhooks',
});

export const WEBHOOK_MAILS_IT = mails({
  lang: 'it',
  title: 'Consegna del webhook non riuscita: {{event_type}}',
  hello: 'Buongiorno,',
  text: 'per 24 ore non è stato possibile consegnare un evento al suo webhook. Abbiamo interrotto i tentativi.',
  address: 'Indirizzo',
  event: 'Evento',
  eventId: 'Id dell’evento',
  lastError: 'Ultimo errore',
  hint: 'Verifichi che il suo ricevitore sia raggiungibile. Il registro delle consegne nelle impostazioni mostra ogni tentativo; «Invia evento di prova» verifica la connessione.',
  open: 'Apri webhook',
});
