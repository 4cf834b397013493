/** What other modules read of a seller (its public read file, decision 038): the profile. */
export { findSellerProfile } from './repository.ts';
