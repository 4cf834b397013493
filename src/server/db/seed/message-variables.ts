import type { TemplateVariable } from '#server/db/schema/messaging.ts';
import type { RecipientType } from '#shared/constants.ts';
import type { SeedLanguage } from './mail-layout.ts';

type Described = Record<SeedLanguage, string>;

/** What each placeholder means, shown to admins next to the template (spec 2 §3, §5). */
const CATALOG: Record<string, Described> = {
  site_url: {
    de: 'Basisadresse der Plattform, z. B. https://www.hydroparts.de',
    en: 'Base address of the platform, e.g. https://www.hydroparts.de',
  },
  company_name: { de: 'Firmenname des Empfängers', en: "Recipient's company name" },
  contact_person: { de: 'Ansprechpartner des Empfängers', en: "Recipient's contact person" },
  name: { de: 'Vollständiger Name des Empfängers', en: "Recipient's full name" },
  trial_end_date: {
    de: 'Ende der kostenlosen Testphase (TT.MM.JJJJ)',
    en: 'End of the free trial (DD.MM.YYYY)',
  },
  order_number: { de: 'Bestellnummer, z. B. SS1234567890-123', en: 'Order number, e.g. SS1234567890-123' },
  order_date: { de: 'Bestelldatum (TT.MM.JJJJ)', en: 'Order date (DD.MM.YYYY)' },
  manufacturer: { de: 'Hersteller des Teils', en: 'Manufacturer of the part' },
  part_number: { de: 'Teilenummer', en: 'Part number' },
  quantity: { de: 'Bestellte bzw. angefragte Menge', en: 'Ordered or requested quantity' },
  total_amount: {
    de: 'Gesamtbetrag brutto inkl. 19 % MwSt., formatiert (z. B. 1.527,96 €)',
    en: 'Gross total incl. 19% VAT, formatted (e.g. 1.527,96 €)',
  },
  delivery_time: {
    de: 'Lieferzeit mit Einheit, z. B. „ab Lager“, „3 Tage“ oder „2 Wochen“',
    en: 'Delivery time with its unit, e.g. "ab Lager", "3 Tage" or "2 Wochen"',
  },
  payment_terms: { de: 'Vereinbarte Zahlungsbedingung', en: 'Agreed payment terms' },
  payment_due_date: { de: 'Zahlungsziel (TT.MM.JJJJ)', en: 'Payment due date (DD.MM.YYYY)' },
  payment_method: {
    de: 'Zahlungsart nach der Zahlungsbedingung: „Vorkasse“ oder „Kauf auf Rechnung“',
    en: 'Payment method following the term: "Vorkasse" or "Kauf auf Rechnung"',
  },
  valid_until: { de: 'Angebot gültig bis (TT.MM.JJJJ)', en: 'Offer valid until (DD.MM.YYYY)' },
  internal_reference: {
    de: 'Bestellreferenz des Käufers (optional)',
    en: "Buyer's purchase-order reference (optional)",
  },
  seller_company: { de: 'Firma des Verkäufers', en: "Seller's company" },
  seller_contact_person: { de: 'Ansprechpartner des Verkäufers', en: "Seller's contact person" },
  seller_email: { de: 'E-Mail-Adresse des Verkäufers', en: "Seller's e-mail address" },
  seller_phone: { de: 'Telefonnummer des Verkäufers', en: "Seller's phone number" },
  seller_address: { de: 'Anschrift des Verkäufers', en: "Seller's address" },
  buyer_company: { de: 'Firma des Käufers', en: "Buyer's company" },
  buyer_name: { de: 'Name des Käufers', en: "Buyer's name" },
  buyer_email: { de: 'E-Mail-Adresse des Käufers', en: "Buyer's e-mail address" },
  buyer_phone: { de: 'Telefonnummer des Käufers', en: "Buyer's phone number" },
  billing_address: { de: 'Rechnungsadresse des Käufers', en: "Buyer's billing address" },
  shipping_address: { de: 'Lieferadresse des Käufers', en: "Buyer's shipping address" },
  special_instructions: {
    de: 'Besondere Hinweise des Käufers zur Bestellung',
    en: "Buyer's special instructions",
  },
  amount: {
    de: 'Offener Betrag, formatiert (z. B. 59,44 €)',
    en: 'Outstanding amount, formatted (e.g. 59,44 €)',
  },
  due_date: { de: 'Fälligkeitsdatum (TT.MM.JJJJ)', en: 'Due date (DD.MM.YYYY)' },
  invoice_number: { de: 'Rechnungsnummer der Mitgliedsgebühr', en: 'Invoice number of the membership fee' },
  reset_url: { de: 'Link zum Festlegen eines neuen Passworts', en: 'Link for setting a new password' },
  verification_url: {
    de: 'Link zur Bestätigung der E-Mail-Adresse',
    en: 'Link for confirming the e-mail address',
  },
  urgency: { de: 'Dringlichkeit der Anfrage', en: 'Urgency of the request' },
  dashboard_url: { de: 'Link zum Dashboard des Empfängers', en: "Link to the recipient's dashboard" },
  login_url: { de: 'Link zur Anmeldeseite des Kontos', en: "Link to the account's login page" },
  forgot_url: { de: 'Link zum Zurücksetzen des Passworts', en: 'Link for resetting the password' },
  offer_count: { de: 'Anzahl der Angebote zur Anfrage', en: 'Number of offers for the request' },
  seller_order_number: { de: 'Eigene Bestellnummer des Verkäufers', en: "Seller's own order number" },
  expected_ship_date: {
    de: 'Voraussichtliches Versanddatum (TT.MM.JJJJ)',
    en: 'Expected shipping date (DD.MM.YYYY)',
  },
  carrier: { de: 'Versanddienstleister', en: 'Carrier' },
  tracking_number: { de: 'Sendungsnummer', en: 'Tracking number' },
  shipped_date: { de: 'Versanddatum (TT.MM.JJJJ)', en: 'Shipping date (DD.MM.YYYY)' },
  delivered_date: {
    de: 'Datum der Empfangsbestätigung (TT.MM.JJJJ)',
    en: 'Date receipt was confirmed (DD.MM.YYYY)',
  },
  cancelled_by: { de: 'Firma, die storniert hat', en: 'Company that cancelled' },
  cancel_reason: { de: 'Angegebener Grund', en: 'Reason given' },
  offer_rank: {
    de: 'Platz des Angebots nach Gesamtpreis, z. B. „Platz 2 von 4 Angeboten“ (Entscheidung 058)',
    en: 'Rank of the offer by total, e.g. "Platz 2 von 4 Angeboten" (decision 058)',
  },
  price_gap: {
    de: 'Abstand des Gesamtpreises zum ausgewählten bzw. günstigsten Angebot in Prozent, bei zwei Angeboten als Spanne',
    en: 'Gap of the total to the chosen or lowest offer in percent, a band when only two offered',
  },
  request_status: { de: 'Neuer Status der Anfrage (Geschlossen oder Storniert)', en: 'New request status' },
  expiry_date: { de: 'Ablaufdatum der Anfrage (TT.MM.JJJJ)', en: 'Expiry date of the request (DD.MM.YYYY)' },
  email: { de: 'E-Mail-Adresse des Absenders', en: "Sender's e-mail address" },
  company: { de: 'Unternehmen des Absenders (optional)', en: "Sender's company (optional)" },
  subject: { de: 'Betreff der Nachricht', en: 'Subject of the message' },
  message: { de: 'Text der Nachricht', en: 'Text of the message' },
};

/** Overrides where a name means something else in one template. */
const SENDER_NAME: Described = { de: 'Name des Absenders', en: "Sender's name" };

export interface VariableUse {
  name: string;
  required: boolean;
  /** Description for this template only. */
  described?: Described;
}

export const req = (name: string, described?: Described): VariableUse => ({
  name,
  required: true,
  described,
});
export const opt = (name: string, described?: Described): VariableUse => ({
  name,
  required: false,
  described,
});
export const senderName = (): VariableUse => req('name', SENDER_NAME);

/** Spec 2 §5: site_url is always available and optional. */
export function templateVariables(uses: readonly VariableUse[], lang: SeedLanguage): TemplateVariable[] {
  const all = uses.some((u) => u.name === 'site_url') ? uses : [...uses, opt('site_url')];
  return all.map((u) => {
    const described = u.described ?? CATALOG[u.name];
    if (!described) throw new Error(`Seed: keine Beschreibung für Variable ${u.name}`);
    return { name: u.name, description: described[lang], required: u.required };
  });
}

export interface LocalizedMail {
  /** E-mail subject; may contain placeholders. */
  title: string;
  /** HTML body with {{placeholders}}. */
  content: string;
}

export interface MessageTemplateDefinition {
  type: string;
  recipientTypes: readonly RecipientType[];
  variables: readonly VariableUse[];
  de: LocalizedMail;
  en: LocalizedMail;
}
