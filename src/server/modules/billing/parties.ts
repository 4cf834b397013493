import type { CompanyConfig } from '#server/config.ts';
import type { InvoiceParties } from '#shared/billing/invoices.ts';
import { countryCodeOf } from '#shared/legal/vat-rule.ts';

/*
 * The parties of an invoice as they are when it is issued (stored with it, decision 051): the
 * operator from COMPANY_* (its one-line address split into street, postcode and city), the
 * seller from its billing address.
 */

/** 'Musterstraße 12, 70173 Stuttgart, Deutschland' (or lines): street, postcode, city, country. */
export function splitAddress(address: string | null): {
  street: string;
  zip: string;
  city: string;
  countryCode: string;
} {
  const lines = (address ?? '')
    .split(/\n|,/)
    .map((l) => l.trim())
    .filter(Boolean);
  const cityIndex = lines.findIndex((l) => /^\d{4,5}\s+\S/.test(l));
  const cityLine = cityIndex >= 0 ? lines[cityIndex]! : '';
  const [, zip = '', city = ''] = /^(\d{4,5})\s+(.+)$/.exec(cityLine) ?? [];
  const street = lines.slice(0, cityIndex > 0 ? cityIndex : 1).join(', ');
  const country = cityIndex >= 0 ? lines[cityIndex + 1] : undefined;
  return { street, zip, city, countryCode: countryCodeOf(country) ?? 'DE' };
}

export function operatorParty(c: CompanyConfig): InvoiceParties['operator'] {
  return {
    name: c.name ?? 'HydroParts',
    ...splitAddress(c.address),
    vatId: c.vatId,
    email: c.email,
    managingDirector: c.managingDirector,
    registerCourt: c.registerCourt,
    registerNumber: c.registerNumber,
    phone: c.phone,
    iban: c.iban,
    bic: c.bic,
  };
}

export interface SellerBilling {
  id: string;
  companyName: string;
  contactPerson: string;
  vatNumber: string;
  billingStreet: string | null;
  billingZip: string | null;
  billingCity: string | null;
  billingCountry: string | null;
  email: string;
}

export function customerParty(s: SellerBilling): InvoiceParties['customer'] {
  return {
    sellerId: s.id,
    name: s.companyName,
    contactPerson: s.contactPerson,
    street: s.billingStreet ?? '',
    zip: s.billingZip ?? '',
    city: s.billingCity ?? '',
    countryCode: countryCodeOf(s.billingCountry) ?? 'DE',
    vatId: s.vatNumber.trim() || null,
    email: s.email,
  };
}

/**
 * What an invoice needs of the operator and COMPANY_* does not give (§ 14 Abs. 4 UStG: name,
 * address, VAT id; the account to pay to). Without it the job issues no invoice.
 */
export function missingOperatorDetails(c: CompanyConfig): string[] {
  const address = splitAddress(c.address);
  return [
    !c.name && 'COMPANY_NAME',
    (!address.street || !address.zip || !address.city) && 'COMPANY_ADDRESS',
    !c.vatId && 'COMPANY_VAT_ID',
    !c.iban && 'COMPANY_IBAN',
  ].filter((v): v is string => Boolean(v));
}
