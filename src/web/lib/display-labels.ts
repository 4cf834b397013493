import i18next from 'i18next';
import { termNameStatesDays } from '#shared/catalog/payment-terms.ts';
import { findLanguage, INTL_LOCALES } from '#shared/i18n/languages.ts';
import {
  conditionText,
  deliveryText,
  offerStatusText,
  orderStatusText,
  storedText,
  warrantyText,
} from '#shared/i18n/reference.ts';
import { deliveryOf, type OfferCondition } from '#shared/offers/delivery.ts';
import type { DeliveryView } from '#shared/offers/delivery-schema.ts';

/**
 * Reference data in the reader's language, for components outside a hook. Payment terms and
 * statuses are translated by the one mechanism of src/shared/i18n/reference.ts (server and web
 * alike); anything an admin added stays as named.
 */
function language() {
  return findLanguage(i18next.language ?? '').code;
}

/** 'ab Lager', '3 Tage', '2 Wochen' in the reader's language (decision 043). */
export function deliveryLabel(d: DeliveryView): string {
  return deliveryText(deliveryOf({ deliveryDays: d.days, deliveryUnit: d.unit }), language());
}

export function conditionLabel(condition: OfferCondition | null): string {
  return conditionText(condition, language());
}

export function warrantyLabel(months: number | null): string {
  return warrantyText(months, language());
}

export function paymentTermName(name: string): string {
  return storedText(name, language());
}

/** 'Kauf auf Rechnung (30 Tage)' as it is; 'Kauf auf Rechnung' with 30 days gets '(30 Tage)'. */
export function paymentTermLabel(term: { name: string; days: number }): string {
  const name = paymentTermName(term.name);
  if (termNameStatesDays(term.name, term.days)) return name;
  return `${name} (${i18next.t(term.days === 1 ? 'terms.day' : 'terms.days', { count: term.days })})`;
}

/**
 * The payment of an order on one line (issue 34: 'Kauf auf Rechnung' shown twice): the method,
 * then the term — unless the term's name already begins with the method ('Kauf auf Rechnung
 * (30 Tage)'), when the term says both.
 */
export function paymentLine(method: string, term: { name: string; days: number } | null): string {
  if (!term) return method;
  const label = paymentTermLabel(term);
  return label.toLocaleLowerCase().startsWith(method.toLocaleLowerCase()) ? label : `${method} · ${label}`;
}

function locale(): string {
  return INTL_LOCALES[language()];
}

let codesByGermanName: Map<string, string> | null = null;

/** ISO code of a German country name ('Deutschland' → 'DE'), from the browser's own tables. */
function codeOf(germanName: string): string | undefined {
  if (!codesByGermanName) {
    codesByGermanName = new Map();
    const names = new Intl.DisplayNames(['de'], { type: 'region', fallback: 'none' });
    const A = 'A'.charCodeAt(0);
    for (let i = 0; i < 26 * 26; i++) {
      const code = String.fromCharCode(A + Math.floor(i / 26), A + (i % 26));
      const name = names.of(code);
      if (name && name !== code) codesByGermanName.set(name.toLocaleLowerCase('de'), code);
    }
  }
  return codesByGermanName.get(germanName.trim().toLocaleLowerCase('de'));
}

/** A country (German name as stored, or ISO code) in the reader's language. */
export function countryName(value: string): string {
  const code = /^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : codeOf(value);
  if (!code) return value;
  try {
    return new Intl.DisplayNames([locale()], { type: 'region', fallback: 'none' }).of(code) ?? value;
  } catch {
    return value;
  }
}

/** An order's status badge in the reader's language (stored statuses of every generation). */
export function orderStatusLabel(status: string | null | undefined): string {
  return orderStatusText(status, language());
}

/** An offer's status in the reader's language; an unknown stored value is shown as it is. */
export function offerStatusLabel(status: string): string {
  return offerStatusText(status, language());
}
