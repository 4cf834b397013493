import type { AdminSellerDetailView, AdminSellerView } from '#shared/admin/sellers.ts';
import type { AdminSellerRow } from './repository.ts';
import { ratingSummary } from '#shared/ratings/rules.ts';

export function toAdminSellerView({
  profile: p,
  email,
  registeredAt,
  ratingCount,
  ratingStarsSum,
}: AdminSellerRow): AdminSellerView {
  return {
    id: p.id,
    email,
    companyName: p.companyName,
    contactPerson: p.contactPerson,
    phone: p.phone,
    website: p.website,
    specialization: p.specialization,
    employeeCount: p.employeeCount,
    vatNumber: p.vatNumber,
    approvalStatus: p.approvalStatus,
    paymentStatus: p.paymentStatus,
    activeStatus: p.activeStatus,
    isVerified: p.isVerified,
    approvedAt: p.approvedAt ? p.approvedAt.toISOString() : null,
    trialEndsAt: p.trialEndsAt ? p.trialEndsAt.toISOString() : null,
    registeredAt: registeredAt.toISOString(),
    rating: ratingSummary(ratingCount, ratingStarsSum),
  };
}

export function toAdminSellerDetailView(
  row: AdminSellerRow,
  brands: readonly string[],
): AdminSellerDetailView {
  const p = row.profile;
  return {
    ...toAdminSellerView(row),
    description: p.description,
    taxNumber: p.taxNumber,
    tradeRegisterNumber: p.businessLicense,
    address: { street: p.billingStreet, zip: p.billingZip, city: p.billingCity, country: p.billingCountry },
    brands: [...brands],
  };
}
