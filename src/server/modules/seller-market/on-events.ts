import type { AudienceStage } from '#server/events/handlers.ts';
import { storeAnswerAudience } from './repository/answer-audience.ts';
import { storeEventAudience } from './repository/audience.ts';

/**
 * The audience consumer (decision 068): relevance is this module's, so it computes who a request
 * event reaches — once, one statement — and stores it; mail, webhooks, push and live read their
 * batch of it (read.ts `eventAudience`) in the jobs the spine queues after this one.
 */
export const audienceStage: AudienceStage = {
  'request.created': (tx, e, { eventId }) =>
    storeEventAudience(tx, { requestId: e.requestId, eventId, reason: 'relevant' }),
  // Decision 053: the sellers the ring newly reached, as far as the request still reaches them
  // now; whoever an earlier event reached keeps that row (nobody twice).
  'request.widened': (tx, e, { eventId }) =>
    storeEventAudience(tx, {
      requestId: e.requestId,
      eventId,
      reason: `ring-${e.ring}`,
      among: e.sellerIds,
    }),
  // Decision 073: an answer's audience is relevance now plus the request's bidders (offers are
  // this module's too), stored per event — the same sellers hear of every answer.
  'request.question_answered': (tx, e, { eventId }) =>
    storeAnswerAudience(tx, { requestId: e.requestId, eventId }),
};
