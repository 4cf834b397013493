/**
 * What other modules read of an order's state (its public read file, decision 038): the order
 * under its row lock, the same lock every transition takes (ratings rate under it).
 */
export { lockOrder } from './repository.ts';
