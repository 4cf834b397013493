/** Privacy in the account (issue 32, decision 052): data export and erasure; their mails; the admin's buttons. */
export const privacyDe = {
  'privacy.tab': 'Datenschutz',
  'privacy.exportTitle': 'Meine Daten exportieren',
  'privacy.exportIntro':
    'Sie erhalten eine ZIP-Datei mit allen Daten, die wir zu Ihrem Konto speichern (Art. 15 und 20 DSGVO). Wir benachrichtigen Sie per E-Mail, sobald sie bereitsteht; der Download ist {{days}} Tage lang möglich.',
  'privacy.exportStart': 'Export anfordern',
  'privacy.exportStarting': 'Wird angefordert …',
  'privacy.exportBuilding': 'Ihr Export wird erstellt …',
  'privacy.exportReady': 'Ihr Export ist bereit, herunterladbar bis {{date}}.',
  'privacy.exportDownload': 'ZIP herunterladen',
  'privacy.exportFailed': 'Der Export konnte nicht erstellt werden. Bitte fordern Sie ihn erneut an.',
  'privacy.exportRequested': 'Ihr Export wird erstellt. Wir senden Ihnen eine E-Mail.',
  'privacy.erasureTitle': 'Konto löschen',
  'privacy.erasureIntro':
    'Ihr Konto wird {{days}} Tage nach Ihrer Bestätigung anonymisiert (Art. 17 DSGVO); bis dahin können Sie die Löschung widerrufen. Bestellungen und ihre Dokumente bewahren wir wegen gesetzlicher Aufbewahrungspflichten auf (§ 147 AO, § 257 HGB).',
  'privacy.erasurePassword': 'Passwort zur Bestätigung',
  'privacy.erasureRequest': 'Löschung beantragen',
  'privacy.erasureRequesting': 'Wird beantragt …',
  'privacy.erasurePending': 'Ihr Konto wird am {{date}} gelöscht.',
  'privacy.erasureCancel': 'Löschung widerrufen',
  'privacy.erasureCancelled': 'Die Löschung wurde widerrufen.',
  'privacy.erasureRequested': 'Die Löschung ist beantragt.',
  'privacy.failed': 'Das hat nicht geklappt',
  'privacy.mail.exportReady.subject': 'Ihr Datenexport ist bereit',
  'privacy.mail.exportReady.body':
    'Ihr Datenexport bei HydroParts ist bereit. Sie können ihn bis {{date}} in Ihrem Konto herunterladen: {{link}}',
  'privacy.mail.erasureRequested.subject': 'Löschung Ihres Kontos beantragt',
  'privacy.mail.erasureRequested.body':
    'Ihr HydroParts-Konto wird am {{date}} gelöscht (anonymisiert). Bis dahin können Sie die Löschung in Ihrem Konto widerrufen: {{link}}. Bestellungen und ihre Dokumente bewahren wir wegen gesetzlicher Aufbewahrungspflichten auf.',
  'privacy.mail.erasureCancelled.subject': 'Löschung Ihres Kontos widerrufen',
  'privacy.mail.erasureCancelled.body':
    'Die Löschung Ihres HydroParts-Kontos wurde widerrufen. Ihr Konto bleibt bestehen.',
  'privacy.admin.export': 'Datenexport erstellen',
  'privacy.admin.erase': 'Daten löschen (anonymisieren)',
  'privacy.admin.eraseConfirm':
    'Alle personenbezogenen Daten dieses Kontos werden sofort anonymisiert; Bestellungen und ihre Dokumente bleiben erhalten. Fortfahren?',
  'privacy.admin.exportQueued': 'Der Export wird erstellt; der Nutzer erhält eine E-Mail.',
  'privacy.admin.erased': 'Das Konto wurde anonymisiert.',
} as const;
export type PrivacyTextKey = keyof typeof privacyDe;
