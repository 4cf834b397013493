/**
 * Allgemeine Geschäftsbedingungen (spec 2 §1, §9): intermediary role, business customers only,
 * free for buyers, seller fee ({{fee}} = the one fee line), {{months}}-month term, {{notice}}-month
 * notice, {{days}}-day trial, anonymity until acceptance, German law, venue Stuttgart.
 * Body format: see legal-imprint.de.ts.
 */
export const legalTermsDe = {
  'terms.title': 'Allgemeine Geschäftsbedingungen',
  'terms.description':
    'AGB von HydroParts: Vermittlerrolle, nur Geschäftskunden, kostenlos für Käufer, Mitgliedsbeitrag für Verkäufer, Laufzeit, Kündigung, deutsches Recht, Gerichtsstand Stuttgart.',
  'terms.lead':
    'Diese Allgemeinen Geschäftsbedingungen regeln die Nutzung des B2B-Marktplatzes HydroParts durch Käufer und Verkäufer.',
  'terms.scope.title': '§ 1 Geltungsbereich und Anbieter',
  'terms.scope.body':
    '(1) HydroParts wird betrieben von {{companyName}}, {{address}} („Betreiber“).\n\n(2) Diese AGB gelten für alle Verträge über die Nutzung von HydroParts zwischen dem Betreiber und den Nutzern (Käufer und Verkäufer). Abweichende Bedingungen der Nutzer gelten nicht, auch wenn der Betreiber ihnen nicht ausdrücklich widerspricht.',
  'terms.role.title': '§ 2 Vermittlerrolle des Betreibers',
  'terms.role.body':
    '(1) HydroParts ist ein Marktplatz, auf dem Käufer Anfragen nach Hydraulik-Ersatzteilen stellen und Verkäufer dazu Angebote abgeben. Der Betreiber ist ausschließlich Vermittler.\n\n(2) Kaufverträge über Ersatzteile kommen direkt zwischen Käufer und Verkäufer zustande. Der Betreiber wird nicht Vertragspartei, ist nicht Vertreter einer Partei und schuldet weder Lieferung noch Zahlung. Für Beschaffenheit, Lieferung, Gewährleistung und Bezahlung der Ware sind allein Käufer und Verkäufer verantwortlich.\n\n(3) Bezahlt wird auf Rechnung des Verkäufers zu den im Angebot genannten Zahlungsbedingungen.',
  'terms.users.title': '§ 3 Nur für Geschäftskunden',
  'terms.users.body':
    '(1) HydroParts richtet sich ausschließlich an Unternehmer im Sinne von § 14 BGB, juristische Personen des öffentlichen Rechts und öffentlich-rechtliche Sondervermögen. Verbraucher sind von der Nutzung ausgeschlossen.\n\n(2) Mit der Registrierung bestätigt der Nutzer, in Ausübung seiner gewerblichen oder selbständigen beruflichen Tätigkeit zu handeln. Der Betreiber kann hierfür Nachweise verlangen, etwa die USt-IdNr. oder einen Handelsregisterauszug.',
  'terms.account.title': '§ 4 Registrierung und Konto',
  'terms.account.body':
    '(1) Die Nutzung setzt eine Registrierung mit wahrheitsgemäßen und vollständigen Angaben voraus. Der Nutzer hält seine Angaben aktuell.\n\n(2) Verkäuferkonten werden nach Prüfung durch den Betreiber freigeschaltet. Ein Anspruch auf Freischaltung besteht nicht.\n\n(3) Zugangsdaten sind geheim zu halten. Der Nutzer haftet für Handlungen, die über sein Konto vorgenommen werden, soweit er sie zu vertreten hat.',
  'terms.buyers.title': '§ 5 Leistungen für Käufer',
  'terms.buyers.body':
    '(1) Registrierung und Nutzung sind für Käufer kostenlos.\n\n(2) Käufer können Anfragen mit Hersteller, Teilenummer, Menge, Beschreibung, Dringlichkeit und Fotos einstellen, eingehende Angebote vergleichen und ein Angebot annehmen. Mit der Annahme kommt der Kaufvertrag mit dem Verkäufer zustande.',
  'terms.sellers.title': '§ 6 Leistungen für Verkäufer und Entgelt',
  'terms.sellers.body':
    '(1) Verkäufer erhalten Anfragen zu den Herstellern, die sie in ihrem Profil angeben, und können dazu Angebote abgeben. Sie können außerdem selbst Anfragen stellen und Angebote anderer Verkäufer annehmen.\n\n(2) Für die Mitgliedschaft zahlt der Verkäufer einen monatlichen Grundbeitrag von {{fee}}. Eine Provision auf vermittelte Geschäfte fällt nicht an.\n\n(3) Die ersten {{days}} Tage nach der Freischaltung sind eine kostenlose Testphase. Der Betreiber erinnert vor ihrem Ende per E-Mail. Die kostenpflichtige Mitgliedschaft beginnt mit dem Ende der Testphase, sofern der Verkäufer die Mitgliedschaft nicht vorher in Textform beendet.\n\n(4) Der Beitrag wird monatlich im Voraus in Rechnung gestellt und ist innerhalb von 14 Tagen nach Rechnungsdatum fällig. Bei Zahlungsverzug kann der Betreiber das Verkäuferkonto nach vorheriger Ankündigung sperren.',
  'terms.term.title': '§ 7 Laufzeit und Kündigung',
  'terms.term.body':
    '(1) Die kostenpflichtige Mitgliedschaft hat eine Vertragslaufzeit von {{months}} Monaten. Sie verlängert sich jeweils um weitere {{months}} Monate, wenn sie nicht mit einer Frist von {{notice}} Monaten zum Ende der jeweiligen Laufzeit gekündigt wird.\n\n(2) Die Kündigung bedarf der Textform (zum Beispiel E-Mail). Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.\n\n(3) Käufer können ihr kostenloses Konto jederzeit kündigen.',
  'terms.anonymity.title': '§ 8 Anonymität und Kontaktdaten',
  'terms.anonymity.body':
    '(1) Anfragen und Angebote sind bis zur Annahme eines Angebots anonym. Käufer sehen keine Daten des Verkäufers, Verkäufer keine Daten des Käufers.\n\n(2) Mit der Annahme eines Angebots werden die für die Abwicklung erforderlichen Kontaktdaten beider Seiten freigegeben. Die Parteien verwenden diese Daten nur zur Abwicklung des Kaufvertrags und der daraus folgenden Geschäftsbeziehung.\n\n(3) Es ist untersagt, die Anonymität zu umgehen, insbesondere Kontaktdaten in Anfragen, Angeboten oder Fotos anzugeben, um ein Geschäft an HydroParts vorbei anzubahnen.',
  'terms.duties.title': '§ 9 Pflichten der Nutzer',
  'terms.duties.body':
    '(1) Angebote müssen richtig und vollständig sein. Ein Angebot ist für den Verkäufer bis zum angegebenen Gültigkeitsdatum bindend.\n\n(2) Nutzer dürfen keine rechtswidrigen Inhalte einstellen, keine Rechte Dritter verletzen und den Marktplatz nicht technisch stören.\n\n(3) Bei Verstößen kann der Betreiber Inhalte entfernen und Konten vorübergehend oder dauerhaft sperren.',
  'terms.liability.title': '§ 10 Haftung',
  'terms.liability.body':
    '(1) Der Betreiber haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit sowie nach dem Produkthaftungsgesetz.\n\n(2) Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten haftet der Betreiber begrenzt auf den vertragstypischen, vorhersehbaren Schaden. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.\n\n(3) Der Betreiber haftet nicht für die Erfüllung der zwischen Käufer und Verkäufer geschlossenen Kaufverträge.',
  'terms.availability.title': '§ 11 Verfügbarkeit',
  'terms.availability.body':
    'Der Betreiber bemüht sich um eine möglichst unterbrechungsfreie Verfügbarkeit. Wartungsarbeiten, Sicherheitsmaßnahmen und Störungen außerhalb seines Einflussbereichs können die Nutzung vorübergehend einschränken.',
  'terms.privacy.title': '§ 12 Datenschutz',
  'terms.privacy.body':
    'Die Verarbeitung personenbezogener Daten richtet sich nach der Datenschutzerklärung von HydroParts.',
  'terms.changes.title': '§ 13 Änderungen der AGB',
  'terms.changes.body':
    'Der Betreiber kann diese AGB mit Wirkung für die Zukunft ändern, wenn ein sachlicher Grund besteht. Er teilt Änderungen mindestens sechs Wochen vor ihrem Inkrafttreten in Textform mit. Widerspricht der Nutzer nicht innerhalb dieser Frist, gelten die Änderungen als angenommen; auf diese Folge weist der Betreiber in der Mitteilung hin.',
  'terms.final.title': '§ 14 Anwendbares Recht und Gerichtsstand',
  'terms.final.body':
    '(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG).\n\n(2) Ausschließlicher Gerichtsstand für alle Streitigkeiten aus diesem Vertragsverhältnis ist Stuttgart, sofern der Nutzer Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen ist.\n\n(3) Sollten einzelne Bestimmungen unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
} as const satisfies Record<string, string>;

export type LegalTermsTextKey = keyof typeof legalTermsDe;
