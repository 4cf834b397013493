import type { Ctx } from '#server/ctx.ts';
import type { Db } from '#server/db/client.ts';
import { AppError, isUniqueViolation } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/record.ts';

export interface AdminWriteCtx {
  db: Db;
  actorId: string;
}

/** A service operation's ctx as the writer of an audited admin write: in the acting admin's name. */
export const asAdmin = (ctx: Ctx): AdminWriteCtx => ({ db: ctx.db, actorId: ctx.user.id });

interface WriteSpec<R> {
  entity: string;
  action: string;
  /** Loads (and locks) the current row; undefined → 404 with `notFound`. Omit for creates. */
  load?: (tx: Db) => Promise<R | undefined>;
  notFound?: string;
  /** Message of a unique violation (409), e.g. a duplicate country code. */
  conflict?: string;
  write: (tx: Db, before: R | undefined) => Promise<R | null>;
  id: (row: R) => string;
  /** What the audit trail keeps of a row (defaults to the row's JSON). */
  snapshot?: (row: R) => unknown;
}

/**
 * One admin write: load, change and audit in one transaction (DESIGN.md §5). `write` returns
 * the new row, or null for a deletion.
 */
export async function auditedWrite<R>(ctx: AdminWriteCtx, spec: WriteSpec<R>): Promise<R | null> {
  const snap = spec.snapshot ?? ((r: R) => r);
  try {
    return await ctx.db.transaction(async (tx) => {
      let before: R | undefined;
      if (spec.load) {
        before = await spec.load(tx);
        if (!before) throw new AppError('NOT_FOUND', spec.notFound ?? 'Nicht gefunden');
      }
      const after = await spec.write(tx, before);
      const subject = after ?? before;
      await recordAudit(tx, {
        actorId: ctx.actorId,
        action: `${spec.entity}.${spec.action}`,
        entity: spec.entity,
        entityId: subject ? spec.id(subject) : null,
        before: before ? snap(before) : null,
        after: after ? snap(after) : null,
      });
      return after;
    });
  } catch (err) {
    if (spec.conflict && isUniqueViolation(err)) throw new AppError('CONFLICT', spec.conflict);
    throw err;
  }
}
