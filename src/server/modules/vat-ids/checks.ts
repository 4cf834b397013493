import type { Db } from '#server/db/client.ts';
import { insertJob, type JobRow } from '#server/modules/jobs/queue.ts';
import { isVatCheckFresh, type VatCheck } from '#shared/legal/vat-id.ts';
import * as repo from './repository.ts';
import type { ViesClient } from './vies.ts';

/*
 * VAT ids checked against VIES (issue 32): after signup and after a change of the id (a job, so
 * neither waits for VIES), and before an order needs the answer (the order page asks again when
 * the stored answer is older than VAT_CHECK_MAX_AGE_DAYS). The answer and its date are stored
 * with the profile; the order's statements read them from there.
 */

export const VAT_CHECK_JOB = 'vat_id.check';

/** Queues a check of the profile's VAT id (signup, a changed id), in the caller's transaction. */
export async function queueVatCheck(db: Db, profileId: string, changed = false): Promise<void> {
  if (changed) await repo.forgetVatCheck(db, profileId);
  await insertJob(db, { type: VAT_CHECK_JOB, payload: { profileId }, maxAttempts: 3 });
}

/** Asks VIES about the profile's current VAT id and stores the answer; returns it as stored. */
export async function checkVatIdNow(
  db: Db,
  vies: ViesClient,
  profileId: string,
  now: Date = new Date(),
): Promise<VatCheck | undefined> {
  const current = await repo.findVatCheck(db, profileId);
  if (!current?.vatNumber) return current;
  const status = await vies.check(current.vatNumber);
  await repo.storeVatCheck(db, profileId, current.vatNumber, status, now);
  return { vatNumber: current.vatNumber, status, checkedAt: now };
}

/** The stored answer if it is recent, else a fresh one from VIES (the order page, issue 32). */
export async function freshVatCheck(
  db: Db,
  vies: ViesClient,
  profileId: string,
): Promise<VatCheck | undefined> {
  const stored = await repo.findVatCheck(db, profileId);
  if (stored && isVatCheckFresh(stored)) return stored;
  return checkVatIdNow(db, vies, profileId);
}

/** The job's handler: one check; VIES not answering is stored as such, not retried here. */
export function createVatCheckJobHandler(db: Db, vies: ViesClient) {
  return async (job: JobRow): Promise<void> => {
    const { profileId } = job.payload as { profileId: string };
    await checkVatIdNow(db, vies, profileId);
  };
}
