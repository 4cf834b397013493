import type { Db } from '#server/db/client.ts';
import { insertAuditRow } from './repository.ts';

export interface AuditEntry {
  /** The acting account; null for the system (the hourly expiry). */
  actorId: string | null;
  /** Verb of the admin action, e.g. 'seller.approve', 'country.delete'. */
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/**
 * Records who did what (DESIGN.md §5): every admin write, and the parties' own transitions. Pass the transaction of the write itself, so that the
 * change and its trail commit together or not at all.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await insertAuditRow(tx, {
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: toJson(entry.before),
    after: toJson(entry.after),
  });
}

// Dates become ISO strings and undefined disappears, as jsonb would store them anyway.
function toJson(value: unknown): unknown {
  return value === undefined || value === null ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}
