import type { Ctx } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/record.ts';
import { insertJob } from '#server/modules/jobs/queue.ts';
import {
  ADMIN_NOT_ERASABLE,
  ERASURE_ALREADY_PENDING,
  ERASURE_GRACE_DAYS,
  ERASURE_NOT_PENDING,
  EXPORT_NOT_FOUND,
  EXPORT_RUNNING,
  PASSWORD_WRONG,
  USER_NOT_FOUND,
  type ErasureConfirmInput,
  type PrivacyStatus,
} from '#shared/privacy/schema.ts';
import * as repo from './repository/requests.ts';
import { EXPORT_JOB } from './export.ts';
import { eraseAccount } from './erase.ts';
import { enqueuePrivacyMail } from './mails.ts';
import { exportState, toPrivacyStatus } from './views.ts';

/** The account's privacy section (decision 052): export and erasure, for buyers and sellers. */

type Op<I = undefined> = { ctx: Ctx; input: I };
const DAY = 24 * 60 * 60 * 1000;

async function status(ctx: Ctx, userId: string): Promise<PrivacyStatus> {
  const latest = await repo.latestExport(ctx.db, userId);
  const erasure = await repo.findErasure(ctx.db, userId);
  return toPrivacyStatus(latest, erasure, new Date());
}

export const getPrivacyStatus = ({ ctx }: Op) => status(ctx, ctx.user.id);

async function queueExport(ctx: Ctx, userId: string, requestedBy: string | null) {
  await ctx.db.transaction(async (tx) => {
    const latest = await repo.latestExport(tx, userId);
    // A build not finished within the hour failed for good (its job gave up): then a new request
    // is allowed, or the user could never ask again.
    if (latest && exportState(latest, new Date()) === 'building') {
      throw new AppError('CONFLICT', EXPORT_RUNNING);
    }
    const row = await repo.insertExport(tx, userId, requestedBy);
    await insertJob(tx, { type: EXPORT_JOB, payload: { exportId: row.id }, maxAttempts: 3 });
    if (requestedBy) {
      await recordAudit(tx, {
        actorId: requestedBy,
        action: 'account.export',
        entity: 'account',
        entityId: userId,
        before: null,
        after: { exportId: row.id },
      });
    }
  });
}

export async function requestExport({ ctx }: Op): Promise<PrivacyStatus> {
  await queueExport(ctx, ctx.user.id, null);
  return status(ctx, ctx.user.id);
}

/** The ZIP, only to its owner's session and only until it expires. */
export async function downloadExport({
  ctx,
  input,
}: Op<{ id: string }>): Promise<{ filename: string; zip: Buffer }> {
  const row = await repo.findExport(ctx.db, input.id);
  const live = row && row.userId === ctx.user.id && row.status === 'ready' && row.storageKey && row.expiresAt;
  if (!live || row.expiresAt! <= new Date()) throw new AppError('NOT_FOUND', EXPORT_NOT_FOUND);
  const zip = await ctx.deps.blobs.get(row.storageKey!);
  if (!zip) throw new AppError('NOT_FOUND', EXPORT_NOT_FOUND);
  return { filename: `hydroparts-daten-${row.readyAt!.toISOString().slice(0, 10)}.zip`, zip };
}

/** The password confirms; the erasure is due after the grace period, announced by mail. */
export async function requestErasure({ ctx, input }: Op<ErasureConfirmInput>): Promise<PrivacyStatus> {
  const user = ctx.user;
  if (user.role === 'admin') throw new AppError('FORBIDDEN', ADMIN_NOT_ERASABLE);
  const to = { email: user.email, language: user.language, role: user.role };
  const hash = await repo.passwordHashOf(ctx.db, user.id);
  const auth = await ctx.deps.auth.$context;
  const ok = hash ? await auth.password.verify({ hash, password: input.password }) : false;
  if (!ok) throw new AppError('VALIDATION', PASSWORD_WRONG, { reason: 'INVALID_PASSWORD' });
  const now = new Date();
  const dueAt = new Date(now.getTime() + ERASURE_GRACE_DAYS * DAY);
  await ctx.db.transaction(async (tx) => {
    const fresh = await repo.insertErasure(tx, {
      userId: user.id,
      requestedAt: now,
      dueAt,
      requestedBy: null,
    });
    if (!fresh) throw new AppError('CONFLICT', ERASURE_ALREADY_PENDING);
    await enqueuePrivacyMail(tx, to, 'erasureRequested', {
      date: dueAt,
      siteUrl: ctx.deps.config.publicUrl,
    });
  });
  return status(ctx, user.id);
}

export async function cancelErasure({ ctx }: Op): Promise<PrivacyStatus> {
  const user = ctx.user;
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deletePendingErasure(tx, user.id))) throw new AppError('NOT_FOUND', ERASURE_NOT_PENDING);
    if (user.role === 'admin') return;
    await enqueuePrivacyMail(
      tx,
      { email: user.email, language: user.language, role: user.role },
      'erasureCancelled',
      {
        siteUrl: ctx.deps.config.publicUrl,
      },
    );
  });
  return status(ctx, user.id);
}

async function partyOrThrow(ctx: Ctx, userId: string) {
  const user = await repo.findUser(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  if (user.role === 'admin') throw new AppError('CONFLICT', ADMIN_NOT_ERASABLE);
  return user;
}

/** An admin asks for a user's export (audited); the user gets the mail and downloads it. */
export async function adminRequestExport({ ctx, input }: Op<{ id: string }>) {
  await partyOrThrow(ctx, input.id);
  await queueExport(ctx, input.id, ctx.user.id);
  return { ok: true as const, erasedAt: null };
}

/** An admin erases a user now (audited in the erasure's transaction): no grace period. */
export async function adminErase({ ctx, input }: Op<{ id: string }>) {
  await partyOrThrow(ctx, input.id);
  const now = new Date();
  await eraseAccount({ db: ctx.db, blobs: ctx.deps.blobs }, input.id, { actorId: ctx.user.id, now });
  return { ok: true as const, erasedAt: now.toISOString() };
}
