import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { offers, orders, requests } from '#server/db/schema/marketplace.ts';
import { paymentTerms } from '#server/db/schema/catalog.ts';
import { sellerPaymentTerms } from '#server/db/schema/parties.ts';

/*
 * SQL twin of the order's rules (decision 035), for the statement that places an order in one
 * round trip (orders/repository/at-once.ts). The authority is checkedOrder in
 * orders/service.ts with the rules of src/shared it calls; each condition below names the one it
 * mirrors. orders/placement-rules.test.ts runs the spec's table of cases and generated ones
 * through both, on PGlite and PostgreSQL.
 */

/** The offer (o), its request (r) and the chosen payment term (t) in the statement. */
export const orderable = {
  offer: alias(offers, 'o'),
  request: alias(requests, 'r'),
  term: alias(paymentTerms, 't'),
};
const { offer: o, request: r, term: t } = orderable;

/**
 * May the orderer order the offer with the chosen term? `today`: the calendar day in Germany
 * the order is placed on (germanDay).
 */
export function mayBeOrderedSql(ordererId: SQL, today: SQL): SQL {
  const own = sellerPaymentTerms;
  return sql`(
    -- mayOrder: the orderer's own request, not the orderer's own offer
    ${r.buyerId} = ${ordererId} and ${o.sellerId} <> ${ordererId}
    -- checkedOrder: not ordered yet, the request active, the offer pending and not expired
    -- (isOfferExpired: valid through its whole day in Germany)
    and not exists (select 1 from ${orders} where ${orders.requestId} = ${r.id})
    and ${r.status} = 'active' and ${o.status} = 'ausstehend' and ${o.validUntil} >= ${today}
    -- termsForOffer, orderableTerms: an active term that is the offer's own or one its seller
    -- accepts; only when there is neither, any active term
    and ${t.isActive} and (
      ${t.id} = ${o.paymentTermsId}
      or exists (select 1 from ${own} where ${own.sellerId} = ${o.sellerId} and ${own.paymentTermId} = ${t.id})
      or (not exists (select 1 from ${paymentTerms} where ${paymentTerms.id} = ${o.paymentTermsId} and ${paymentTerms.isActive})
        and not exists (select 1 from ${own} inner join ${paymentTerms} on ${paymentTerms.id} = ${own.paymentTermId}
          where ${own.sellerId} = ${o.sellerId} and ${paymentTerms.isActive}))))`;
}

/** The order's columns that follow from the offer and the chosen term. */
type Derived = Pick<
  Record<keyof typeof orders.$inferInsert, SQL>,
  | 'requestId'
  | 'sellerId'
  | 'totalAmount'
  | 'taxAmount'
  | 'paymentMethod'
  | 'paymentDueDate'
  | 'vatPercent'
  | 'vatTreatment'
  | 'vatNote'
>;

/** The order's VAT as decideVat decided it (issue 32): rate in percent, case, legal note. */
export interface VatSql {
  percent: SQL;
  treatment: SQL;
  note: SQL;
}

/**
 * orderTotals (net = price + shipping in cents, VAT of it rounded to the cent, gross = net +
 * VAT), paymentMethodOf (a term of 0 days is prepayment) and paymentDueDate (the German order
 * day plus the term's days). `vat`: the order's VAT (decideVat, chosen by the statement).
 */
export function derivedOrderSql(today: SQL, vat: VatSql): Derived {
  const netCents = sql`(${o.price} * 100 + ${o.shippingCost} * 100)`;
  const taxCents = sql`round(${netCents} * ${vat.percent} / 100)`;
  return {
    requestId: sql`${o.requestId}`,
    sellerId: sql`${o.sellerId}`,
    totalAmount: sql`(${netCents} + ${taxCents}) / 100`,
    taxAmount: sql`${taxCents} / 100`,
    paymentMethod: sql`case when ${t.days} = 0 then 'vorkasse' else 'rechnung' end`,
    paymentDueDate: sql`${today} + ${t.days}`,
    vatPercent: vat.percent,
    vatTreatment: vat.treatment,
    vatNote: vat.note,
  };
}
