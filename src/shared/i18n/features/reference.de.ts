/**
 * Reference data stored in the database in German (payment terms seeded by reference-data.ts,
 * delivery-time units), keyed per stored value (issue 17). `src/shared/i18n/reference.ts` finds
 * the key of a stored German text and returns the reader's language; a value an admin created or
 * renamed has no key and is shown as stored. Country names come from Intl.DisplayNames.
 */
export const referenceDe = {
  'reference.paymentTerm.prepayment': 'Vorkasse',
  'reference.paymentTerm.prepayment.description': 'Zahlung vor Versand der Ware',
  'reference.paymentTerm.invoice30': 'Kauf auf Rechnung (30 Tage)',
  'reference.paymentTerm.invoice30.description':
    'Zahlung innerhalb von 30 Tagen ab Rechnungsdatum ohne Abzug',
  'reference.paymentTerm.discount14': '14 Tage 2 % Skonto',
  'reference.paymentTerm.discount14.description':
    '2 % Skonto bei Zahlung innerhalb von 14 Tagen, sonst 30 Tage netto',
  'reference.paymentTerm.net60': '60 Tage netto',
  'reference.paymentTerm.net60.description': 'Zahlung innerhalb von 60 Tagen ab Rechnungsdatum ohne Abzug',
  'reference.delivery.stock': 'ab Lager',
  'reference.delivery.day': '{{value}} Tag',
  'reference.delivery.days': '{{value}} Tage',
  'reference.delivery.week': '{{value}} Woche',
  'reference.delivery.weeks': '{{value}} Wochen',
  'reference.delivery.unknown': 'siehe Anmerkungen',
  'reference.condition.neu': 'Neu',
  'reference.condition.original': 'Originalteil',
  'reference.condition.ueberholt': 'Überholt',
  'reference.condition.austausch': 'Austauschteil gegen Altteil',
  'reference.warranty.month': '{{value}} Monat',
  'reference.warranty.months': '{{value}} Monate',
  'reference.warranty.none': 'keine',
  'reference.urgency.niedrig': 'Niedrig',
  'reference.urgency.normal': 'Normal',
  'reference.urgency.hoch': 'Hoch',
  'reference.urgency.dringend': 'Dringend',
  'reference.offerStatus.ausstehend': 'Ausstehend',
  'reference.offerStatus.angenommen': 'Angenommen',
  'reference.offerStatus.abgelehnt': 'Abgelehnt',
  'reference.offerStatus.zurueckgezogen': 'Zurückgezogen',
  'reference.orderStatus.uebermittelt': 'Übermittelt',
  'reference.orderStatus.bestaetigt': 'Bestätigt',
  'reference.orderStatus.versendet': 'Versendet',
  'reference.orderStatus.geliefert': 'Geliefert',
  'reference.orderStatus.storniert': 'Storniert',
  'reference.orderStatus.unbekannt': 'Unbekannt',
} as const;

export type ReferenceTextKey = keyof typeof referenceDe;
