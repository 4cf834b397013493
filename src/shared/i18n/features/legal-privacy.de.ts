/**
 * Datenschutzerklärung (Art. 13 DSGVO). Company values come from GET /api/v1/site-info; the
 * storage keys named here are COOKIE_CONSENT_KEY and LANGUAGE_STORAGE_KEY of shared/constants.ts.
 * Body format: see legal-imprint.de.ts.
 */
export const legalPrivacyDe = {
  'privacy.title': 'Datenschutzerklärung',
  'privacy.description':
    'Datenschutzerklärung von HydroParts: Verantwortlicher, Zwecke und Rechtsgrundlagen, Cookies, Speicherdauer, Empfänger und Ihre Rechte nach der DSGVO.',
  'privacy.lead':
    'Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche personenbezogenen Daten wir bei der Nutzung von HydroParts verarbeiten, zu welchen Zwecken, auf welcher Rechtsgrundlage und welche Rechte Sie haben.',
  'privacy.controller.title': '1. Verantwortlicher',
  'privacy.controller.body':
    'Verantwortlich für die Datenverarbeitung im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:\n\n{{companyName}}\n{{address}}\nVertreten durch: {{managingDirector}}\nE-Mail: {{email}}\nTelefon: {{phone}}',
  'privacy.overview.title': '2. Welche Daten wir verarbeiten',
  'privacy.overview.body':
    'HydroParts ist ein B2B-Marktplatz. Wir verarbeiten vor allem Daten, die Sie uns als Vertreter eines Unternehmens mitteilen:\n\n- Kontodaten: Name, E-Mail-Adresse, Telefonnummer, Passwort (nur als sicherer Hash gespeichert), Rolle\n- Unternehmensdaten: Firmenname, USt-IdNr., Rechnungs- und Lieferadresse, bei Verkäufern Website, Spezialisierung, Mitarbeiterzahl, Handelsregisternummer, Hersteller und Zahlungsbedingungen\n- Anfragen, Angebote und Bestellungen einschließlich hochgeladener Fotos (Metadaten wie Standortdaten entfernen wir beim Hochladen)\n- Nachrichten über das Kontaktformular\n- Technische Daten beim Aufruf der Seiten (IP-Adresse, Zeitpunkt, aufgerufene Adresse, Browser)',
  'privacy.purposes.title': '3. Zwecke und Rechtsgrundlagen',
  'privacy.purposes.body':
    '- Bereitstellung des Marktplatzes, Registrierung, Anmeldung, Anfragen, Angebote und Bestellungen: zur Erfüllung des Nutzungsvertrags (Art. 6 Abs. 1 lit. b DSGVO)\n- Prüfung und Freischaltung von Verkäufern sowie Abrechnung des Mitgliedsbeitrags: Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO)\n- Aufbewahrung von Rechnungen und Geschäftsbriefen: rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit § 257 HGB und § 147 AO)\n- Sicherheit des Dienstes, Schutz vor Missbrauch (zum Beispiel Begrenzung von Anmeldeversuchen) und Fehleranalyse: berechtigtes Interesse an einem sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit. f DSGVO)\n- Beantwortung von Kontaktanfragen: vorvertragliche Maßnahmen bzw. berechtigtes Interesse an der Kommunikation mit Interessenten (Art. 6 Abs. 1 lit. b und f DSGVO)\n- Systemnachrichten per E-Mail (Bestätigung der E-Mail-Adresse, neue passende Anfragen, Bestellungen, Erinnerungen): Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO)\n\nWir verwenden keine Werbe-Tracker, keine Analyse-Dienste und keine Profilbildung. Eine automatisierte Entscheidungsfindung im Sinne von Art. 22 DSGVO findet nicht statt.',
  'privacy.cookies.title': '4. Cookies und lokaler Speicher',
  'privacy.cookies.body':
    'Wir setzen nur technisch notwendige Cookies und Einträge im lokalen Speicher Ihres Browsers ein:\n\n- Sitzungs-Cookie: hält Sie nach der Anmeldung angemeldet; HttpOnly, gültig bis zur Abmeldung bzw. bis die Sitzung abläuft\n- Sprache (lokaler Speicher, „{{languageKey}}“): merkt sich die gewählte Sprache der Oberfläche\n- Cookie-Hinweis (lokaler Speicher, „{{consentKey}}“): merkt sich, ob Sie den Hinweis akzeptiert oder abgelehnt haben\n\nDie Speicherung ist für den von Ihnen gewünschten Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG); die anschließende Verarbeitung stützen wir auf Art. 6 Abs. 1 lit. b und f DSGVO. Sie können Cookies und lokalen Speicher in Ihrem Browser jederzeit löschen; ohne Sitzungs-Cookie ist eine Anmeldung nicht möglich.',
  'privacy.recipients.title': '5. Empfänger und Anonymität auf dem Marktplatz',
  'privacy.recipients.body':
    'Anfragen und Angebote sind anonym: Verkäufer sehen vor einer Bestellung keine Daten des Käufers, Käufer sehen keine Daten des Verkäufers. Erst wenn ein Käufer ein Angebot annimmt und eine Bestellung entsteht, geben wir die für die Abwicklung nötigen Kontakt- und Unternehmensdaten an die jeweils andere Vertragspartei weiter (Art. 6 Abs. 1 lit. b DSGVO). Für die weitere Verwendung dieser Daten ist die Vertragspartei selbst verantwortlich.\n\nDarüber hinaus geben wir Daten nur an Auftragsverarbeiter (Abschnitt 6) und, wenn wir gesetzlich dazu verpflichtet sind, an Behörden weiter. Wir verkaufen keine Daten.',
  'privacy.processors.title': '6. Auftragsverarbeiter',
  'privacy.processors.body':
    'Wir setzen Dienstleister ein, die Daten ausschließlich nach unserer Weisung verarbeiten und mit denen wir Verträge nach Art. 28 DSGVO geschlossen haben:\n\n- Hosting: Betrieb der Server, der Datenbank und des Dateispeichers in Rechenzentren in der Europäischen Union\n- E-Mail-Versand: Zustellung der Systemnachrichten über einen E-Mail-Dienstleister\n\nEine Übermittlung in Länder außerhalb der EU bzw. des EWR findet nicht statt.',
  'privacy.retention.title': '7. Speicherdauer',
  'privacy.retention.body':
    '- Kontodaten und Unternehmensdaten: für die Dauer des Nutzungsverhältnisses; nach Löschung des Kontos werden sie gelöscht, soweit keine Aufbewahrungspflicht besteht\n- Anfragen, Angebote und Bestellungen: für die Dauer des Kontos; Bestellungen und Rechnungen nach den handels- und steuerrechtlichen Fristen von bis zu zehn Jahren\n- Kontaktanfragen: bis zur abschließenden Bearbeitung, spätestens zwölf Monate danach\n- Protokolle der versendeten E-Mails: zwölf Monate\n- Technische Zugriffsprotokolle des Servers: höchstens 14 Tage\n- Sitzungs-Cookie: bis zur Abmeldung oder zum Ablauf der Sitzung; Spracheinstellung und Cookie-Hinweis: bis Sie sie in Ihrem Browser löschen',
  'privacy.security.title': '8. Sicherheit',
  'privacy.security.body':
    'Die Verbindung zu HydroParts ist verschlüsselt (TLS). Passwörter speichern wir nur als Hash, Anmeldungen sind gegen massenhafte Versuche gesichert, und der Zugriff auf Daten ist auf die jeweils berechtigten Nutzer beschränkt.',
  'privacy.obligation.title': '9. Pflicht zur Bereitstellung',
  'privacy.obligation.body':
    'Die als Pflichtfeld gekennzeichneten Angaben benötigen wir, um Ihr Konto, Ihre Anfragen, Angebote und Bestellungen abzuwickeln. Ohne sie können Sie den Marktplatz nicht nutzen. Eine gesetzliche Pflicht zur Bereitstellung besteht nicht.',
  'privacy.rights.title': '10. Ihre Rechte',
  'privacy.rights.body':
    'Sie haben gegenüber uns folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten:\n\n- Auskunft (Art. 15 DSGVO)\n- Berichtigung (Art. 16 DSGVO)\n- Löschung (Art. 17 DSGVO)\n- Einschränkung der Verarbeitung (Art. 18 DSGVO)\n- Datenübertragbarkeit (Art. 20 DSGVO)\n- Widerspruch gegen die Verarbeitung (Art. 21 DSGVO): Soweit wir Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f DSGVO) verarbeiten, können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen.\n\nDie Berichtigung oder Löschung teilen wir jedem Empfänger mit, dem Daten offengelegt wurden (Art. 19 DSGVO). Zur Ausübung Ihrer Rechte genügt eine Nachricht an {{email}} oder über unser Kontaktformular.',
  'privacy.complaint.title': '11. Beschwerderecht bei einer Aufsichtsbehörde',
  'privacy.complaint.body':
    'Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes. Zuständig für uns ist die Datenschutz-Aufsichtsbehörde des Bundeslands, in dem wir unseren Sitz haben.',
  'privacy.changes.title': '12. Änderungen',
  'privacy.changes.body':
    'Wir passen diese Datenschutzerklärung an, wenn sich der Dienst oder die Rechtslage ändert. Es gilt die jeweils auf dieser Seite veröffentlichte Fassung.',
} as const satisfies Record<string, string>;

export type LegalPrivacyTextKey = keyof typeof legalPrivacyDe;
