import type { Ctx } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import { checkRequestTransition, type RequestAction } from '#shared/requests/transitions.ts';
import type { BuyerRequestView } from '#shared/requests/schema.ts';
import { recordEvent } from '#server/events/record.ts';
import { recordAudit } from '#server/modules/audit/record.ts';
import * as repo from './repository.ts';
import { getOwnRequest, REQUEST_NOT_FOUND } from './service.ts';

/**
 * The owner closes ('Geschlossen') or cancels ('Storniert', with a reason) a request (issue 14):
 * under the request's row lock, in one transaction with the pending offers' rejection, an audit
 * row and its event (the mail to every seller who offered is the consumers', decision 038). The
 * sellers' lists read the status, so the request leaves them with the commit.
 */
export async function endRequest({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { requestId: string; action: Exclude<RequestAction, 'expire'>; reason?: string };
}): Promise<BuyerRequestView> {
  await ctx.db.transaction(async (tx) => {
    const request = await repo.lockRequestForTransition(tx, input.requestId);
    if (!request || request.buyerId !== ctx.user.companyId)
      throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
    const check = checkRequestTransition(input.action, request);
    if (!check.ok) throw new AppError('CONFLICT', check.message);
    const reason = input.reason ?? null;
    await repo.setRequestStatus(tx, request.id, check.to, reason);
    const sellers = await repo.rejectPendingOffers(tx, request.id);
    const ended = { requestId: request.id, buyerId: request.buyerId, rejectedOffers: offersOf(sellers) };
    await recordEvent(
      tx,
      input.action === 'cancel'
        ? { type: 'request.cancelled', ...ended, reason: reason ?? '' }
        : { type: 'request.closed', ...ended, reason },
      ctx.user.id,
    );
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: `request.${input.action}`,
      entity: 'request',
      entityId: request.id,
      before: { status: request.status },
      after: { status: check.to, reason, rejectedOffers: sellers.length },
    });
  });
  ctx.deps.jobs.nudge();
  return getOwnRequest({ ctx, input: { requestId: input.requestId } });
}

/** The rejected offers as the event names them: ids only. */
const offersOf = (sellers: readonly { offerId: string; sellerId: string }[]) =>
  sellers.map(({ offerId, sellerId }) => ({ offerId, sellerId }));

/**
 * The hourly job: closes every active request whose time ran out (no order yet), rejects its
 * pending offers and records its event (the owner's mail is the consumers'). Each request is its
 * own transaction, re-checked under the lock, so two instances running this at once close (and
 * mail) each request once.
 */
export async function expireRequests({
  ctx: { db },
  input: { now = new Date() },
}: {
  ctx: Pick<Ctx<null>, 'db'>;
  input: { siteUrl?: string; now?: Date };
}): Promise<number> {
  let closed = 0;
  for (const id of await repo.expiredActiveRequestIds(db, now)) {
    const done = await db.transaction(async (tx) => {
      const request = await repo.lockRequestForTransition(tx, id);
      if (!request?.expiresAt || request.expiresAt > now) return false;
      const check = checkRequestTransition('expire', request);
      if (!check.ok) return false;
      await repo.setRequestStatus(tx, id, check.to, 'expired');
      const rejected = await repo.rejectPendingOffers(tx, id);
      await recordEvent(tx, {
        type: 'request.expired',
        requestId: id,
        buyerId: request.buyerId,
        rejectedOffers: offersOf(rejected),
      });
      await recordAudit(tx, {
        actorId: null,
        action: 'request.expire',
        entity: 'request',
        entityId: id,
        before: { status: request.status },
        after: { status: check.to },
      });
      return true;
    });
    if (done) closed += 1;
  }
  return closed;
}
