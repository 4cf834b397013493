/**
 * Impressum (§ 5 DDG, § 18 Abs. 2 MStV) of the operating GmbH. Company values are interpolated
 * from GET /api/v1/site-info; unset values show bracketed placeholders. Bodies: paragraphs
 * separated by a blank line, lines starting with '- ' form a list (see legal-text.tsx).
 */
export const legalImprintDe = {
  'imprint.title': 'Impressum',
  'imprint.description':
    'Impressum von HydroParts: Anbieter, Registereintrag, Umsatzsteuer-ID, Kammer und Kontakt nach § 5 DDG.',
  'imprint.provider.title': 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)',
  'imprint.provider.body':
    '{{companyName}}\n{{address}}\n\nVertreten durch die Geschäftsführung: {{managingDirector}}',
  'imprint.contact.title': 'Kontakt',
  'imprint.contact.body':
    'E-Mail: {{email}}\nTelefon: {{phone}}\n\nFür Anfragen nutzen Sie bitte bevorzugt unser Kontaktformular.',
  'imprint.register.title': 'Registereintrag',
  'imprint.register.body':
    'Eintragung im Handelsregister.\nRegistergericht: {{registerCourt}}\nRegisternummer: {{registerNumber}}',
  'imprint.vat.title': 'Umsatzsteuer-Identifikationsnummer',
  'imprint.vat.body': 'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {{vatId}}',
  'imprint.chamber.title': 'Zuständige Kammer',
  'imprint.chamber.body': 'Mitglied der {{chamber}}',
  'imprint.responsible.title': 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
  'imprint.responsible.body': '{{managingDirector}}, Anschrift wie oben',
  'imprint.dispute.title': 'Streitbeilegung',
  'imprint.dispute.body':
    'HydroParts richtet sich ausschließlich an Unternehmer. Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
  'imprint.intermediary.title': 'Hinweis zur Vermittlerrolle',
  'imprint.intermediary.body':
    'HydroParts ist ein Marktplatz und ausschließlich Vermittler. Kaufverträge über Ersatzteile kommen direkt zwischen Käufer und Verkäufer zustande; {{companyName}} wird nicht Vertragspartei dieser Kaufverträge.',
  'imprint.liabilityContent.title': 'Haftung für Inhalte',
  'imprint.liabilityContent.body':
    'Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Für Anfragen und Angebote, die Nutzer einstellen, sind die jeweiligen Nutzer verantwortlich. Wir sind nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen. Sobald uns eine konkrete Rechtsverletzung bekannt wird, entfernen wir die betreffenden Inhalte umgehend.',
  'imprint.liabilityLinks.title': 'Haftung für Links',
  'imprint.liabilityLinks.body':
    'Unser Angebot kann Links zu externen Websites Dritter enthalten, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.',
  'imprint.copyright.title': 'Urheberrecht',
  'imprint.copyright.body':
    'Die von uns erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen unserer schriftlichen Zustimmung. Herstellernamen und Marken gehören ihren jeweiligen Inhabern und dienen nur der Bezeichnung der Ersatzteile.',
} as const satisfies Record<string, string>;

export type LegalImprintTextKey = keyof typeof legalImprintDe;
