import { fromCents, toCents } from '#shared/money/cents.ts';
import { VAT_RATE_PERCENT } from '#shared/constants.ts';
import { vatCentsAt } from '#shared/legal/vat-rule.ts';

export interface OrderTotals {
  unitPrice: string;
  net: string;
  taxAmount: string;
  gross: string;
}

/**
 * Spec 1 §9: VAT on price plus shipping; gross = net + VAT; unit price = price / quantity.
 * `price` is the total for the whole quantity. `vatPercent`: the order's rate as decideVat
 * decided it (issue 32); 19 % in Germany.
 */
export function orderTotals(
  price: string | number,
  shippingCost: string | number,
  quantity: number,
  vatPercent: number = VAT_RATE_PERCENT,
): OrderTotals {
  const netCents = offerTotalCents(price, shippingCost);
  const taxCents = vatCentsAt(netCents, vatPercent);
  return {
    unitPrice: fromCents(Math.round(toCents(price) / Math.max(1, quantity))),
    net: fromCents(netCents),
    taxAmount: fromCents(taxCents),
    gross: fromCents(netCents + taxCents),
  };
}

/** An offer's net total, which is also its ranking key (spec 1 §5, §9): price plus shipping. */
export function offerTotalCents(price: string | number, shippingCost: string | number): number {
  return toCents(price) + toCents(shippingCost);
}
