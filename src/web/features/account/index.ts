/**
 * What other features and the dashboards use of the account domain (its public file, issue 28):
 * the seller's profile (the offer form and the market read its brands and terms).
 */
export { useSellerProfile } from './api/seller-settings.ts';
