import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { addDays } from '#shared/billing/terms.ts';
import { germanDecimal } from './numbers.ts';

/*
 * Issue 31, decision 062: automatic offers from stock. A seller may let the platform submit an
 * offer for a new request that matches its stock ('Auf Lager'), within limits it sets. Off by
 * default. The settings form and PUT /seller/stock/auto-offer check one schema; the consumer
 * decides each offer with autoOfferTerms() below.
 */

export const AUTO_OFFER_MAX_QUANTITY_INVALID =
  'Bitte geben Sie die Höchstmenge je Angebot als ganze Zahl ab 1 an';
export const AUTO_OFFER_MAX_VALUE_INVALID =
  'Bitte geben Sie einen gültigen Höchstwert je Angebot (netto) größer als 0 an';
export const AUTO_OFFER_VALIDITY_INVALID =
  'Bitte geben Sie die Gültigkeit als ganze Zahl von 1 bis 365 Tagen an';

/** A whole number from a form ('12') or JSON (12); anything else is NaN (then the message). */
function wholeNumber(message: string, min: number, max: number) {
  return z
    .union([z.number(), text()])
    .transform((v) => (typeof v === 'number' ? v : /^\s*\d+\s*$/.test(v) ? Number(v.trim()) : Number.NaN))
    .pipe(z.number(message).int(message).min(min, message).max(max, message));
}

export const autoOfferSettingsInputSchema = z
  .strictObject({
    /** Off by default: nothing is submitted without the seller's own choice. */
    enabled: z.boolean(),
    /** The most pieces one automatic offer may be for (a request for more gets none). */
    maxQuantity: wholeNumber(AUTO_OFFER_MAX_QUANTITY_INVALID, 1, 1_000_000),
    /** The most one automatic offer may be worth, net (price per piece × quantity). */
    maxOrderValue: germanDecimal(AUTO_OFFER_MAX_VALUE_INVALID).pipe(
      z.number().gt(0, AUTO_OFFER_MAX_VALUE_INVALID).lt(10_000_000_000, AUTO_OFFER_MAX_VALUE_INVALID),
    ),
    /** Days the offer is valid; never beyond the request's end. */
    validityDays: wholeNumber(AUTO_OFFER_VALIDITY_INVALID, 1, 365),
  })
  .meta({ examples: [{ enabled: true, maxQuantity: 5, maxOrderValue: '2.500,00', validityDays: 14 }] });
export type AutoOfferSettingsFormValues = z.input<typeof autoOfferSettingsInputSchema>;
export type AutoOfferSettingsInput = z.output<typeof autoOfferSettingsInputSchema>;

export const autoOfferSettingsViewSchema = z.object({
  enabled: z.boolean(),
  maxQuantity: z.number().int(),
  /** Net, e.g. '2500.00'. */
  maxOrderValue: text(),
  validityDays: z.number().int(),
  /** When the seller last saved them; null: never (the defaults are shown, off). */
  updatedAt: text().nullable(),
});
export type AutoOfferSettingsView = z.infer<typeof autoOfferSettingsViewSchema>;

/** What a seller who never saved the settings sees: off, and modest limits to start from. */
export const AUTO_OFFER_DEFAULTS: AutoOfferSettingsView = {
  enabled: false,
  maxQuantity: 10,
  maxOrderValue: '1000.00',
  validityDays: 30,
  updatedAt: null,
};

export type AutoOfferRefusal = 'quantity_over_limit' | 'stock_too_low' | 'value_over_limit';

/**
 * Decision 069: why a stock match got no automatic offer, shown to the seller on the request.
 * The limits' refusals above, and: automatic offers switched off, the seller may not offer now
 * (approval, trial, payment, blocked), the request had ended, the offer's door refused it (no
 * longer visible, no payment term), the match was found by a stock upload (uploads never submit).
 */
export const AUTO_OFFER_SKIP_REASONS = [
  'off',
  'seller_gate',
  'request_ended',
  'quantity_over_limit',
  'stock_too_low',
  'value_over_limit',
  'refused',
  'upload',
] as const;
export type AutoOfferSkipReason = (typeof AUTO_OFFER_SKIP_REASONS)[number];

/**
 * Whether a stock match becomes an automatic offer, and on which terms: the request's quantity
 * within the seller's maximum and covered by the line's pieces, the order value (the line's net
 * price per piece × quantity, in cents) within the seller's maximum; valid for the seller's days
 * from today, but never beyond the day the request ends (its expiry, a German calendar day).
 */
export function autoOfferTerms(input: {
  limits: { maxQuantity: number; maxOrderValueCents: number; validityDays: number };
  requestQuantity: number;
  stockQuantity: number;
  pricePerPieceCents: number;
  today: string;
  requestEndDay: string | null;
}): { ok: true; totalCents: number; validUntil: string } | { ok: false; reason: AutoOfferRefusal } {
  const { limits } = input;
  if (input.requestQuantity > limits.maxQuantity) return { ok: false, reason: 'quantity_over_limit' };
  if (input.stockQuantity < input.requestQuantity) return { ok: false, reason: 'stock_too_low' };
  const totalCents = input.pricePerPieceCents * input.requestQuantity;
  if (totalCents > limits.maxOrderValueCents) return { ok: false, reason: 'value_over_limit' };
  const own = addDays(input.today, limits.validityDays);
  const validUntil = input.requestEndDay !== null && input.requestEndDay < own ? input.requestEndDay : own;
  return { ok: true, totalCents, validUntil: validUntil < input.today ? input.today : validUntil };
}
