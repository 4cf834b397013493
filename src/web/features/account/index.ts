/**
 * What other features and the dashboards use of the account domain (its public file, issue 28):
 * the seller's profile (the offer form and the market read its brands and terms), and the
 * security settings with the second factor's status (the admin dashboard shows only them until
 * an admin in production has set the factor up), and keeping the header's language choice with
 * the account.
 */
export { useSellerProfile } from './api/seller-settings.ts';
export { useTwoFactorStatus } from './api/security.ts';
export { keepLanguageWithAccount } from './api/language.ts';
export { SecuritySettings } from './components/security-settings.tsx';
export { SecurityPointer } from './components/security-pointer.tsx';
