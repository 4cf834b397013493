/** Issue 35 (decision 060): notification settings, the daily digest mail, the unsubscribe page. */
export const mailControlDe = {
  'mailControl.title': 'E-Mail-Benachrichtigungen',
  'mailControl.intro': 'Legen Sie fest, welche E-Mails Sie von HydroParts erhalten.',
  'mailControl.newRequests': 'Neue passende Anfragen',
  'mailControl.mode.instant': 'Sofort per E-Mail',
  'mailControl.mode.digest': 'Einmal täglich als Zusammenfassung',
  'mailControl.mode.off': 'Keine E-Mails',
  'mailControl.urgentOnly': 'Nur dringende Anfragen',
  'mailControl.regions': 'Nur Anfragen aus diesen Gebieten (leer: alle Liefergebiete)',
  'mailControl.regionsHint':
    'Länderkürzel oder deutsche Postleitzahlbereiche, durch Komma getrennt, z. B. DE-8, AT',
  'mailControl.offers': 'Neue Angebote auf meine Anfragen',
  'mailControl.offerMode.instant': 'Sofort per E-Mail',
  'mailControl.offerMode.off': 'Keine E-Mails',
  'mailControl.companyMails': 'Nachrichten des Unternehmens (E-Mail und Push)',
  'mailControl.companyMode.all': 'Alle meiner Rolle',
  'mailControl.companyMode.assigned': 'Nur mir zugewiesene',
  'mailControl.companyMode.none': 'Keine',
  'mailControl.companyMailsHint':
    'Neue Anfragen, Fragen, Angebote und Bestellungen Ihres Unternehmens. Eine zugewiesene Anfrage meldet sich nur bei der zugewiesenen Person.',
  'mailControl.save': 'Einstellungen speichern',
  'mailControl.saved': 'Benachrichtigungen gespeichert',
  'mailControl.failed': 'Nicht gespeichert',
  'mailControl.loadFailed': 'Die Einstellungen konnten nicht geladen werden.',
  'mailControl.transactional':
    'Bestell-, Konto- und Sicherheitsmails erhalten Sie immer; sie lassen sich nicht abbestellen.',
  'mailControl.digest.subject': 'Ihre neuen Anfragen des Tages ({{count}})',
  'mailControl.digest.preheader': '{{count}} neue passende Anfragen seit Ihrer letzten Zusammenfassung',
  'mailControl.digest.intro': 'seit Ihrer letzten Zusammenfassung sind diese passenden Anfragen eingegangen:',
  'mailControl.digest.greeting': 'Guten Tag,',
  'mailControl.digest.partNumber': 'Teilenummer',
  'mailControl.digest.manufacturer': 'Hersteller',
  'mailControl.digest.quantity': 'Menge',
  'mailControl.digest.urgency': 'Dringlichkeit',
  'mailControl.digest.open': 'Anfragen ansehen',
  'mailControl.digest.settings': 'Sie erhalten diese Zusammenfassung einmal täglich. Ändern: {{url}}',
  'mailControl.digest.signOff': 'Mit freundlichen Grüßen\nIhr HydroParts-Team',
  'mailControl.unsubscribe': 'Abbestellen',
  'mailControl.unsubscribe.title': 'E-Mails abbestellen',
  'mailControl.unsubscribe.question.new_requests':
    'Möchten Sie keine E-Mails zu neuen passenden Anfragen mehr erhalten?',
  'mailControl.unsubscribe.question.offers':
    'Möchten Sie keine E-Mails zu neuen Angeboten auf Ihre Anfragen mehr erhalten?',
  'mailControl.unsubscribe.confirm': 'Ja, abbestellen',
  'mailControl.unsubscribe.done': 'Erledigt: Sie erhalten diese E-Mails nicht mehr.',
  'mailControl.unsubscribe.change': 'In Ihrem Konto können Sie das jederzeit wieder ändern.',
  'mailControl.unsubscribe.invalid': 'Der Abmeldelink ist ungültig oder abgelaufen.',
  'mailControl.footer.why': 'Sie erhalten diese E-Mail, weil Sie bei HydroParts registriert sind.',
} as const;

export type MailControlTextKey = keyof typeof mailControlDe;
