import { toVatCheckView } from '#shared/legal/vat-id.ts';
import type { BuyerProfileView } from '#shared/buyers/schema.ts';
import type { findBuyerProfile } from './repository.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findBuyerProfile>>>;

export function toBuyerProfileView({ profile: p, email }: Row): BuyerProfileView {
  return {
    id: p.id,
    email,
    firstName: p.firstName,
    lastName: p.lastName,
    company: p.company,
    phone: p.phone,
    position: p.position,
    department: p.department,
    taxNumber: p.taxNumber,
    vatNumber: p.vatNumber,
    vatCheck: toVatCheckView(p.vatCheckStatus, p.vatCheckedAt),
    billingAddress: p.billingAddress,
    shippingAddress: p.shippingAddress ?? null,
    description: p.description,
  };
}
