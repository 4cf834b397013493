import { type Ctx, companyOf } from '#server/ctx.ts';
import type { Db } from '#server/db/client.ts';
import { AppError, isUniqueViolation } from '#server/errors.ts';
import { writeOffer } from '#server/modules/seller-market/offer-step.ts';
import { germanDay } from '#shared/format/german.ts';
import { fromCents, toCents } from '#shared/money/cents.ts';
import { createOfferInputSchema } from '#shared/seller-market/schema.ts';
import {
  AUTO_OFFER_DEFAULTS,
  autoOfferTerms,
  type AutoOfferSkipReason,
  type AutoOfferSettingsInput,
  type AutoOfferSettingsView,
} from '#shared/stock/auto-offer.ts';
import {
  autoOfferFacts,
  clearSkip,
  findSettings,
  insertAutoOffer,
  saveSettings,
  storeSkip,
} from './repository/auto-offers.ts';

/*
 * Automatic offers from stock (issue 31 'Optional per seller', decision 062). A seller who
 * switched them on gets, for each new request that matches its stock (stock.matched, recorded by
 * the stock consumer), one offer submitted in its name through seller-market's own door
 * (writeOffer: the same gates, the one live offer per seller and request, offer.created for the
 * buyer's mail, push and screen) — within its limits, at the line's price, its default payment
 * term, valid for its days but never beyond the request's end.
 */

type SettingsRow = NonNullable<Awaited<ReturnType<typeof findSettings>>>;

function toSettingsView(row: SettingsRow | undefined): AutoOfferSettingsView {
  if (!row) return AUTO_OFFER_DEFAULTS;
  return {
    enabled: row.enabled,
    maxQuantity: row.maxQuantity,
    maxOrderValue: Number(row.maxOrderValue).toFixed(2),
    validityDays: row.validityDays,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function autoOfferSettings({ ctx }: { ctx: Ctx }): Promise<AutoOfferSettingsView> {
  return toSettingsView(await findSettings(ctx.db, companyOf(ctx)));
}

export async function saveAutoOfferSettings({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: AutoOfferSettingsInput;
}): Promise<AutoOfferSettingsView> {
  const row = await saveSettings(ctx.db, companyOf(ctx), {
    enabled: input.enabled,
    maxQuantity: input.maxQuantity,
    maxOrderValue: fromCents(toCents(input.maxOrderValue)),
    validityDays: input.validityDays,
  });
  return toSettingsView(row);
}

/**
 * The stock consumer's reaction to stock.matched: at most one automatic offer per (request,
 * seller), ever. The ledger (auto_offers, primary key request+seller) is checked first and
 * written with the offer in one savepoint; a second run, a second runner or a second match of
 * the pair finds it (or, running at the same moment, fails on the offers' unique index or the
 * ledger's key and leaves nothing behind). Anything refused is no offer, and the reason is stored
 * for the seller's list (decision 069): the seller still sees 'Auf Lager', the prefilled form, and
 * why nothing was submitted. Nothing is stored when the seller already offered or declined.
 */
export async function submitAutoOffer(
  tx: Db,
  e: { requestId: string; sellerId: string },
  now: Date = new Date(),
): Promise<string | null> {
  const decided = await decideAutoOffer(tx, e, now);
  if (typeof decided === 'object' && decided !== null) {
    await storeSkip(tx, e.requestId, e.sellerId, decided.skip);
    return null;
  }
  if (decided !== null) await clearSkip(tx, e.requestId, e.sellerId);
  return decided;
}

async function decideAutoOffer(
  tx: Db,
  e: { requestId: string; sellerId: string },
  now: Date,
): Promise<string | null | { skip: AutoOfferSkipReason }> {
  const f = await autoOfferFacts(tx, e.requestId, e.sellerId);
  if (!f || f.done || f.offered || f.declined) return null;
  if (!f.enabled) return { skip: 'off' };
  if (!f.mayOperate) return { skip: 'seller_gate' };
  if (f.requestStatus !== 'active' || (f.requestExpiresAt !== null && f.requestExpiresAt <= now))
    return { skip: 'request_ended' };
  const terms = autoOfferTerms({
    limits: {
      maxQuantity: f.maxQuantity,
      maxOrderValueCents: toCents(f.maxOrderValue),
      validityDays: f.validityDays,
    },
    requestQuantity: f.requestQuantity,
    stockQuantity: f.stockQuantity,
    pricePerPieceCents: toCents(f.price),
    today: germanDay(now),
    requestEndDay: f.requestExpiresAt === null ? null : germanDay(f.requestExpiresAt),
  });
  if (!terms.ok) return { skip: terms.reason };
  const input = createOfferInputSchema.parse({
    requestId: e.requestId,
    price: terms.totalCents / 100,
    shippingCost: 0,
    deliveryUnit: f.deliveryUnit,
    deliveryAmount:
      f.deliveryUnit === 'stock'
        ? undefined
        : f.deliveryUnit === 'weeks'
          ? f.deliveryDays / 7
          : f.deliveryDays,
    validUntil: terms.validUntil,
    isAlternative: false,
    confirmed: true,
  });
  try {
    return await tx.transaction(async (sp) => {
      const offerId = await writeOffer(sp, e.sellerId, input);
      await insertAutoOffer(sp, e.requestId, e.sellerId, offerId);
      return offerId;
    });
  } catch (err) {
    // A second runner wrote the offer meanwhile: nothing to tell. A gate of the door (no longer
    // visible, no payment term): no automatic offer, and the seller is told so.
    if (isUniqueViolation(err)) return null;
    if (err instanceof AppError) return { skip: 'refused' };
    throw err;
  }
}
