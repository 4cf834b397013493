/**
 * What other modules read of the users' notification settings (decision 060): how a new request
 * reaches each seller of its audience, the digest's queue, the unsubscribe link.
 */
export {
  addDigestItems,
  digestRequests,
  digestUsersDue,
  lockDigestMarker,
  markDigestSent,
} from './repository.ts';
export { settingsOf, newRequestPlan } from './service.ts';
export { unsubscribeUrl } from './token.ts';
