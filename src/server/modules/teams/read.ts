/**
 * What other modules read of teams (its public read file, decision 038): a member's approval
 * limit (orders decides by it, decision 070), the approvers of a company and a person's contact
 * (the notifications consumer mails them).
 */
export { findMemberLimit, findPerson, listApprovers } from './repository.ts';
