/**
 * What other modules read of questions (its public read file, decision 038): a question by id and
 * the sellers with a pending offer on its request, for the consumers' mails, webhooks and screens.
 */
export { biddersOf, questionById } from './repository.ts';
