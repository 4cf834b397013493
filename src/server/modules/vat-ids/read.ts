/* What other modules may read of VAT ids (issue 32). */
export { findVatCheck } from './repository.ts';
