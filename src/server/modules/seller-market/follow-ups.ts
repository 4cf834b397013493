import type { FollowUp } from '#server/modules/jobs/follow-ups.ts';
import { notifyNewOffer } from '#server/modules/notifications/service.ts';
import * as events from '#server/modules/webhooks/events.ts';

/** What a new offer sets off (decision 032): the buyer's mail (the count only) and open screen. */
export const offerCreated: FollowUp = {
  type: 'offer.created',
  async run(tx, offerId, siteUrl) {
    const request = await notifyNewOffer(tx, siteUrl, offerId);
    if (request) await events.offerCreated(tx, request.id, request.buyerId);
  },
};
