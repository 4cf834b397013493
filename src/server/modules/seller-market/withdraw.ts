import { type Ctx, companyOf } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import { recordEvent } from '#server/events/record.ts';
import { OFFER_NOT_WITHDRAWABLE } from '#shared/offers/rules.ts';
import type { SellerOfferView } from '#shared/seller-market/schema.ts';
import { lockOwnOffer, markWithdrawn } from './repository/withdraw.ts';
import { MSG_OFFER_NOT_FOUND, sellerOfferView } from './service.ts';

/**
 * 'Angebot zurückziehen' (issue 30, decision 054): a seller takes back its pending offer before
 * the buyer accepts one, e.g. after a new answer to a question, and may then offer again (the one
 * offer per seller and request counts only offers not withdrawn). The withdrawn offer leaves the
 * buyer's list and counts; the buyer's open screen hears of it (offer.withdrawn, live only).
 */
export async function withdrawOffer({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { offerId: string };
}): Promise<SellerOfferView> {
  const sellerId = companyOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const offer = await lockOwnOffer(tx, sellerId, input.offerId);
    if (!offer) throw new AppError('NOT_FOUND', MSG_OFFER_NOT_FOUND);
    if (offer.ordered || offer.status !== 'ausstehend')
      throw new AppError('CONFLICT', OFFER_NOT_WITHDRAWABLE);
    await markWithdrawn(tx, input.offerId);
    await recordEvent(
      tx,
      {
        type: 'offer.withdrawn',
        offerId: input.offerId,
        requestId: offer.requestId,
        sellerId,
        buyerId: offer.buyerId,
      },
      sellerId,
    );
  });
  ctx.deps.jobs.nudge();
  return sellerOfferView(ctx.db, { sellerId, offerId: input.offerId });
}
