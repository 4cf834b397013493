import type { RequestFactsTextKey } from './request-facts.de.ts';

export const requestFactsEn: Record<RequestFactsTextKey, string> = {
  'requestFacts.endsAt': 'Request ends on {{date}}',
  'requestFacts.delivery': 'Delivery to {{country}}',
  'requestFacts.deliveryArea': 'Delivery to {{country}}, postcode area {{area}}',
  'requestFacts.validUntilHint': 'At most until the request ends ({{date}}).',
};
