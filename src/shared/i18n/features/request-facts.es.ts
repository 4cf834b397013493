import type { RequestFactsTextKey } from './request-facts.de.ts';

export const requestFactsEs: Record<RequestFactsTextKey, string> = {
  'requestFacts.endsAt': 'La solicitud termina el {{date}}',
  'requestFacts.delivery': 'Entrega en {{country}}',
  'requestFacts.deliveryArea': 'Entrega en {{country}}, zona postal {{area}}',
  'requestFacts.validUntilHint': 'Como máximo hasta el final de la solicitud ({{date}}).',
};
