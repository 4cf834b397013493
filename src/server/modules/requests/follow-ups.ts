import type { FollowUp } from '#server/modules/jobs/follow-ups.ts';
import { notifyNewRequest } from '#server/modules/notifications/service.ts';
import * as events from '#server/modules/webhooks/events.ts';

/**
 * What a new request sets off (decision 032): the mail to every seller it is relevant to — in
 * a real market hundreds of rows, which the buyer no longer waits for — and the same sellers'
 * webhooks and open screens.
 */
export const requestCreated: FollowUp = {
  type: 'request.created',
  async run(tx, requestId, siteUrl) {
    await notifyNewRequest(tx, siteUrl, requestId);
    await events.requestCreated(tx, requestId);
  },
};
