/** Decision 069 (issue 31): why a stock match got no automatic offer, told to the seller. */
export const autoOfferSkipsDe = {
  'autoOfferSkip.off':
    'Kein automatisches Angebot: Automatische Angebote sind ausgeschaltet (Lagerbestand → Automatische Angebote).',
  'autoOfferSkip.seller_gate':
    'Kein automatisches Angebot: Ihr Konto durfte zu diesem Zeitpunkt keine Angebote abgeben (Freischaltung, Testzeitraum oder Zahlung).',
  'autoOfferSkip.request_ended': 'Kein automatisches Angebot: Die Anfrage war bereits beendet.',
  'autoOfferSkip.quantity_over_limit':
    'Kein automatisches Angebot: Die angefragte Menge liegt über Ihrer Höchstmenge je Angebot.',
  'autoOfferSkip.stock_too_low':
    'Kein automatisches Angebot: Ihr Lagerbestand deckt die angefragte Menge nicht.',
  'autoOfferSkip.value_over_limit':
    'Kein automatisches Angebot: Der Wert (Preis je Stück × Menge) liegt über Ihrem Höchstwert je Angebot.',
  'autoOfferSkip.refused': 'Kein automatisches Angebot: Die Anfrage war für Ihr Angebot nicht mehr offen.',
  'autoOfferSkip.upload':
    'Kein automatisches Angebot: Dieser Treffer stammt aus Ihrem Bestands-Upload – automatische Angebote gibt es nur für neue Anfragen.',
} as const;
