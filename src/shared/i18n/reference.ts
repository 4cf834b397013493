import type { UiLanguage } from '#shared/constants.ts';
import { referenceDe, type ReferenceTextKey } from './features/reference.de.ts';
import { referenceEn } from './features/reference.en.ts';
import { referenceEs } from './features/reference.es.ts';
import { referenceFr } from './features/reference.fr.ts';
import { referenceIt } from './features/reference.it.ts';
import { INTL_LOCALES } from './languages.ts';
import { orderStatusKey } from '#shared/orders/status.ts';
import { deliveryAmount, type Delivery, type OfferCondition } from '#shared/offers/delivery.ts';

/**
 * Reference data the database stores in German, shown in the reader's language (issue 17):
 * payment terms (name and description), delivery times, conditions, warranties, order statuses
 * and countries.
 *
 * Mechanism: every seeded German value has an i18n key (features/reference.<lang>.ts); a stored
 * value is looked up by its German text, so rows need no extra column and existing databases
 * follow at once. A value an admin added or renamed has no key and is shown as stored — in every
 * language, exactly as the admin wrote it. Country names come from the ISO code through
 * Intl.DisplayNames (German keeps the stored name, which admins may have edited).
 */
const TEXTS: Record<UiLanguage, Record<ReferenceTextKey, string>> = {
  de: referenceDe,
  en: referenceEn,
  fr: referenceFr,
  es: referenceEs,
  it: referenceIt,
};

const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');

const KEY_OF_GERMAN = new Map<string, ReferenceTextKey>(
  (Object.entries(referenceDe) as [ReferenceTextKey, string][])
    .filter(([key]) => key.startsWith('reference.paymentTerm.'))
    .map(([key, text]) => [normalise(text), key]),
);

function fill(text: string, value: string): string {
  return text.replace('{{value}}', value);
}

/** A stored German value (e.g. a payment term's name or description) in `language`; unknown ones unchanged. */
export function storedText(value: string | null | undefined, language: UiLanguage): string {
  if (!value) return '';
  const key = KEY_OF_GERMAN.get(normalise(value));
  return key ? TEXTS[language][key] : value;
}

export function paymentTermText(
  term: { name: string; description?: string | null },
  language: UiLanguage,
): { name: string; description: string } {
  return { name: storedText(term.name, language), description: storedText(term.description, language) };
}

/** A delivery time as shown ('ab Lager', '3 Tage', '2 Wochen'); null: an old offer's unread text. */
export function deliveryText(d: Delivery | null, language: UiLanguage): string {
  const texts = TEXTS[language];
  if (!d) return texts['reference.delivery.unknown'];
  if (d.unit === 'stock') return texts['reference.delivery.stock'];
  const n = deliveryAmount(d);
  const key = d.unit === 'weeks' ? 'week' : 'day';
  return fill(texts[`reference.delivery.${key}${n === 1 ? '' : 's'}`], String(n));
}

export function conditionText(condition: OfferCondition | null, language: UiLanguage): string {
  return condition ? TEXTS[language][`reference.condition.${condition}`] : '';
}

export function warrantyText(months: number | null, language: UiLanguage): string {
  if (months === null) return '';
  const texts = TEXTS[language];
  if (months === 0) return texts['reference.warranty.none'];
  return fill(texts[months === 1 ? 'reference.warranty.month' : 'reference.warranty.months'], String(months));
}

/** A stored order status (any of its spellings, spec 2 §4) as shown to the reader. */
export function orderStatusText(status: string | null | undefined, language: UiLanguage): string {
  return TEXTS[language][`reference.orderStatus.${orderStatusKey(status)}`];
}

const regionNames = new Map<UiLanguage, Intl.DisplayNames>();

/** A country by ISO code in the reader's language; German shows the stored (admin-maintained) name. */
export function countryName(code: string, storedName: string, language: UiLanguage): string {
  if (language === 'de' || !/^[A-Z]{2}$/.test(code)) return storedName;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([INTL_LOCALES[language]], { type: 'region', fallback: 'none' });
    regionNames.set(language, names);
  }
  return names.of(code) ?? storedName;
}

/** The ISO code of a country stored by its German name ('Deutschland' → 'DE'); undefined if unknown. */
export function countryCodeOfGermanName(name: string | null | undefined): string | undefined {
  return name ? codeOfGerman(name) : undefined;
}

let codeOfGermanName: Map<string, string> | null = null;

/** ISO code of a German country name ('Deutschland' → 'DE'), from Intl's own German names. */
function codeOfGerman(name: string): string | undefined {
  if (!codeOfGermanName) {
    const german = new Intl.DisplayNames(['de-DE'], { type: 'region', fallback: 'none' });
    codeOfGermanName = new Map();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters)
      for (const b of letters) {
        const text = german.of(a + b);
        if (text) codeOfGermanName.set(normalise(text), a + b);
      }
  }
  return codeOfGermanName.get(normalise(name));
}

/** An address's country, stored as its German name (spec 1 §3), in the reader's language. */
export function storedCountryName(storedName: string | null | undefined, language: UiLanguage): string {
  if (!storedName) return '';
  const code = language === 'de' ? undefined : codeOfGerman(storedName);
  return code ? countryName(code, storedName, language) : storedName;
}

/** A request's urgency (stored code niedrig | normal | hoch | dringend) in the reader's language. */
export function urgencyText(urgency: string, language: UiLanguage): string {
  const key = `reference.urgency.${urgency}`;
  return key in referenceDe ? TEXTS[language][key as ReferenceTextKey] : urgency;
}

/** An offer's status (ausstehend | angenommen | abgelehnt) in the reader's language. */
export function offerStatusText(status: string, language: UiLanguage): string {
  const key = `reference.offerStatus.${status}`;
  return key in referenceDe ? TEXTS[language][key as ReferenceTextKey] : status;
}
