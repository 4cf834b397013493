/**
 * What other features and the dashboards use of the account domain (its public file, issue 28):
 * the seller's profile (the offer form and the market read its brands and terms).
 */
export { accountKeys } from './api/keys.ts';
export { sellerProfileQueryOptions, useSellerProfile } from './api/seller-settings.ts';
