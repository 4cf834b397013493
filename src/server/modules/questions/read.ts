/**
 * What other modules read of questions (its public read file, decision 038): a question by id, for
 * the consumers' mails, webhooks and screens (who hears of an answer is seller-market's, 073).
 */
export { questionById } from './repository.ts';
