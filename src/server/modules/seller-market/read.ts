/**
 * What other modules read of the seller's market (its public read file, decision 038): who a
 * request reaches (relevance is this module's, computed here for mail, webhooks and live alike),
 * a request's photos, and an offer as its seller sees it (with offers/views.ts).
 */
export { requestAudience } from './repository/audience.ts';
export { photosOfRequest } from './repository/photos.ts';
export { findOwnOffer } from './repository/offers.ts';
export { isVisibleToSeller } from './repository/feed.ts';
