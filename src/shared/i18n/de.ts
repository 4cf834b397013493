/**
 * Built-in German texts (spec 1 §1: German is the default and the fallback for every language).
 * Flat keys: the translations table stores the same dotted keys, so overrides map one to one.
 */
export const de = {
  'meta.defaultTitle': 'HydroParts – Hydraulik-Ersatzteile B2B',
  'meta.defaultDescription':
    'HydroParts ist der B2B-Marktplatz für Hydraulik-Ersatzteile: einmal anfragen und mehrere anonyme Angebote von Herstellern, Händlern und Distributoren erhalten.',

  'nav.main': 'Hauptnavigation',
  'nav.logoLabel': 'HydroParts – zur Startseite',
  'nav.buyerLogin': 'Käufer-Login',
  'nav.sellerLogin': 'Verkäufer-Login',
  'nav.register': 'Registrieren',
  'nav.openMenu': 'Menü öffnen',
  'nav.closeMenu': 'Menü schließen',
  'nav.skipToContent': 'Zum Inhalt springen',
  'nav.loading': 'Seite wird geladen …',

  'language.label': 'Sprache wählen',
  'language.current': 'Sprache: {{name}}',

  'legal.accept': 'Ich akzeptiere die AGB und habe die Datenschutzerklärung zur Kenntnis genommen.',
  'legal.readTerms': 'AGB lesen',
  'legal.readPrivacy': 'Datenschutzerklärung lesen',
  'footer.company': 'Unternehmen',
  'footer.contact': 'Kontakt',
  'footer.imprint': 'Impressum',
  'footer.privacy': 'Datenschutz',
  'footer.terms': 'AGB',
  'footer.forBuyers': 'Für Käufer',
  'footer.buyerSignup': 'Registrierung',
  'footer.buyerLogin': 'Anmeldung',
  'footer.forSellers': 'Für Verkäufer',
  'footer.howItWorks': "So funktioniert's",
  'footer.pricing': 'Preise & Vorteile',
  'footer.sellerSignup': 'Registrierung',
  'footer.sellerLogin': 'Anmeldung',
  'footer.about': 'Über HydroParts',
  'footer.description':
    'Der B2B-Marktplatz für Hydraulik-Ersatzteile: Käufer stellen eine Anfrage und erhalten mehrere anonyme Angebote von Herstellern, Händlern und Distributoren. Kaufverträge kommen direkt zwischen Käufer und Verkäufer zustande.',
  'footer.madeIn': 'Made in Germany 2025',
  'footer.englishSoon': 'English version coming soon',

  'cookie.label': 'Cookie-Hinweis',
  'cookie.text':
    'Wir verwenden technisch notwendige Cookies und den lokalen Speicher Ihres Browsers, zum Beispiel für Ihre Anmeldung und Ihre Spracheinstellung.',
  'cookie.privacyLink': 'Mehr in der Datenschutzerklärung',
  'cookie.accept': 'Akzeptieren',
  'cookie.decline': 'Ablehnen',

  'landing.hero.badge': 'B2B-Marktplatz für Hydraulik-Ersatzteile',
  'landing.hero.title': 'Einmal anfragen\u00a0– mehrere Angebote erhalten',
  'landing.hero.text':
    'Stellen Sie Ihre Ersatzteilanfrage ein einziges Mal und erhalten Sie anonyme Angebote von Herstellern, Händlern und Distributoren. Sie bekommen das günstigste Angebot mit der kürzesten Lieferzeit.',
  'landing.hero.buyerCta': 'Als Käufer registrieren',
  'landing.hero.sellerCta': 'Für Verkäufer – jetzt informieren',
  'landing.hero.point.free': 'Für Käufer kostenlos',
  'landing.hero.point.b2b': 'Nur für Geschäftskunden',
  'landing.hero.point.anonymous': 'Anonym bis zur Annahme',
  'landing.hero.panelTitle': 'So läuft eine Anfrage',
  'landing.hero.panel.request': 'Eine Anfrage mit Hersteller, Teilenummer und Menge',
  'landing.hero.panel.offers': 'Mehrere anonyme Angebote mit Preis und Lieferzeit',
  'landing.hero.panel.order': 'Bestes Angebot annehmen und auf Rechnung bestellen',

  'landing.features.title': 'Warum HydroParts?',
  'landing.features.discreet.title': 'Diskrete Abwicklung',
  'landing.features.discreet.text':
    'Verkäufer bleiben anonym, bis Sie ein Angebot annehmen. Erst dann geht die Bestellung automatisch an den Verkäufer und die Kontaktdaten werden freigegeben.',
  'landing.features.b2b.title': 'B2B-Fokus',
  'landing.features.b2b.text':
    'Ausschließlich für Geschäftskunden – keine Privatkunden. Bezahlt wird auf Rechnung; der Kaufvertrag kommt direkt zwischen Käufer und Verkäufer zustande.',
  'landing.features.specialist.title': 'Hydraulik-Spezialist',
  'landing.features.specialist.text':
    'Spezialisiert auf Hydraulik-Ersatzteile. Verkäufer legen fest, welche Hersteller sie bedienen, und sehen genau die Anfragen, die dazu passen.',
  'landing.features.fast.title': 'Schnelle Abwicklung',
  'landing.features.fast.text':
    'Passende Verkäufer sehen Ihre Anfrage sofort im Dashboard und werden zusätzlich per E-Mail informiert. Sie vergleichen die Angebote nach Preis und Lieferzeit.',

  'landing.how.title': 'So funktioniert es',
  'landing.how.buyers': 'Für Käufer',
  'landing.how.sellers': 'Für Verkäufer',
  'landing.how.step': 'Schritt {{n}}',
  'landing.how.buyer.1.title': 'Registrieren',
  'landing.how.buyer.1.text': 'Kostenlos als Geschäftskunde registrieren und die E-Mail-Adresse bestätigen.',
  'landing.how.buyer.2.title': 'Ersatzteilanfrage stellen',
  'landing.how.buyer.2.text':
    'Hersteller, Teilenummer, Menge, Beschreibung und Dringlichkeit angeben – auf Wunsch mit bis zu {{count}} Fotos.',
  'landing.how.buyer.3.title': 'Angebote vergleichen',
  'landing.how.buyer.3.text':
    'Anonyme Angebote mit Preis, Versandkosten und Lieferzeit gehen ein; das günstigste wird als Bestpreis hervorgehoben.',
  'landing.how.buyer.4.title': 'Bestellung aufgeben',
  'landing.how.buyer.4.text':
    'Angebot annehmen und auf Rechnung bestellen. Die Bestellung geht automatisch an den Verkäufer.',
  'landing.how.seller.1.title': 'Anmelden und konfigurieren',
  'landing.how.seller.1.text':
    'Registrieren und festlegen, welche Hersteller Sie bedienen und welche Zahlungsbedingungen Sie akzeptieren.',
  'landing.how.seller.2.title': 'Anfragen erhalten',
  'landing.how.seller.2.text':
    'Passende Anfragen erscheinen in Ihrem Dashboard; zusätzlich werden Sie per E-Mail informiert.',
  'landing.how.seller.3.title': 'Angebote abgeben',
  'landing.how.seller.3.text': 'Preis, Versandkosten und Lieferzeit anonym anbieten – ohne Provision.',
  'landing.how.seller.4.title': 'Auftrag erhalten',
  'landing.how.seller.4.text':
    'Nimmt der Käufer Ihr Angebot an, erhalten Sie die Bestellung und die Kontaktdaten werden freigegeben.',

  'landing.cta.title': 'Bereit für Ihre nächste Ersatzteilanfrage?',
  'landing.cta.text':
    'Für Käufer ist die Registrierung kostenlos. Verkäufer erreichen Geschäftskunden, die genau ihre Hersteller suchen.',
  'landing.cta.buyer': 'Als Käufer starten',
  'landing.cta.seller': 'Als Verkäufer starten',

  'common.loading': 'Wird geladen …',
  'common.retry': 'Erneut versuchen',
  'common.reload': 'Seite neu laden',
  'common.close': 'Schließen',
  'common.requiredMark': 'Pflichtfeld',

  'errors.title': 'Etwas ist schiefgelaufen',
  'errors.description':
    'Beim Anzeigen dieser Seite ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut oder laden Sie die Seite neu.',
  'errors.generic': 'Fehler',
  'errors.unexpected': 'Ein unerwarteter Fehler ist aufgetreten',
  'errors.network':
    'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'errors.timeout': 'Der Server antwortet nicht. Bitte versuchen Sie es erneut.',

  'notFound.title': 'Seite nicht gefunden',
  'notFound.text': 'Die angeforderte Seite existiert nicht oder wurde verschoben.',
  'notFound.home': 'Zur Startseite',

  'toast.region': 'Benachrichtigungen',

  'auth.email': 'E-Mail-Adresse',
  'auth.sellerVerified':
    'Ihre E-Mail-Adresse ist bestätigt. Sie können sich anmelden, sobald ein Administrator Ihr Konto freigegeben hat.',
  'auth.emailPlaceholder': 'name@firma.de',
  'auth.password': 'Passwort',
  'auth.newPassword': 'Neues Passwort',
  'auth.passwordConfirm': 'Passwort bestätigen',
  'auth.login.submit': 'Anmelden',
  'auth.login.submitting': 'Anmeldung läuft …',
  'auth.login.failedTitle': 'Anmeldung fehlgeschlagen',
  'auth.login.forgot': 'Passwort vergessen?',
  'auth.login.noAccount': 'Noch kein Konto?',
  'auth.login.register': 'Jetzt registrieren',
  // Issue 18: second factor (login step and security settings)
  'auth.twoFactor.title': 'Bestätigungscode',
  'auth.twoFactor.hint':
    'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App oder einen Backup-Code ein.',
  'auth.twoFactor.code': 'Code',
  'auth.twoFactor.trustDevice': 'Diesem Gerät 30 Tage vertrauen',
  'auth.twoFactor.submit': 'Bestätigen',
  'auth.twoFactor.back': 'Zurück zur Anmeldung',
  'security.title': 'Zwei-Faktor-Anmeldung',
  'security.tab': 'Sicherheit',
  'security.statusOn': 'Die Zwei-Faktor-Anmeldung ist aktiv.',
  'security.statusOff': 'Schützen Sie Ihr Konto zusätzlich mit einem Code aus einer Authenticator-App.',
  'security.password': 'Aktuelles Passwort',
  'security.start': 'Einrichten',
  'security.secretHint':
    'Fügen Sie diesen Schlüssel in Ihrer Authenticator-App hinzu (oder öffnen Sie den Link auf dem Smartphone):',
  'security.secret': 'Schlüssel',
  'security.backupHint': 'Backup-Codes (jeder gilt einmal) – bewahren Sie sie sicher auf:',
  'security.confirm': 'Code bestätigen',
  'security.enabled': 'Zwei-Faktor-Anmeldung aktiviert',
  'security.disable': 'Deaktivieren',
  'security.disabled': 'Zwei-Faktor-Anmeldung deaktiviert',
  'security.failed': 'Aktion fehlgeschlagen',
  'security.requiredNotice':
    'Administratoren richten vor der ersten Nutzung die Zwei-Faktor-Anmeldung ein. Danach stehen alle Bereiche zur Verfügung.',
  'auth.buyerLogin.title': 'Käufer-Anmeldung',
  'auth.buyerLogin.text': 'Melden Sie sich an, um Ersatzteilanfragen zu stellen und Angebote zu vergleichen.',
  'auth.sellerLogin.title': 'Verkäufer-Anmeldung',
  'auth.sellerLogin.text': 'Melden Sie sich an, um passende Anfragen zu sehen und Angebote abzugeben.',
  'auth.adminLogin.title': 'Admin-Anmeldung',
  'auth.adminLogin.text': 'Zugang für die Administration der Plattform.',
  'auth.wrongRole.buyer': 'Dieser Account ist nicht für Käufer berechtigt.',
  'auth.wrongRole.seller': 'Dieser Account ist nicht für Verkäufer berechtigt.',
  'auth.wrongRole.admin': 'Sie haben keine Administratorrechte',
  'auth.forgot.title': 'Passwort vergessen',
  'auth.forgot.text':
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.',
  'auth.forgot.submit': 'Link senden',
  'auth.forgot.submitting': 'Wird gesendet …',
  'auth.forgot.sentTitle': 'E-Mail gesendet',
  'auth.forgot.sentText':
    'Wenn ein Konto mit dieser E-Mail-Adresse existiert, erhalten Sie in Kürze eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts.',
  'auth.forgot.backToLogin': 'Zurück zur Anmeldung',
  'auth.reset.title': 'Neues Passwort festlegen',
  'auth.reset.text': 'Wählen Sie ein neues Passwort mit mindestens {{min}} Zeichen.',
  'auth.reset.submit': 'Passwort speichern',
  'auth.reset.submitting': 'Wird gespeichert …',
  'auth.reset.failedTitle': 'Passwort konnte nicht geändert werden',
  'auth.reset.doneTitle': 'Passwort geändert',
  'auth.reset.doneText':
    'Ihr Passwort wurde erfolgreich geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.',
  'auth.reset.toBuyerLogin': 'Zur Käufer-Anmeldung',
  'auth.reset.toSellerLogin': 'Zur Verkäufer-Anmeldung',
  'auth.logout': 'Abmelden',
  'auth.logout.pending': 'Abmeldung läuft …',
  'auth.logout.success': 'Erfolgreich abgemeldet',
  'auth.logout.failed': 'Abmeldung fehlgeschlagen',

  'signup.buyer.title': 'Registrierung als Käufer',
  'signup.buyer.text': 'Für Geschäftskunden sind Registrierung und Nutzung kostenlos.',
  'signup.seller.title': 'Registrierung als Verkäufer',
  'signup.seller.text': 'Für Hersteller, Händler und Distributoren von Hydraulik-Ersatzteilen.',
  'signup.needTitle': 'Das benötigen Sie für die Registrierung',
  'signup.need.contact': 'Vor- und Nachname, E-Mail-Adresse und Telefonnummer',
  'signup.need.company': 'Firmenname und USt-IdNr. (zum Beispiel DE123456789)',
  'signup.need.address': 'Rechnungsadresse mit Straße, PLZ, Ort und Land',
  'signup.need.seller': 'Website, Spezialisierung, Mitarbeiterzahl und Handelsregisternummer',
  'signup.need.password': 'Ein Passwort mit mindestens {{min}} Zeichen',
  'signup.formPending': 'Das Online-Registrierungsformular wird in Kürze freigeschaltet.',
  'signup.questions': 'Fragen zur Registrierung?',
  'signup.contact': 'Kontakt aufnehmen',
  'signup.haveAccount': 'Bereits registriert?',
  'signup.toLogin': 'Zur Anmeldung',

  'guard.checking': 'Berechtigung wird geprüft …',
  'guard.checkingAdmin': 'Überprüfe Admin-Berechtigung...',
  'guard.deniedTitle': 'Zugriff verweigert',
  'guard.denied.buyer': 'Sie haben keine Käufer-Berechtigung',
  'guard.denied.seller': 'Sie haben keine Verkäufer-Berechtigung',
  'guard.denied.admin': 'Sie haben keine Berechtigung für das Admin-Dashboard.',
  'guard.redirecting': 'Sie werden zur Anmeldung weitergeleitet …',
  'guard.toLogin': 'Zur Anmeldung',
  'guard.sessionFailed': 'Die Anmeldung konnte nicht geprüft werden.',

  'dashboard.buyer.title': 'Käufer Dashboard',
  'dashboard.seller.title': 'Verkäufer Dashboard',
  'dashboard.admin.title': 'Administrationsbereich',
  'dashboard.admin.badge': 'Admin',
  'dashboard.signedInAs': 'Angemeldet als {{email}}',
  'dashboard.tabsLabel': 'Bereiche des Dashboards',
  'dashboard.inProgress': 'Dieser Bereich wird gerade fertiggestellt.',
  'dashboard.tab.requests': 'Anfragen',
  'dashboard.tab.orders': 'Bestellungen',
  'dashboard.tab.newRequest': 'Neue Anfrage',
  'dashboard.tab.profile': 'Profil',
  'dashboard.tab.company': 'Unternehmen',
  'dashboard.tab.myRequests': 'Meine Anfragen',
  'dashboard.tab.myOrders': 'Meine Bestellungen',
  'dashboard.tab.settings': 'Einstellungen',
  'dashboard.tab.sellers': 'Verkäufer',
  'dashboard.tab.buyers': 'Käufer',
  'dashboard.tab.offers': 'Angebote',
  'dashboard.tab.adminManagement': 'Admin-Verwaltung',

  // Anonymous offers (spec 1 §6) and delivery times, shown in the reader's language.
  'offers.label': 'Angebot {{rank}}',
  'offers.supplier': 'Anbieter {{letter}}',
  'offers.deliveryWeek': '{{weeks}} Woche',
  'offers.deliveryWeeks': '{{weeks}} Wochen',
} as const satisfies Record<string, string>;

export type TranslationKey = keyof typeof de;
