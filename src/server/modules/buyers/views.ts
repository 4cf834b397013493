import { toVatCheckView } from '#shared/legal/vat-id.ts';
import type { BuyerProfileView } from '#shared/buyers/schema.ts';
import type { BuyerChartMonth } from '#shared/charts/schema.ts';
import type { buyerChartMonths, findBuyerProfile } from './repository.ts';

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

type ChartRow = Awaited<ReturnType<typeof buyerChartMonths>>[number];

/** One month of the buyer's charts; offers per request only where there were requests. */
export function toBuyerChartMonth(r: ChartRow): BuyerChartMonth {
  return {
    month: r.month,
    orders: r.orders,
    spendCents: r.spendCents,
    savingsCents: r.savingsCents,
    requests: r.requests,
    offers: r.offers,
    offersPerRequest: r.requests > 0 ? r.offers / r.requests : null,
  };
}
