import type { AdminBrandView, AdminCountryView, AdminPaymentTermView } from '#shared/admin/catalog.ts';
import type { BrandRow, CountryRow, PaymentTermRow } from './repository.ts';

export const toCountryView = (c: CountryRow): AdminCountryView => ({
  id: c.id,
  name: c.name,
  code: c.code,
  isActive: c.isActive,
  createdAt: c.createdAt.toISOString(),
});

export const toPaymentTermView = (p: PaymentTermRow): AdminPaymentTermView => ({
  id: p.id,
  name: p.name,
  description: p.description,
  days: p.days,
  skontoPercent: p.skontoPercent,
  skontoDays: p.skontoDays,
  isActive: p.isActive,
  updatedAt: p.updatedAt.toISOString(),
});

export const toBrandView = (b: BrandRow, sellerCompanies: string[] = []): AdminBrandView => ({
  id: b.id,
  name: b.name,
  description: b.description,
  isActive: b.isActive,
  createdAt: b.createdAt.toISOString(),
  sellerCount: sellerCompanies.length,
  sellerCompanies,
});
