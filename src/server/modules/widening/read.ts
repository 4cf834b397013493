/**
 * What other modules read of widening (decision 053): the rings a request reached, for the
 * buyer's timeline.
 */
export { ringsJson } from './repository.ts';
