import type { LegalTermsTextKey } from './legal-terms.de.ts';

/** English version of the terms; the German version is the legally binding one. */
export const legalTermsEn: Record<LegalTermsTextKey, string> = {
  'terms.title': 'Terms and conditions',
  'terms.description':
    'HydroParts terms: intermediary role, business customers only, free for buyers, seller membership fee, term, notice, German law, venue Stuttgart.',
  'terms.lead':
    'These terms and conditions govern the use of the B2B marketplace HydroParts by buyers and sellers.',
  'terms.scope.title': '§ 1 Scope and provider',
  'terms.scope.body':
    '(1) HydroParts is operated by {{companyName}}, {{address}} (“operator”).\n\n(2) These terms apply to all contracts on the use of HydroParts between the operator and its users (buyers and sellers). Deviating terms of users do not apply, even if the operator does not expressly object to them.',
  'terms.role.title': '§ 2 The operator as intermediary',
  'terms.role.body':
    '(1) HydroParts is a marketplace on which buyers post requests for hydraulic spare parts and sellers submit offers for them. The operator acts only as an intermediary.\n\n(2) Purchase contracts for spare parts are made directly between buyer and seller. The operator does not become a party to them, does not represent either party and owes neither delivery nor payment. Buyer and seller alone are responsible for the quality, delivery, warranty and payment of the goods.\n\n(3) Payment is made on the seller’s invoice under the payment terms stated in the offer.',
  'terms.users.title': '§ 3 Business customers only',
  'terms.users.body':
    '(1) HydroParts is intended exclusively for entrepreneurs within the meaning of § 14 BGB, legal entities under public law and special funds under public law. Consumers are excluded from use.\n\n(2) By registering, the user confirms acting in the exercise of their commercial or independent professional activity. The operator may ask for evidence, such as the VAT ID or an extract from the commercial register.',
  'terms.account.title': '§ 4 Registration and account',
  'terms.account.body':
    '(1) Use requires registration with truthful and complete information. The user keeps this information up to date.\n\n(2) Seller accounts are activated after review by the operator. There is no entitlement to activation.\n\n(3) Login details must be kept secret. The user is liable for actions carried out through their account to the extent they are responsible for them.',
  'terms.buyers.title': '§ 5 Services for buyers',
  'terms.buyers.body':
    '(1) Registration and use are free of charge for buyers.\n\n(2) Buyers can post requests with manufacturer, part number, quantity, description, urgency and photos, compare incoming offers and accept an offer. Accepting an offer concludes the purchase contract with the seller.',
  'terms.sellers.title': '§ 6 Services for sellers and fee',
  'terms.sellers.body':
    '(1) Sellers receive requests for the manufacturers they specify in their profile and can submit offers for them. They can also post requests themselves and accept offers from other sellers.\n\n(2) For the membership the seller pays a monthly base fee of {{fee}}. No commission is charged on business arranged through the marketplace.\n\n(3) The first {{days}} days after activation are a free trial. The operator sends a reminder by e-mail before it ends. The paid membership starts when the trial ends unless the seller ends the membership beforehand in text form.\n\n(4) The fee is invoiced monthly in advance and is due within 14 days of the invoice date. If payment is late, the operator may block the seller account after prior notice.',
  'terms.term.title': '§ 7 Term and termination',
  'terms.term.body':
    '(1) The paid membership has a contract term of {{months}} months. It is extended by a further {{months}} months each time unless it is terminated with {{notice}} months’ notice to the end of the current term.\n\n(2) Termination must be in text form (for example by e-mail). The right to terminate for good cause remains unaffected.\n\n(3) Buyers can close their free account at any time.',
  'terms.anonymity.title': '§ 8 Anonymity and contact details',
  'terms.anonymity.body':
    '(1) Requests and offers are anonymous until an offer is accepted. Buyers see no data of the seller, sellers no data of the buyer.\n\n(2) When an offer is accepted, the contact details of both sides needed to process the order are released. The parties use these details only to process the purchase contract and the resulting business relationship.\n\n(3) Circumventing the anonymity is prohibited, in particular stating contact details in requests, offers or photos in order to arrange business outside HydroParts.',
  'terms.duties.title': '§ 9 Obligations of users',
  'terms.duties.body':
    '(1) Offers must be correct and complete. An offer is binding on the seller until the stated validity date.\n\n(2) Users must not post unlawful content, infringe third-party rights or technically disrupt the marketplace.\n\n(3) In the event of violations the operator may remove content and block accounts temporarily or permanently.',
  'terms.liability.title': '§ 10 Liability',
  'terms.liability.body':
    '(1) The operator is liable without limitation for intent and gross negligence, for injury to life, body or health and under the Product Liability Act.\n\n(2) For slightly negligent breaches of essential contractual obligations, the operator’s liability is limited to the typical, foreseeable damage. Otherwise liability for slight negligence is excluded.\n\n(3) The operator is not liable for the performance of purchase contracts concluded between buyer and seller.',
  'terms.availability.title': '§ 11 Availability',
  'terms.availability.body':
    'The operator strives for availability with as few interruptions as possible. Maintenance, security measures and disruptions beyond its control may temporarily restrict use.',
  'terms.privacy.title': '§ 12 Data protection',
  'terms.privacy.body': 'Personal data is processed in accordance with the HydroParts privacy notice.',
  'terms.changes.title': '§ 13 Changes to these terms',
  'terms.changes.body':
    'The operator may change these terms with effect for the future if there is an objective reason. It announces changes in text form at least six weeks before they take effect. If the user does not object within this period, the changes are deemed accepted; the operator points out this consequence in the announcement.',
  'terms.final.title': '§ 14 Governing law and place of jurisdiction',
  'terms.final.body':
    '(1) The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods (CISG).\n\n(2) The exclusive place of jurisdiction for all disputes arising from this contractual relationship is Stuttgart, provided the user is a merchant, a legal entity under public law or a special fund under public law.\n\n(3) Should individual provisions be invalid, the validity of the remaining provisions remains unaffected.',
};
