/**
 * What other modules read of an order's document data (its public read file, decision 038): the
 * values mails print, in the recipient's language.
 */
export { loadOrderDocumentData } from './repository.ts';
export { orderDocumentValues } from './values.ts';
