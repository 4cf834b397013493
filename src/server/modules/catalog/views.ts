import type { BrandView, CountryView, PaymentTermView } from '#shared/catalog/schema.ts';
import type { listActiveBrands, listActiveCountries, listActivePaymentTerms } from './repository.ts';

type Row<F extends (...args: never[]) => PromiseLike<readonly unknown[]>> = Awaited<ReturnType<F>>[number];

export const toCountryView = (c: Row<typeof listActiveCountries>): CountryView => ({
  id: c.id,
  code: c.code,
  name: c.name,
});

export const toBrandView = (b: Row<typeof listActiveBrands>): BrandView => ({
  id: b.id,
  name: b.name,
  description: b.description,
});

export const toPaymentTermView = (t: Row<typeof listActivePaymentTerms>): PaymentTermView => ({
  id: t.id,
  name: t.name,
  description: t.description,
  days: t.days,
  skontoPercent: t.skontoPercent,
  skontoDays: t.skontoDays,
});
