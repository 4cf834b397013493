import { button, facts, mail, paragraph, type MailLanguage } from './mail-layout.ts';
import type { TranslatedMails } from './message-templates-languages.ts';
import { req, type MessageTemplateDefinition } from './message-variables.ts';

/**
 * Issue 37 (decision 071): a colleague assigned a request to the member — the buyer company's
 * own request or one a seller company sees. The part only, never the requester.
 * Seed set message_templates.assignment.v1.
 */
interface Words {
  lang: MailLanguage;
  title: string;
  hello: string;
  text: string;
  partNumber: string;
  manufacturer: string;
  quantity: string;
  open: string;
}

function assigned(w: Words) {
  return {
    title: w.title,
    content: mail(w.lang, [
      paragraph(w.hello),
      paragraph(w.text),
      facts([
        [w.partNumber, '{{part_number}}'],
        [w.manufacturer, '{{manufacturer}}'],
        [w.quantity, '{{quantity}}'],
      ]),
      button('{{dashboard_url}}', w.open),
    ]),
  };
}

export const ASSIGNMENT_TEMPLATES: readonly MessageTemplateDefinition[] = [
  {
    type: 'request_assigned',
    recipientTypes: ['buyer', 'seller'],
    variables: [
      req('name', { de: 'Name des Teammitglieds', en: "The team member's name" }),
      req('part_number', { de: 'Teilenummer der Anfrage', en: 'Part number of the request' }),
      req('manufacturer', { de: 'Hersteller (kann leer sein)', en: 'Manufacturer (may be empty)' }),
      req('quantity', { de: 'Menge', en: 'Quantity' }),
      req('dashboard_url', {
        de: 'Link zur Anfrage im Dashboard',
        en: 'Link to the request in the dashboard',
      }),
    ],
    de: assigned({
      lang: 'de',
      title: 'Ihnen wurde eine Anfrage zugewiesen',
      hello: 'Guten Tag {{name}},',
      text: 'in Ihrem Team wurde Ihnen eine Anfrage zugewiesen. Sie kümmern sich nun darum.',
      partNumber: 'Teilenummer',
      manufacturer: 'Hersteller',
      quantity: 'Menge',
      open: 'Anfrage öffnen',
    }),
    en: assigned({
      lang: 'en',
      title: 'A request was assigned to you',
      hello: 'Hello {{name}},',
      text: 'a request was assigned to you in your team. You are now taking care of it.',
      partNumber: 'Part number',
      manufacturer: 'Manufacturer',
      quantity: 'Quantity',
      open: 'Open request',
    }),
  },
];

const mails = (w: Words): TranslatedMails => ({ 'request_assigned:buyer,seller': assigned(w) });

export const ASSIGNMENT_MAILS_FR = mails({
  lang: 'fr',
  title: 'Une demande vous a été attribuée',
  hello: 'Bonjour {{name}},',
  text: 'une demande vous a été attribuée dans votre équipe. Vous vous en occupez désormais.',
  partNumber: 'Référence',
  manufacturer: 'Fabricant',
  quantity: 'Quantité',
  open: 'Ouvrir la demande',
});

export const ASSIGNMENT_MAILS_ES = mails({
  lang: 'es',
  title: 'Se le ha asignado una solicitud',
  hello: 'Hola, {{name}}:',
  text: 'en su equipo se le ha asignado una solicitud. A partir de ahora usted se encarga de ella.',
  partNumber: 'Número de pieza',
  manufacturer: 'Fabricante',
  quantity: 'Cantidad',
  open: 'Abrir la solicitud',
});

export const ASSIGNMENT_MAILS_IT = mails({
  lang: 'it',
  title: 'Le è stata assegnata una richiesta',
  hello: 'Buongiorno {{name}},',
  text: 'nel suo team le è stata assegnata una richiesta. Ora se ne occupa lei.',
  partNumber: 'Codice articolo',
  manufacturer: 'Produttore',
  quantity: 'Quantità',
  open: 'Apri la richiesta',
});
