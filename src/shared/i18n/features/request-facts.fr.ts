import type { RequestFactsTextKey } from './request-facts.de.ts';

export const requestFactsFr: Record<RequestFactsTextKey, string> = {
  'requestFacts.endsAt': 'La demande se termine le {{date}}',
  'requestFacts.delivery': 'Livraison : {{country}}',
  'requestFacts.deliveryArea': 'Livraison : {{country}}, zone postale {{area}}',
  'requestFacts.validUntilHint': 'Au plus tard jusqu’à la fin de la demande ({{date}}).',
};
