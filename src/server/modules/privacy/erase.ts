import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import type { BlobStore } from '#server/storage/blob-store.ts';
import { recordAudit } from '#server/modules/audit/record.ts';
import type { Schedule } from '#server/modules/jobs/runner.ts';
import * as erase from './repository/erase.ts';
import * as repo from './repository/requests.ts';
import { removeExpiredExports } from './export.ts';

/*
 * Erasure as anonymisation (Art. 17 GDPR, decision 052). A public step of the module: the
 * admin's deletion of a buyer with orders erases through it. Orders, their issued documents and
 * the frozen party data on them (erased_order_parties) stay for their retention periods
 * (§ 147 AO, § 257 HGB); every other trace of the person goes or is overwritten.
 */

export type EraseDeps = { db: Db; blobs: BlobStore };

/**
 * Erases the account now, in one transaction; false when it is not a buyer or seller. Files
 * (photos, PDF documents, exports) are deleted after the commit: a failed deletion leaves an
 * orphaned file, never a row pointing to nothing.
 */
export async function eraseAccount(
  deps: EraseDeps,
  userId: string,
  opts: { actorId: string | null; now?: Date },
): Promise<boolean> {
  const now = opts.now ?? new Date();
  const files = await deps.db.transaction(async (tx) => {
    const party = await erase.loadParty(tx, userId);
    if (!party) return null;
    const p = party.profile as Record<string, string | null | undefined>;
    const fullName = `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim();
    const identifiers = [
      party.email,
      fullName,
      p.name ?? '',
      p.phone ?? '',
      p.contactPerson ?? '',
      (p.company ?? p.companyName) || '',
    ];
    await erase.freezeOrderParties(tx, userId, party);
    await erase.removeAccess(tx, userId, party.email);
    const photos = await erase.eraseFreeTexts(tx, userId);
    const documents = await erase.eraseDocuments(tx, userId);
    const exports = await erase.removeMailsAndExports(tx, userId, party.email);
    await erase.anonymiseProfile(tx, userId, party.role);
    await erase.scrubIdentifiers(tx, identifiers);
    if (!(await repo.findErasure(tx, userId))) {
      await repo.insertErasure(tx, { userId, requestedAt: now, dueAt: now, requestedBy: opts.actorId });
    }
    await repo.markErased(tx, userId, now);
    // The trail says that and by whom, not whom: no personal data in the audit row.
    await recordAudit(tx, {
      actorId: opts.actorId,
      action: 'account.erase',
      entity: party.role,
      entityId: userId,
      before: null,
      after: { erasedAt: now.toISOString() },
    });
    return [...photos, ...documents, ...exports];
  });
  if (!files) return false;
  for (const key of files) await deps.blobs.delete(key);
  return true;
}

/** Erases every account whose grace period is over; each in its own transaction. */
export async function runDueErasures(deps: EraseDeps, now = new Date()): Promise<number> {
  let n = 0;
  // Schedules run once per cluster (decision 037); the erasure locks the profile row anyway.
  for (const due of await repo.dueErasures(deps.db, now)) {
    if (await eraseAccount(deps, due.userId, { actorId: due.requestedBy, now })) n++;
  }
  return n;
}

/** Hourly: due erasures, and exports past their date (their files and rows). */
export function privacySchedule(deps: EraseDeps, log: FastifyBaseLogger): Schedule {
  return {
    name: 'privacy',
    everyMs: 60 * 60 * 1000,
    run: async () => {
      const erased = await runDueErasures(deps);
      const expiredExports = await removeExpiredExports(deps);
      if (erased + expiredExports > 0)
        log.info({ erased, expiredExports }, 'privacy: erased accounts, removed exports');
      return { erased, expiredExports };
    },
  };
}

/**
 * What still names an erased person, and why (decision 052): the order documents as issued
 * (§ 147 AO, § 257 HGB: kept as sent) and the party data frozen per order so that a document
 * issued again says the same. The erasure-proof test holds the database to exactly this list.
 */
export const RETAINED_AFTER_ERASURE = [
  { table: 'html_order_documents', column: 'html_content' },
  { table: 'erased_order_parties', column: 'data' },
] as const;
