import { toVatCheckView } from '#shared/legal/vat-id.ts';
import type { SellerProfileView } from '#shared/sellers/schema.ts';
import type { findSellerProfile } from './repository.ts';
import { DEFAULT_COUNTRY } from '#shared/constants.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findSellerProfile>>>;

export function toSellerProfileView({ profile: p, email, brandIds, paymentTermIds }: Row): SellerProfileView {
  const hasShipping = Boolean(p.shippingStreet || p.shippingCity || p.shippingZip);
  return {
    id: p.id,
    email,
    companyName: p.companyName,
    contactPerson: p.contactPerson,
    phone: p.phone,
    website: p.website,
    specialization: p.specialization,
    employeeCount: p.employeeCount,
    description: p.description,
    vatNumber: p.vatNumber,
    vatCheck: toVatCheckView(p.vatCheckStatus, p.vatCheckedAt),
    taxNumber: p.taxNumber,
    businessLicense: p.businessLicense,
    billingAddress: {
      street: p.billingStreet ?? '',
      zip: p.billingZip ?? '',
      city: p.billingCity ?? '',
      country: p.billingCountry ?? DEFAULT_COUNTRY,
    },
    shippingAddress: hasShipping
      ? {
          street: p.shippingStreet ?? '',
          zip: p.shippingZip ?? '',
          city: p.shippingCity ?? '',
          country: p.shippingCountry ?? DEFAULT_COUNTRY,
        }
      : null,
    approvalStatus: p.approvalStatus,
    paymentStatus: p.paymentStatus,
    activeStatus: p.activeStatus,
    isVerified: p.isVerified,
    trialEndsAt: p.trialEndsAt ? p.trialEndsAt.toISOString() : null,
    brandIds,
    paymentTermIds,
  };
}
