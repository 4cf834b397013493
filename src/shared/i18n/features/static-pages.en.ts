import type { StaticPagesTextKey } from './static-pages.de.ts';

/** English texts of the information pages; keys as in static-pages.de.ts. */
export const staticPagesEn: Record<StaticPagesTextKey, string> = {
  // Nested, so the price card (amount + suffix) and running text (one line) cannot differ.
  'static.fee.line': '{{fee}} $t(static.fee.suffix)',
  'static.fee.suffix': 'net plus VAT per month',
  // Shown above a translated imprint, privacy notice or terms (never on the German page).
  'static.legal.bindingNote':
    'This translation is provided for your convenience. Only the German version is legally binding.',
  'static.cta.signup': 'Register as a seller now',
  'static.cta.contact': 'Get in touch',
  'static.cta.trial': 'Try it free for {{days}} days',

  'static.company.placeholder.name': '[Company name] GmbH',
  'static.company.placeholder.address': '[Street and number], [Postcode City], Germany',
  'static.company.placeholder.managingDirector': '[Name of the managing director]',
  'static.company.placeholder.registerCourt': '[Register court]',
  'static.company.placeholder.registerNumber': '[Register number]',
  'static.company.placeholder.vatId': '[VAT ID]',
  'static.company.placeholder.chamber': '[Chamber of Industry and Commerce]',
  'static.company.placeholder.phone': '[Phone number]',

  'static.contact.title': 'Contact',
  'static.contact.lead':
    'Do you have questions about HydroParts, registration or your membership? Write to us – we usually reply within one working day.',
  'static.contact.form.title': 'Send a message',
  'static.contact.form.name': 'Name',
  'static.contact.form.email': 'E-mail address',
  'static.contact.form.company': 'Company',
  'static.contact.form.subject': 'Subject',
  'static.contact.form.message': 'Message',
  'static.contact.form.requiredHint': 'Fields marked * are required.',
  'static.contact.form.privacy':
    'We only use your details to answer your enquiry. More in the privacy notice.',
  'static.contact.form.submit': 'Send message',
  'static.contact.form.submitting': 'Sending …',
  'static.contact.form.successTitle': 'Success',
  'static.contact.form.success': 'Thank you for your message! We will get back to you as soon as possible.',
  'static.contact.form.failed': 'The message could not be sent',
  'static.contact.details.title': 'Contact details',
  'static.contact.details.email': 'E-mail',
  'static.contact.details.phone': 'Phone',
  'static.contact.hours.title': 'Business hours',
  'static.contact.hours.weekdays': 'Monday – Friday',
  'static.contact.hours.weekdaysTime': '07:00 – 18:00',
  'static.contact.hours.saturday': 'Saturday',
  'static.contact.hours.saturdayTime': '08:00 – 12:00',
  'static.contact.hours.sunday': 'Sunday',
  'static.contact.hours.closed': 'closed',
  'static.contact.faq.title': 'Frequently asked questions',
  'static.contact.faq.1.q': 'What does HydroParts cost buyers?',
  'static.contact.faq.1.a':
    'Nothing. Registration and use are free for buyers. You post requests, compare offers and order on invoice directly from the seller.',
  'static.contact.faq.2.q': 'Who can register as a seller?',
  'static.contact.faq.2.a':
    'Manufacturers, dealers and distributors of hydraulic spare parts. After registration we check your details and activate your account.',
  'static.contact.faq.3.q': 'When does a seller see who sent a request?',
  'static.contact.faq.3.a':
    'Only when the buyer accepts an offer. Until then buyer and seller stay anonymous; with the order the contact details of both sides are released.',

  'static.pricing.title': 'Pricing & benefits',
  'static.pricing.lead':
    'One fixed monthly fee, no commission: HydroParts is predictable for sellers. For buyers it is free.',
  'static.pricing.plan.name': 'Seller membership',
  'static.pricing.plan.term': 'Contract term {{months}} months, notice period {{notice}} months',
  'static.pricing.plan.trial': 'The first {{days}} days are free.',
  'static.pricing.plan.benefit.requests': 'Unlimited requests for your manufacturers',
  'static.pricing.plan.benefit.offers': 'Unlimited offers – no commission',
  'static.pricing.plan.benefit.mail': 'E-mail notification of new matching requests',
  'static.pricing.plan.benefit.anonymous': 'Anonymous until your offer is accepted',
  'static.pricing.plan.benefit.buy': 'Request spare parts from other sellers yourself',
  'static.pricing.buyersFree': 'For buyers: free of charge',
  'static.pricing.benefits.title': 'Your benefits as a seller',
  'static.pricing.benefit.reach.title': 'Reach new customers',
  'static.pricing.benefit.reach.text':
    'Business customers come to HydroParts looking for hydraulic spare parts – you see exactly the requests for the manufacturers you serve.',
  'static.pricing.benefit.commission.title': 'No commission',
  'static.pricing.benefit.commission.text':
    'You pay a fixed monthly fee. Every order you win through HydroParts is entirely yours.',
  'static.pricing.benefit.discreet.title': 'Negotiate discreetly',
  'static.pricing.benefit.discreet.text':
    'Your offers stay anonymous until the buyer accepts. Only the buyer sees your prices, not your competitors.',
  'static.pricing.timeline.title': 'Our market strategy',
  'static.pricing.timeline.1.when': '2025',
  'static.pricing.timeline.1.title': 'Launch in Germany',
  'static.pricing.timeline.1.text': 'HydroParts launches with buyers and sellers in Germany.',
  'static.pricing.timeline.2.when': 'Q4 2025',
  'static.pricing.timeline.2.title': 'European expansion',
  'static.pricing.timeline.2.text':
    'Expansion to Italy, England, Benelux, France, Poland and further countries.',
  'static.pricing.timeline.3.when': '2026',
  'static.pricing.timeline.3.title': 'Global opening',
  'static.pricing.timeline.3.text':
    'Worldwide access – with local language, local currency and dedicated access for every country.',
  'static.pricing.reasons.title': 'Why join now?',
  'static.pricing.reason.1': 'Early members build their customer base before the competition arrives.',
  'static.pricing.reason.2': 'Every expansion stage brings you new markets at no extra cost.',
  'static.pricing.reason.3': 'A monthly fee instead of commission: your costs are fixed from the start.',
  'static.pricing.reason.4': 'You decide which manufacturers and payment terms you offer for.',
  'static.pricing.cta.title': 'Ready to win new customers?',

  'static.seller.title': 'How it works for sellers',
  'static.seller.lead':
    'Receive requests for exactly the manufacturers you serve and submit anonymous offers. Try HydroParts free for {{days}} days.',
  'static.seller.benefits.title': 'What HydroParts does for you',
  'static.seller.benefit.1': 'Matching requests from business customers in your dashboard and by e-mail',
  'static.seller.benefit.2': 'Anonymous offers – your terms stay confidential',
  'static.seller.benefit.3': 'No commission, one fixed monthly fee',
  'static.seller.benefit.4': 'Purchase contract directly between you and the buyer, payment on invoice',
  'static.seller.d2d.title': 'Distributor-to-distributor trading',
  'static.seller.d2d.text':
    'As a seller you can buy too: if a part is missing from your stock, post a request and receive offers from other sellers. You never see your own requests as a seller – which keeps trading between distributors fair.',
  'static.seller.steps.title': 'Four steps to an order',
  'static.seller.step': 'Step {{n}}',
  'static.seller.step.1.title': 'Try it and set up your profile',
  'static.seller.step.1.text':
    'Register, try it free for {{days}} days and choose the manufacturers you serve and the payment terms you accept.',
  'static.seller.step.2.title': 'Receive and create requests',
  'static.seller.step.2.text':
    'Matching requests appear in your dashboard and arrive by e-mail. You create your own requests just as easily.',
  'static.seller.step.3.title': 'Submit offers',
  'static.seller.step.3.text':
    'Offer price, shipping costs, delivery time and warranty – anonymously and without commission.',
  'static.seller.step.4.title': 'Contacts on acceptance',
  'static.seller.step.4.text':
    'When the buyer accepts your offer, you receive the order and both sides see the contact details.',
  'static.seller.trial.title': 'Try it free for {{days}} days',
  'static.seller.trial.text':
    'During the trial you use every feature. You receive a reminder by e-mail before it ends.',
};
