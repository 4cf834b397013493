/**
 * What other modules read of the seller's market (its public read file, decision 038): who a
 * request reaches (relevance is this module's: computed once per event and stored, decision 068,
 * then read by mail, webhooks, push and live alike; an answered question's, decision 073),
 * a request's photos, and an offer as its seller sees it (with offers/views.ts).
 */
export { eventAudience, requestAudience, storeEventAudience } from './repository/audience.ts';
export { answerAudience } from './repository/answer-audience.ts';
export { photosOfRequest } from './repository/photos.ts';
export { findOwnOffer } from './repository/offers.ts';
export { isVisibleToSeller } from './repository/feed.ts';
