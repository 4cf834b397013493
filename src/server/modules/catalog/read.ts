/**
 * What other modules read of the catalog (its public read file, decision 038): payment terms,
 * as lists and as SQL fragments that another module's statement embeds.
 */
export {
  activePaymentTermJson,
  listActivePaymentTerms,
  listSellerPaymentTerms,
  sellerPaymentTermsJson,
} from './repository.ts';
