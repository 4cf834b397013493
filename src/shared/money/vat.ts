import { VAT_RATE_PERCENT } from '#shared/constants.ts';

/** Spec 1 §9: VAT is 19 % of the net amount, rounded to the cent. */
export function vatCents(netCents: number): number {
  return Math.round((netCents * VAT_RATE_PERCENT) / 100);
}

/** Net plus VAT: what an order or the seller fee costs gross. */
export function grossCents(netCents: number): number {
  return netCents + vatCents(netCents);
}
