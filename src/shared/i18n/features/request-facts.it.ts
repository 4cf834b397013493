import type { RequestFactsTextKey } from './request-facts.de.ts';

export const requestFactsIt: Record<RequestFactsTextKey, string> = {
  'requestFacts.endsAt': 'La richiesta termina il {{date}}',
  'requestFacts.delivery': 'Consegna in {{country}}',
  'requestFacts.deliveryArea': 'Consegna in {{country}}, zona CAP {{area}}',
  'requestFacts.validUntilHint': 'Al massimo fino alla fine della richiesta ({{date}}).',
};
