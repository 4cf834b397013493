/** Issue 31, decision 062: automatic offers from stock, within the seller's limits. */
export const autoOffersDe = {
  'autoOffer.title': 'Automatische Angebote',
  'autoOffer.intro':
    'Passt eine neue Anfrage zu Ihrem Lagerbestand, gibt HydroParts in Ihrem Namen einmal ein Angebot ab – nur innerhalb der Grenzen unten: Preis je Stück und Lieferzeit aus der Lagerposition, Ihre Standard-Zahlungsbedingung, ohne Versandkosten. Sie können jedes automatische Angebot zurückziehen, solange es nicht angenommen ist.',
  'autoOffer.enabled': 'Angebote aus dem Lagerbestand automatisch abgeben',
  'autoOffer.offHint': 'Aus (Standard): Sie bestätigen jedes Angebot selbst.',
  'autoOffer.maxQuantity': 'Höchstmenge je Angebot (Stück)',
  'autoOffer.maxOrderValue': 'Höchstwert je Angebot (netto, €)',
  'autoOffer.validityDays': 'Gültigkeit (Tage)',
  'autoOffer.rules':
    'Kein automatisches Angebot, wenn die angefragte Menge über der Höchstmenge liegt, Ihr Bestand sie nicht deckt oder der Wert (Preis je Stück × Menge) über dem Höchstwert liegt. Gültig höchstens bis zum Ende der Anfrage.',
  'autoOffer.save': 'Einstellungen speichern',
  'autoOffer.saved': 'Einstellungen für automatische Angebote gespeichert',
  'autoOffer.loadFailed': 'Die Einstellungen für automatische Angebote konnten nicht geladen werden.',
  'autoOffer.badge': 'automatisch abgegeben',
} as const;
