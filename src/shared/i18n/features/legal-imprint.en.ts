import type { LegalImprintTextKey } from './legal-imprint.de.ts';

/** English version of the imprint; the German version is the legally binding one. */
export const legalImprintEn: Record<LegalImprintTextKey, string> = {
  'imprint.title': 'Imprint',
  'imprint.description':
    'Legal notice of HydroParts: provider, commercial register, VAT ID, chamber and contact under § 5 DDG.',
  'imprint.provider.title': 'Information pursuant to § 5 of the German Digital Services Act (DDG)',
  'imprint.provider.body':
    '{{companyName}}\n{{address}}\n\nRepresented by the managing director: {{managingDirector}}',
  'imprint.contact.title': 'Contact',
  'imprint.contact.body':
    'E-mail: {{email}}\nPhone: {{phone}}\n\nFor enquiries please preferably use our contact form.',
  'imprint.register.title': 'Commercial register',
  'imprint.register.body':
    'Entered in the commercial register.\nRegister court: {{registerCourt}}\nRegister number: {{registerNumber}}',
  'imprint.vat.title': 'VAT identification number',
  'imprint.vat.body': 'VAT identification number pursuant to § 27a of the German VAT Act: {{vatId}}',
  'imprint.chamber.title': 'Chamber',
  'imprint.chamber.body': 'Member of the {{chamber}}',
  'imprint.responsible.title': 'Responsible for the content pursuant to § 18 (2) MStV',
  'imprint.responsible.body': '{{managingDirector}}, address as above',
  'imprint.dispute.title': 'Dispute resolution',
  'imprint.dispute.body':
    'HydroParts serves business customers only. We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.',
  'imprint.intermediary.title': 'Our role as intermediary',
  'imprint.intermediary.body':
    'HydroParts is a marketplace and acts only as an intermediary. Purchase contracts for spare parts are made directly between buyer and seller; {{companyName}} does not become a party to these contracts.',
  'imprint.liabilityContent.title': 'Liability for content',
  'imprint.liabilityContent.body':
    'As a service provider we are responsible for our own content on these pages under the general laws. Users are responsible for the requests and offers they post. We are not obliged to monitor third-party information transmitted or stored. As soon as we become aware of a specific infringement, we remove the content concerned without delay.',
  'imprint.liabilityLinks.title': 'Liability for links',
  'imprint.liabilityLinks.body':
    'Our service may contain links to external third-party websites whose content we cannot influence. The respective provider or operator is always responsible for that content. If we become aware of infringements, we remove such links without delay.',
  'imprint.copyright.title': 'Copyright',
  'imprint.copyright.body':
    'The content and works we created on these pages are subject to German copyright law. Reproduction, editing, distribution and any kind of use beyond the limits of copyright law require our written consent. Manufacturer names and trademarks belong to their respective owners and only serve to identify spare parts.',
};
