import i18next from 'i18next';
import { termNameStatesDays } from '#shared/catalog/payment-terms.ts';
import { OFFER_STATUSES, type OfferStatus } from '#shared/constants.ts';
import { findLanguage, INTL_LOCALES } from '#shared/i18n/languages.ts';
import { orderStatusKey } from '#shared/orders/status.ts';

/**
 * Reference data in the reader's language. Payment terms and countries are database rows with
 * German names; the known ones are translated on display, anything an admin added stays as named.
 */
const KNOWN_TERMS = {
  Vorkasse: 'terms.prepayment',
  'Kauf auf Rechnung (30 Tage)': 'terms.invoice30',
  '14 Tage 2 % Skonto': 'terms.discount14',
  '60 Tage netto': 'terms.net60',
} as const;

export function paymentTermName(name: string): string {
  const key = (KNOWN_TERMS as Record<string, (typeof KNOWN_TERMS)[keyof typeof KNOWN_TERMS]>)[name];
  return key ? i18next.t(key) : name;
}

/** 'Kauf auf Rechnung (30 Tage)' as it is; 'Kauf auf Rechnung' with 30 days gets '(30 Tage)'. */
export function paymentTermLabel(term: { name: string; days: number }): string {
  const name = paymentTermName(term.name);
  if (termNameStatesDays(term.name, term.days)) return name;
  return `${name} (${i18next.t(term.days === 1 ? 'terms.day' : 'terms.days', { count: term.days })})`;
}

function locale(): string {
  return INTL_LOCALES[findLanguage(i18next.language ?? '').code];
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
  return i18next.t(`orderStatus.${orderStatusKey(status)}`);
}

const OFFER_STATUS_SET = new Set<string>(OFFER_STATUSES);

/** An offer's status in the reader's language; an unknown stored value is shown as it is. */
export function offerStatusLabel(status: string): string {
  return OFFER_STATUS_SET.has(status) ? i18next.t(`offerStatus.${status as OfferStatus}`) : status;
}
