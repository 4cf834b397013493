import type { Db } from '#server/db/client.ts';
import type { EventHandlers } from '#server/events/handlers.ts';
import { recordEvent } from '#server/events/record.ts';
import { isVisibleToSeller } from '#server/modules/seller-market/read.ts';
import { submitAutoOffer } from './auto-offer.ts';
import { candidatesForRequest, storeMatch } from './repository/match.ts';

/**
 * The stock consumer (issue 31, decision 055): a new request is matched against every seller's
 * stock in the consumer's job, not in the request's transaction — the request's write stays as
 * fast as before, and the job follows its commit within milliseconds (the writer nudges the
 * runner). Each match is stored, then told to its seller's screen through the live consumer.
 */
/** Stores the matches of the request's candidates among `only` (all when undefined) and tells each seller. */
async function matchRequest(tx: Db, requestId: string, only?: ReadonlySet<string>): Promise<void> {
  for (const c of await candidatesForRequest(tx, requestId)) {
    if (only && !only.has(c.sellerId)) continue;
    // Seller-market's own predicate: only a request in this seller's list is marked.
    if (!(await isVisibleToSeller(tx, c.sellerId, requestId))) continue;
    await storeMatch(tx, requestId, c.lineId);
    await recordEvent(tx, { type: 'stock.matched', requestId, sellerId: c.sellerId });
  }
}

export const stockHandlers: EventHandlers = {
  'request.created': (tx, e) => matchRequest(tx, e.requestId),
  // Decision 053: the sellers a widened request newly reached are matched like a new request's.
  'request.widened': (tx, e) => matchRequest(tx, e.requestId, new Set(e.sellerIds)),
  // Decision 062: a seller who switched automatic offers on gets one, within its limits.
  'stock.matched': async (tx, e) => {
    await submitAutoOffer(tx, e);
  },
};
