/**
 * What other modules may do with the jobs table (their public door to it, decision 038): queue a
 * job in their own transaction, and do a job's database work exactly once. The runner
 * (runner.ts) is the other public file; repository.ts stays the module's own.
 */
export { completeWithin, insertJob, insertJobs, type JobRow } from './repository.ts';
