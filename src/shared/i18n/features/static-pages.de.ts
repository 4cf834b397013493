/**
 * German texts of the information pages (contact, pricing, seller explanation) and what the
 * legal pages share. Loaded with the static-pages chunk, not with the landing bundle.
 * {{fee}} is the formatted SELLER_FEE_NET_EUR: the fee reads the same everywhere (DESIGN.md §7).
 */
export const staticPagesDe = {
  // Nested, so the price card (amount + suffix) and running text (one line) cannot differ.
  'static.fee.line': '{{fee}} $t(static.fee.suffix)',
  'static.fee.suffix': 'netto zzgl. MwSt. pro Monat',
  // Shown above a translated imprint, privacy notice or terms (never on the German page).
  'static.legal.bindingNote':
    'Diese Übersetzung dient Ihrem Verständnis. Rechtlich verbindlich ist allein die deutsche Fassung.',
  'static.cta.signup': 'Jetzt als Verkäufer registrieren',
  'static.cta.contact': 'Kontakt aufnehmen',
  'static.cta.trial': '{{days}} Tage kostenlos testen',

  'static.company.placeholder.name': '[Firmenname] GmbH',
  'static.company.placeholder.address': '[Straße und Hausnummer], [PLZ Ort], Deutschland',
  'static.company.placeholder.managingDirector': '[Name der Geschäftsführung]',
  'static.company.placeholder.registerCourt': '[Registergericht]',
  'static.company.placeholder.registerNumber': '[Registernummer]',
  'static.company.placeholder.vatId': '[USt-IdNr.]',
  'static.company.placeholder.chamber': '[Industrie- und Handelskammer]',
  'static.company.placeholder.phone': '[Telefonnummer]',

  'static.contact.title': 'Kontakt',
  'static.contact.lead':
    'Sie haben Fragen zu HydroParts, zur Registrierung oder zu Ihrer Mitgliedschaft? Schreiben Sie uns – wir antworten in der Regel innerhalb eines Werktags.',
  'static.contact.form.title': 'Nachricht senden',
  'static.contact.form.name': 'Name',
  'static.contact.form.email': 'E-Mail-Adresse',
  'static.contact.form.company': 'Unternehmen',
  'static.contact.form.subject': 'Betreff',
  'static.contact.form.message': 'Nachricht',
  'static.contact.form.requiredHint': 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
  'static.contact.form.privacy':
    'Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten. Mehr dazu in der Datenschutzerklärung.',
  'static.contact.form.submit': 'Nachricht senden',
  'static.contact.form.submitting': 'Wird gesendet …',
  'static.contact.form.successTitle': 'Erfolg',
  'static.contact.form.success':
    'Vielen Dank für Ihre Nachricht! Wir melden uns so schnell wie möglich bei Ihnen.',
  'static.contact.form.failed': 'Nachricht konnte nicht gesendet werden',
  'static.contact.details.title': 'Kontaktdaten',
  'static.contact.details.email': 'E-Mail',
  'static.contact.details.phone': 'Telefon',
  'static.contact.hours.title': 'Geschäftszeiten',
  'static.contact.hours.weekdays': 'Montag – Freitag',
  'static.contact.hours.weekdaysTime': '07:00 – 18:00 Uhr',
  'static.contact.hours.saturday': 'Samstag',
  'static.contact.hours.saturdayTime': '08:00 – 12:00 Uhr',
  'static.contact.hours.sunday': 'Sonntag',
  'static.contact.hours.closed': 'geschlossen',
  'static.contact.faq.title': 'Häufige Fragen',
  'static.contact.faq.1.q': 'Was kostet HydroParts für Käufer?',
  'static.contact.faq.1.a':
    'Nichts. Registrierung und Nutzung sind für Käufer kostenlos. Sie stellen Anfragen, vergleichen Angebote und bestellen auf Rechnung direkt beim Verkäufer.',
  'static.contact.faq.2.q': 'Wer kann sich als Verkäufer registrieren?',
  'static.contact.faq.2.a':
    'Hersteller, Händler und Distributoren von Hydraulik-Ersatzteilen. Nach der Registrierung prüfen wir Ihre Angaben und schalten Ihr Konto frei.',
  'static.contact.faq.3.q': 'Wann sieht ein Verkäufer, wer angefragt hat?',
  'static.contact.faq.3.a':
    'Erst wenn der Käufer ein Angebot annimmt. Bis dahin bleiben Käufer und Verkäufer anonym; mit der Bestellung werden die Kontaktdaten beider Seiten freigegeben.',

  'static.pricing.title': 'Preise & Vorteile',
  'static.pricing.lead':
    'Ein fester Monatsbeitrag, keine Provision: Für Verkäufer ist HydroParts planbar. Für Käufer ist die Nutzung kostenlos.',
  'static.pricing.plan.name': 'Verkäufer-Mitgliedschaft',
  'static.pricing.plan.term': 'Vertragslaufzeit {{months}} Monate, Kündigungsfrist {{notice}} Monate',
  'static.pricing.plan.trial': 'Die ersten {{days}} Tage sind kostenlos.',
  'static.pricing.plan.benefit.requests': 'Unbegrenzt Anfragen zu Ihren Herstellern erhalten',
  'static.pricing.plan.benefit.offers': 'Unbegrenzt Angebote abgeben – ohne Provision',
  'static.pricing.plan.benefit.mail': 'Benachrichtigung per E-Mail bei neuen passenden Anfragen',
  'static.pricing.plan.benefit.anonymous': 'Anonym bis zur Annahme Ihres Angebots',
  'static.pricing.plan.benefit.buy': 'Selbst Ersatzteile bei anderen Verkäufern anfragen',
  'static.pricing.buyersFree': 'Für Käufer: kostenlos',
  'static.pricing.benefits.title': 'Ihre Vorteile als Verkäufer',
  'static.pricing.benefit.reach.title': 'Neue Kunden erreichen',
  'static.pricing.benefit.reach.text':
    'Geschäftskunden suchen bei HydroParts gezielt nach Hydraulik-Ersatzteilen – Sie sehen genau die Anfragen zu den Herstellern, die Sie bedienen.',
  'static.pricing.benefit.commission.title': 'Keine Provision',
  'static.pricing.benefit.commission.text':
    'Sie zahlen einen festen Monatsbeitrag. Jeder Auftrag, den Sie über HydroParts gewinnen, gehört vollständig Ihnen.',
  'static.pricing.benefit.discreet.title': 'Diskret verhandeln',
  'static.pricing.benefit.discreet.text':
    'Ihre Angebote bleiben anonym, bis der Käufer annimmt. Ihre Preise sieht nur der Käufer, nicht Ihr Wettbewerb.',
  'static.pricing.timeline.title': 'Unsere Marktstrategie',
  'static.pricing.timeline.1.when': '2025',
  'static.pricing.timeline.1.title': 'Start in Deutschland',
  'static.pricing.timeline.1.text': 'HydroParts startet mit Käufern und Verkäufern in Deutschland.',
  'static.pricing.timeline.2.when': 'Q4 2025',
  'static.pricing.timeline.2.title': 'Europäische Expansion',
  'static.pricing.timeline.2.text':
    'Erweiterung nach Italien, England, Benelux, Frankreich, Polen und in weitere Länder.',
  'static.pricing.timeline.3.when': '2026',
  'static.pricing.timeline.3.title': 'Globale Öffnung',
  'static.pricing.timeline.3.text':
    'Weltweiter Zugang – mit Landessprache, Landeswährung und eigenem Zugang für jedes Land.',
  'static.pricing.reasons.title': 'Warum jetzt einsteigen?',
  'static.pricing.reason.1':
    'Frühe Mitglieder bauen sich ihre Kundenbasis auf, bevor der Wettbewerb dazukommt.',
  'static.pricing.reason.2': 'Mit jeder Expansionsstufe erreichen Sie ohne Mehrkosten neue Märkte.',
  'static.pricing.reason.3': 'Ein Monatsbeitrag statt Provision: Ihre Kosten stehen von Anfang an fest.',
  'static.pricing.reason.4':
    'Sie bestimmen selbst, zu welchen Herstellern und Zahlungsbedingungen Sie anbieten.',
  'static.pricing.cta.title': 'Bereit, neue Kunden zu gewinnen?',

  'static.seller.title': "So funktioniert's für Verkäufer",
  'static.seller.lead':
    'Erhalten Sie Anfragen zu genau den Herstellern, die Sie bedienen, und geben Sie anonym Angebote ab. Testen Sie HydroParts {{days}} Tage kostenlos.',
  'static.seller.benefits.title': 'Was HydroParts Ihnen bringt',
  'static.seller.benefit.1': 'Passende Anfragen von Geschäftskunden direkt in Ihrem Dashboard und per E-Mail',
  'static.seller.benefit.2': 'Anonyme Angebote – Ihre Konditionen bleiben vertraulich',
  'static.seller.benefit.3': 'Keine Provision, ein fester Monatsbeitrag',
  'static.seller.benefit.4': 'Kaufvertrag direkt zwischen Ihnen und dem Käufer, Zahlung auf Rechnung',
  'static.seller.d2d.title': 'Handel von Distributor zu Distributor',
  'static.seller.d2d.text':
    'Als Verkäufer können Sie auch selbst einkaufen: Fehlt Ihnen ein Teil im Lager, stellen Sie eine Anfrage und erhalten Angebote anderer Verkäufer. Ihre eigenen Anfragen sehen Sie dabei nie als Verkäufer – so bleibt der Handel zwischen Distributoren fair.',
  'static.seller.steps.title': 'In vier Schritten zum Auftrag',
  'static.seller.step': 'Schritt {{n}}',
  'static.seller.step.1.title': 'Testen und Profil anlegen',
  'static.seller.step.1.text':
    'Registrieren Sie sich, testen Sie {{days}} Tage kostenlos und legen Sie fest, welche Hersteller Sie bedienen und welche Zahlungsbedingungen Sie akzeptieren.',
  'static.seller.step.2.title': 'Anfragen erhalten und stellen',
  'static.seller.step.2.text':
    'Passende Anfragen erscheinen in Ihrem Dashboard und kommen per E-Mail. Eigene Anfragen stellen Sie genauso einfach.',
  'static.seller.step.3.title': 'Angebote abgeben',
  'static.seller.step.3.text':
    'Bieten Sie Preis, Versandkosten, Lieferzeit und Gewährleistung an – anonym und ohne Provision.',
  'static.seller.step.4.title': 'Kontakte bei Annahme',
  'static.seller.step.4.text':
    'Nimmt der Käufer Ihr Angebot an, erhalten Sie die Bestellung und beide Seiten sehen die Kontaktdaten.',
  'static.seller.trial.title': '{{days}} Tage kostenlos testen',
  'static.seller.trial.text':
    'Während der Testphase nutzen Sie alle Funktionen. Sie erhalten vor dem Ende eine Erinnerung per E-Mail.',
} as const satisfies Record<string, string>;

export type StaticPagesTextKey = keyof typeof staticPagesDe;
