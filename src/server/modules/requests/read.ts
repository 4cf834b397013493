/**
 * What other modules read of requests (its public read file, decision 038): a request with its
 * owner's contact (for the owner's mails), the contacts of sellers behind offers (for their
 * mails only, never a view), the rows of the buyer's offer list (offers/views.ts builds the view).
 */
export { escapeLike, findRequestWithOwner, sellerContacts, type SellerOfOffer } from './repository.ts';
export { offersForOwnRequest } from './service.ts';
