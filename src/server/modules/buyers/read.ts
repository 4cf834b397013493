/** What other modules read of a buyer (its public read file, decision 038): the profile (order prefill). */
export { findBuyerProfile } from './repository.ts';
