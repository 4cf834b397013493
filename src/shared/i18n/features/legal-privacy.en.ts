import type { LegalPrivacyTextKey } from './legal-privacy.de.ts';

/** English version of the privacy notice; keys and placeholders as in legal-privacy.de.ts. */
export const legalPrivacyEn: Record<LegalPrivacyTextKey, string> = {
  'privacy.title': 'Privacy notice',
  'privacy.description':
    'HydroParts privacy notice: controller, purposes and legal bases, cookies, storage periods, recipients and your rights under the GDPR.',
  'privacy.lead':
    'Protecting your data matters to us. This notice explains which personal data we process when you use HydroParts, for which purposes, on which legal basis, and which rights you have.',
  'privacy.controller.title': '1. Controller',
  'privacy.controller.body':
    'The controller within the meaning of the General Data Protection Regulation (GDPR) is:\n\n{{companyName}}\n{{address}}\nRepresented by: {{managingDirector}}\nE-mail: {{email}}\nPhone: {{phone}}',
  'privacy.overview.title': '2. Which data we process',
  'privacy.overview.body':
    'HydroParts is a B2B marketplace. We mainly process data you give us as the representative of a company:\n\n- Account data: name, e-mail address, phone number, password (stored only as a secure hash), role\n- Company data: company name, VAT ID, billing and delivery address; for sellers also website, specialisation, number of employees, commercial register number, manufacturers and payment terms\n- Requests, offers and orders including uploaded photos (we remove metadata such as location data on upload)\n- Messages sent through the contact form\n- Technical data when pages are accessed (IP address, time, requested address, browser)',
  'privacy.purposes.title': '3. Purposes and legal bases',
  'privacy.purposes.body':
    '- Providing the marketplace, registration, login, requests, offers and orders: performance of the user agreement (Art. 6 (1) (b) GDPR)\n- Checking and approving sellers and invoicing the membership fee: performance of the contract (Art. 6 (1) (b) GDPR)\n- Keeping invoices and business letters: legal obligation (Art. 6 (1) (c) GDPR in conjunction with § 257 HGB and § 147 AO)\n- Security of the service, protection against abuse (for example limiting login attempts) and error analysis: legitimate interest in a secure and stable operation (Art. 6 (1) (f) GDPR)\n- Answering contact enquiries: pre-contractual measures or legitimate interest in communicating with prospective customers (Art. 6 (1) (b) and (f) GDPR)\n- System e-mails (e-mail confirmation, new matching requests, orders, reminders): performance of the contract (Art. 6 (1) (b) GDPR)\n\nWe use no advertising trackers, no analytics services and no profiling. There is no automated decision-making within the meaning of Art. 22 GDPR.',
  'privacy.cookies.title': '4. Cookies and local storage',
  'privacy.cookies.body':
    'We only use technically necessary cookies and entries in your browser’s local storage:\n\n- Session cookie: keeps you signed in after login; HttpOnly, valid until you sign out or the session expires\n- Language (local storage, “{{languageKey}}”): remembers the interface language you chose\n- Cookie notice (local storage, “{{consentKey}}”): remembers whether you accepted or declined the notice\n\nStoring these is strictly necessary for the service you request (§ 25 (2) no. 2 TDDDG); the subsequent processing is based on Art. 6 (1) (b) and (f) GDPR. You can delete cookies and local storage in your browser at any time; without the session cookie you cannot sign in.',
  'privacy.recipients.title': '5. Recipients and anonymity on the marketplace',
  'privacy.recipients.body':
    'Requests and offers are anonymous: before an order, sellers see no data of the buyer and buyers see no data of the seller. Only when a buyer accepts an offer and an order arises do we pass the contact and company data needed to process it to the other contracting party (Art. 6 (1) (b) GDPR). That party is itself responsible for any further use of the data.\n\nBeyond that we only pass data to processors (section 6) and, where the law obliges us, to authorities. We do not sell data.',
  'privacy.processors.title': '6. Processors',
  'privacy.processors.body':
    'We use service providers who process data only on our instructions and with whom we have concluded agreements under Art. 28 GDPR:\n\n- Hosting: operation of the servers, the database and the file storage in data centres in the European Union\n- E-mail delivery: delivery of the system e-mails through an e-mail service provider\n\nNo data is transferred to countries outside the EU or the EEA.',
  'privacy.retention.title': '7. Storage periods',
  'privacy.retention.body':
    '- Account and company data: for the duration of the user relationship; after the account is deleted they are deleted unless a retention obligation applies\n- Requests, offers and orders: for the lifetime of the account; orders and invoices for the commercial and tax retention periods of up to ten years\n- Contact enquiries: until they have been dealt with, at the latest twelve months afterwards\n- Logs of sent e-mails: twelve months\n- Technical access logs of the server: at most 14 days\n- Session cookie: until you sign out or the session expires; language setting and cookie notice: until you delete them in your browser',
  'privacy.security.title': '8. Security',
  'privacy.security.body':
    'The connection to HydroParts is encrypted (TLS). We store passwords only as hashes, logins are protected against mass attempts, and access to data is limited to the users entitled to it.',
  'privacy.obligation.title': '9. Obligation to provide data',
  'privacy.obligation.body':
    'We need the details marked as required to handle your account, requests, offers and orders. Without them you cannot use the marketplace. There is no legal obligation to provide them.',
  'privacy.rights.title': '10. Your rights',
  'privacy.rights.body':
    'You have the following rights regarding the personal data concerning you:\n\n- Access (Art. 15 GDPR)\n- Rectification (Art. 16 GDPR)\n- Erasure (Art. 17 GDPR)\n- Restriction of processing (Art. 18 GDPR)\n- Data portability (Art. 20 GDPR)\n- Objection to processing (Art. 21 GDPR): where we process data on the basis of legitimate interests (Art. 6 (1) (f) GDPR), you may object at any time on grounds relating to your particular situation.\n\nWe notify every recipient to whom data was disclosed of any rectification or erasure (Art. 19 GDPR). To exercise your rights, a message to {{email}} or through our contact form is enough.',
  'privacy.complaint.title': '11. Right to lodge a complaint with a supervisory authority',
  'privacy.complaint.body':
    'You have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the member state of your habitual residence, your place of work or the place of the alleged infringement. The authority responsible for us is the data protection authority of the German federal state in which we have our registered office.',
  'privacy.changes.title': '12. Changes',
  'privacy.changes.body':
    'We adapt this privacy notice when the service or the law changes. The version published on this page applies.',
};
