import type { EventHandlers } from '#server/events/handlers.ts';
import { recordEvent } from '#server/events/record.ts';
import { isVisibleToSeller } from '#server/modules/seller-market/read.ts';
import { candidatesForRequest, storeMatch } from './repository/match.ts';

/**
 * The stock consumer (issue 31, decision 055): a new request is matched against every seller's
 * stock in the consumer's job, not in the request's transaction — the request's write stays as
 * fast as before, and the job follows its commit within milliseconds (the writer nudges the
 * runner). Each match is stored, then told to its seller's screen through the live consumer.
 */
export const stockHandlers: EventHandlers = {
  'request.created': async (tx, e) => {
    for (const c of await candidatesForRequest(tx, e.requestId)) {
      // Seller-market's own predicate: only a request in this seller's list is marked.
      if (!(await isVisibleToSeller(tx, c.sellerId, e.requestId))) continue;
      await storeMatch(tx, e.requestId, c.lineId);
      await recordEvent(tx, { type: 'stock.matched', requestId: e.requestId, sellerId: c.sellerId });
    }
  },
};
