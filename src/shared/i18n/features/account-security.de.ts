/** Issue 34: the second factor's QR code and backup codes, and the session list. */
export const accountSecurityDe = {
  'accountSecurity.qrLabel': 'QR-Code zum Einrichten in der Authenticator-App',
  'accountSecurity.qrHint':
    'Scannen Sie den QR-Code mit Ihrer Authenticator-App. Geht das nicht, geben Sie den Schlüssel ein.',
  'accountSecurity.copyCodes': 'Kopieren',
  'accountSecurity.copied': 'Backup-Codes kopiert',
  'accountSecurity.copyFailed': 'Kopieren nicht möglich – bitte markieren und kopieren Sie die Codes.',
  'accountSecurity.downloadCodes': 'Als .txt herunterladen',
  'accountSecurity.printCodes': 'Drucken',
  'accountSecurity.codesFileTitle': 'HydroParts – Backup-Codes für {{email}}',
  'accountSecurity.codesFileHint':
    'Jeder Code gilt einmal, wenn Ihre Authenticator-App nicht zur Hand ist. Bewahren Sie diese Codes sicher auf.',
  'accountSecurity.otherSessionsEnd':
    'Mit der Bestätigung werden alle anderen Sitzungen Ihres Kontos beendet.',
  'accountSecurity.sessions.title': 'Angemeldete Geräte',
  'accountSecurity.sessions.intro':
    'Hier sind Sie angemeldet. Beenden Sie Sitzungen, die Sie nicht kennen, und ändern Sie dann Ihr Passwort.',
  'accountSecurity.sessions.current': 'Diese Sitzung',
  'accountSecurity.sessions.unknownBrowser': 'Unbekannter Browser',
  'accountSecurity.sessions.unknownOs': 'unbekanntes System',
  'accountSecurity.sessions.lastSeen': 'Zuletzt aktiv: {{date}}',
  'accountSecurity.sessions.since': 'Angemeldet seit {{date}}',
  'accountSecurity.sessions.end': 'Abmelden',
  'accountSecurity.sessions.endOthers': 'Alle anderen abmelden',
  'accountSecurity.sessions.ended': 'Sitzung beendet',
  'accountSecurity.sessions.endedOthers': 'Andere Sitzungen beendet: {{count}}',
  'accountSecurity.sessions.none': 'Keine weiteren Sitzungen.',
  'accountSecurity.pointerTitle': 'Passwort ändern',
  'accountSecurity.pointerText':
    'Passwort, zweiter Faktor und angemeldete Geräte finden Sie an einer Stelle: im Reiter „Sicherheit“.',
  'accountSecurity.pointerOpen': 'Sicherheit öffnen',
  'notifications.tab': 'Benachrichtigungen',
  'password.title': 'Passwort ändern',
  'password.current': 'Aktuelles Passwort',
  'password.new': 'Neues Passwort',
  'password.confirm': 'Neues Passwort bestätigen',
  'password.submit': 'Passwort ändern',
  'password.done': 'Ihr Passwort wurde erfolgreich geändert.',
  'password.failed': 'Das Passwort konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
} as const;
export type AccountSecurityTextKey = keyof typeof accountSecurityDe;
