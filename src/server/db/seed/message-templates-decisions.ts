import { mail, paragraph, small } from './mail-layout.ts';
import { req, type MessageTemplateDefinition } from './message-variables.ts';

/**
 * Second template set (message_templates.v2): the mail a seller receives when an admin
 * declines the registration (issue 6: "seller approved and rejected").
 */
export const DECISION_TEMPLATES: readonly MessageTemplateDefinition[] = [
  {
    type: 'seller_rejection_email',
    recipientTypes: ['seller'],
    variables: [req('company_name'), req('contact_person')],
    de: {
      title: 'Ihre Registrierung als Verkäufer bei HydroParts',
      content: mail('de', [
        paragraph('Guten Tag {{contact_person}},'),
        paragraph(
          'vielen Dank für Ihr Interesse an HydroParts. Wir haben die Registrierung der {{company_name}} als Verkäufer ' +
            'geprüft und können sie leider nicht freischalten.',
        ),
        paragraph(
          'Wenn Sie Fragen zu dieser Entscheidung haben oder uns weitere Unterlagen senden möchten, antworten Sie gern ' +
            'über unser Kontaktformular.',
        ),
        small('{{site_url}}/contact'),
      ]),
    },
    en: {
      title: 'Your seller registration at HydroParts',
      content: mail('en', [
        paragraph('Hello {{contact_person}},'),
        paragraph(
          'thank you for your interest in HydroParts. We have reviewed the seller registration of {{company_name}} ' +
            'and are unfortunately unable to approve it.',
        ),
        paragraph(
          'If you have questions about this decision or would like to send further documents, please use our contact form.',
        ),
        small('{{site_url}}/contact'),
      ]),
    },
  },
];
