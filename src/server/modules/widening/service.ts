import type { Ctx } from '#server/ctx.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { recordEvent } from '#server/events/record.ts';
import { recordAudit } from '#server/modules/audit/record.ts';
import { relatedBrandsOfRequest } from '#server/modules/part-relations/read.ts';
import { requestAudience } from '#server/modules/seller-market/read.ts';
import {
  EXTEND_NOT_ACTIVE,
  EXTEND_TOO_LONG,
  extendedExpiry,
  isDueToWiden,
  LAST_RING,
  WIDEN_DONE,
  WIDEN_NOT_ACTIVE,
  widenDueAt,
  type WidenRing,
} from '#shared/requests/widening.ts';
import * as repo from './repository.ts';

/**
 * Widening in rings (issue 30, decision 053). One step reaches the next ring that adds sellers,
 * in one transaction under the request's row lock: the ring's keys join the request's stored
 * audience (the trigger refiles it, decision 009, so lists and counts stay flat), the ring row
 * (its primary key: once per ring, whatever runs it twice) and the `request.widened` event with
 * the sellers it newly reached (the consumers mail, deliver and publish to them, once each).
 */

export const REQUEST_NOT_FOUND = 'Anfrage nicht gefunden';

type Locked = NonNullable<Awaited<ReturnType<typeof repo.lockRequest>>>;

/** The audience keys a ring adds to a request. */
async function keysOfRing(tx: Db, requestId: string, ring: WidenRing): Promise<string[]> {
  if (ring === 2) return [repo.WIDE_KEY];
  return (await relatedBrandsOfRequest(tx, requestId)).map((b) => b.id);
}

const sellerIdsOf = async (tx: Db, requestId: string) =>
  new Set((await requestAudience(tx, requestId)).map((s) => s.id));

/**
 * Reaches the next ring(s) of a locked request: a ring that reaches nobody new is passed in the
 * same step (waiting a window for nobody helps nobody). Returns the ring reached and the sellers
 * newly reached, or undefined if another runner recorded the ring first.
 */
async function reachNextRing(
  tx: Db,
  request: Locked,
  byBuyer: boolean,
  now: Date,
): Promise<{ ring: WidenRing; sellerIds: string[] } | undefined> {
  const before = await sellerIdsOf(tx, request.id);
  let ring = (request.widenedRing + 1) as WidenRing;
  let reached: string[];
  for (;;) {
    await repo.addWidenedKeys(tx, request.id, await keysOfRing(tx, request.id, ring));
    reached = [...(await sellerIdsOf(tx, request.id))].filter((id) => !before.has(id));
    if (reached.length > 0 || ring === LAST_RING) break;
    ring = (ring + 1) as WidenRing;
  }
  const recorded = await repo.insertWidening(tx, {
    requestId: request.id,
    ring,
    sellerCount: reached.length,
    byBuyer,
    at: now,
  });
  if (!recorded) return undefined;
  await repo.setRing(tx, request.id, ring, ring === LAST_RING ? null : widenDueAt(request.urgency, now));
  await recordEvent(
    tx,
    { type: 'request.widened', requestId: request.id, buyerId: request.buyerId, ring, sellerIds: reached },
    byBuyer ? request.buyerId : null,
  );
  return { ring, sellerIds: reached };
}

/**
 * The schedule (every 10 minutes, once per cluster, decision 037): requests written before
 * widening existed are given their due time (decision 063), then each due request widens by one
 * step, in its own transaction, re-checked under its lock — so two runners, a retry or a restart
 * after a kill widen (and notify) each ring once.
 */
export async function widenDueRequests({ db, now = new Date() }: { db: Db; now?: Date }): Promise<number> {
  // Decision 063: requests from before widening existed first get their due time.
  await repo.scheduleRequestsFromBefore(db);
  let widened = 0;
  for (const id of await repo.dueRequestIds(db, now)) {
    const done = await db.transaction(async (tx) => {
      const request = await repo.lockRequest(tx, id);
      if (!request || request.widenedRing >= LAST_RING) return false;
      if (request.status !== 'active' || !request.openToSellers) {
        if (request.widenAt) await repo.clearDue(tx, id);
        return false;
      }
      const offers = await repo.countOffers(tx, id);
      const audience = [...(await sellerIdsOf(tx, id))];
      const due = isDueToWiden({
        ring: request.widenedRing,
        offers,
        dueAt: request.widenAt,
        now,
        reached: audience.length,
        declined: await repo.countDeclines(tx, id, audience),
      });
      if (!due) {
        // Enough offers came: no further ring is due (the buyer may still widen by hand).
        if (request.widenAt && request.widenAt <= now) await repo.clearDue(tx, id);
        return false;
      }
      return (await reachNextRing(tx, request, false, now)) !== undefined;
    });
    if (done) widened += 1;
  }
  return widened;
}

/** The owner's lock on their active request, or the German refusal. */
async function ownActive(tx: Db, ctx: Ctx, requestId: string, notActive: string): Promise<Locked> {
  const request = await repo.lockRequest(tx, requestId);
  if (!request || request.buyerId !== ctx.user.companyId) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
  if (request.status !== 'active' || !request.openToSellers) throw new AppError('CONFLICT', notActive);
  return request;
}

/** 'An weitere Verkäufer senden': the owner widens by hand, before the window passes. */
export async function widenOwnRequest({ ctx, input }: { ctx: Ctx; input: { requestId: string } }) {
  await ctx.db.transaction(async (tx) => {
    const request = await ownActive(tx, ctx, input.requestId, WIDEN_NOT_ACTIVE);
    if (request.widenedRing >= LAST_RING) throw new AppError('CONFLICT', WIDEN_DONE);
    if (!(await reachNextRing(tx, request, true, new Date()))) throw new AppError('CONFLICT', WIDEN_DONE);
  });
  ctx.deps.jobs.nudge();
}

/** 'Frist verlängern': the request runs `days` longer, at most the spec's longest duration. */
export async function extendOwnRequest({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { requestId: string; days: number };
}) {
  await ctx.db.transaction(async (tx) => {
    const request = await ownActive(tx, ctx, input.requestId, EXTEND_NOT_ACTIVE);
    const from = request.expiresAt ?? new Date();
    const next = extendedExpiry(request.createdAt, from, input.days);
    if (!next) throw new AppError('VALIDATION', EXTEND_TOO_LONG);
    await repo.setExpiry(tx, request.id, next);
    await recordEvent(
      tx,
      {
        type: 'request.extended',
        requestId: request.id,
        buyerId: request.buyerId,
        expiresAt: next.toISOString(),
      },
      ctx.user.id,
    );
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'request.extend',
      entity: 'request',
      entityId: request.id,
      before: { expiresAt: request.expiresAt?.toISOString() ?? null },
      after: { expiresAt: next.toISOString() },
    });
  });
  ctx.deps.jobs.nudge();
}
