/** Issue 34: what a seller sees of a request's end and of where the part goes (no more). */
export const requestFactsDe = {
  'requestFacts.endsAt': 'Anfrage endet am {{date}}',
  'requestFacts.delivery': 'Lieferung nach {{country}}',
  'requestFacts.deliveryArea': 'Lieferung nach {{country}}, PLZ-Gebiet {{area}}',
  'requestFacts.validUntilHint': 'Höchstens bis zum Ende der Anfrage ({{date}}).',
} as const;
export type RequestFactsTextKey = keyof typeof requestFactsDe;
