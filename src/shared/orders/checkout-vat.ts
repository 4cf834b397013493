import { countryCodeOf, decideVat, type VatDecision } from '#shared/legal/vat-rule.ts';
import { orderTotals, type OrderTotals } from './pricing.ts';
import type { CheckoutView } from './schema.ts';

/**
 * The order page's VAT for the delivery country the buyer has entered (issue 32): the same rule
 * the order is placed with (decideVat), with the seller's country and the country for which the
 * buyer's VAT id is confirmed, as the checkout view gives them.
 */
export function checkoutVat(
  c: Pick<CheckoutView, 'price' | 'shippingCost' | 'quantity' | 'vat'>,
  deliveryCountry: string | null | undefined,
): VatDecision & OrderTotals {
  const code = countryCodeOf(deliveryCountry ?? undefined);
  const decision = decideVat({
    sellerCountry: c.vat.sellerCountry,
    buyerCountry: deliveryCountry,
    buyerVatIdValid: code !== undefined && c.vat.confirmedFor === code,
  });
  return { ...decision, ...orderTotals(c.price, c.shippingCost, c.quantity, decision.ratePercent) };
}
