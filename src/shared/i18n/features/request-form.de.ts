/** Texts of the request form shared by the buyer and the seller dashboards (spec 1 §2 Neue Anfrage). */
export const requestFormDe = {
  'requestForm.title': 'Neue Anfrage',
  'requestForm.text':
    'Beschreiben Sie das gesuchte Ersatzteil. Passende Verkäufer senden Ihnen anonyme Angebote.',
  'requestForm.manufacturer': 'Hersteller',
  'requestForm.manufacturerNone': 'Hersteller auswählen (optional)',
  'requestForm.brandsFailed': 'Hersteller konnten nicht geladen werden',
  'requestForm.partNumber': 'Teilenummer',
  'requestForm.secondPartNumber': 'Zweite Nummer (optional)',
  'requestForm.secondPartNumberHint':
    'Typenschlüssel oder Materialnummer vom Typenschild, z. B. A10VSO 45 DFR1/31R-PPA12N00 oder R902400215',
  'requestForm.alternativesWelcome': 'Alternativen willkommen',
  'requestForm.alternativesWelcomeHint':
    "Verkäufer dürfen ein gleichwertiges Teil eines anderen Herstellers anbieten; es wird als 'Alternative' gekennzeichnet.",
  'requestForm.samePart_one': 'Sie haben dieses Teil in den letzten 30 Tagen bereits angefragt:',
  'requestForm.samePart_other':
    'Sie haben dieses Teil in den letzten 30 Tagen bereits {{count}}-mal angefragt:',
  'requestForm.samePartLink': 'Anfrage vom {{date}}: {{number}}',
  'requestForm.quantity': 'Menge',
  'requestForm.description': 'Beschreibung',
  'requestForm.duration': 'Laufzeit der Anfrage',
  'requestForm.duration.days': '{{count}} Tage',
  'requestForm.urgency': 'Dringlichkeit',
  'requestForm.photos': 'Fotos',
  'requestForm.photosHint': 'Bis zu {{count}} Bilder (JPEG, PNG, WebP oder GIF), je höchstens 10 MB.',
  'requestForm.addPhotos': 'Fotos hinzufügen',
  'requestForm.removePhoto': 'Foto {{name}} entfernen',
  'requestForm.submit': 'Anfrage senden',
  'requestForm.submitting': 'Wird gesendet …',
  'requestForm.success': 'Anfrage wurde erfolgreich erstellt',
  'requestForm.failed': 'Anfrage konnte nicht erstellt werden',
  'requestForm.uploadError': 'Upload-Fehler',
  'requestForm.uploading': 'Anfrage und Fotos werden gesendet',
  'requestForm.preparingPhotos': 'Fotos werden für das Hochladen verkleinert …',
  'requestForm.urgency.niedrig': 'Niedrig',
  'requestForm.urgency.normal': 'Normal',
  'requestForm.urgency.hoch': 'Hoch',
  'requestForm.urgency.dringend': 'Dringend',
  'requestForm.neededBy': 'Benötigt bis',
  'requestForm.neededByHint': 'Optional. Anbieter sehen dieses Datum und ob ihre Lieferzeit reicht.',
  'requestForm.downtimeCost': 'Stillstandskosten pro Tag (€, netto)',
  'requestForm.downtimeCostHint':
    'Optional und nur für Sie sichtbar. Angebote werden dann nach Gesamtkosten sortiert: Preis + Liefertage × Stillstandskosten.',
  'requestForm.costCentre': 'Kostenstelle (optional)',
  'requestForm.machineNumber': 'Maschinennummer (optional)',
  'requestForm.internalHint':
    'Nur für Sie sichtbar, erscheint auf Bestellung und Export – nicht bei den Verkäufern vor der Bestellung.',
  'requestForm.costCentreValue': 'Kostenstelle: {{value}}',
  'requestForm.machineNumberValue': 'Maschinennummer: {{value}}',
} as const;
export type RequestFormTextKey = keyof typeof requestFormDe;
