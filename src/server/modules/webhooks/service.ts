import { type Ctx, companyOf } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import {
  MAX_WEBHOOKS_PER_ACCOUNT,
  MSG_WEBHOOK_MAX,
  MSG_WEBHOOK_URL,
  WEBHOOK_EVENTS_BY_ROLE,
  WEBHOOK_ROTATION_DEFAULT_HOURS,
  type CreatedWebhook,
  type RotateSecretInput,
  type WebhookDelivery,
  type WebhookInput,
  type WebhookUpdate,
  type WebhookView,
} from '#shared/webhooks/schema.ts';
import { queueRedelivery } from './deliver.ts';
import { enqueueDelivery } from './events.ts';
import { resolveReceiver } from '#server/net/outbound.ts';
import * as repo from './repository.ts';
import { newSecret } from './signing.ts';
import { toDeliveryView, toWebhookView } from './views.ts';
import { createdByOf, memberNames } from '#server/modules/teams/read.ts';

const MSG_WEBHOOK_NOT_FOUND = 'Webhook nicht gefunden';
const MSG_WEBHOOK_ADDRESS =
  'Diese Adresse ist nicht erlaubt: private, lokale und Link-Local-Adressen werden nicht beliefert';
const MSG_WEBHOOK_EVENT_ROLE = 'Dieses Ereignis ist für Ihr Konto nicht verfügbar';
const MSG_DELIVERY_NOT_FOUND = 'Zustellung nicht gefunden';
const MSG_WEBHOOK_PAUSED = 'Dieser Webhook ist pausiert – bitte aktivieren Sie ihn zuerst';
const MSG_REDELIVER_PENDING = 'Diese Zustellung läuft noch – bitte warten Sie ihr Ergebnis ab';

function checkEvents(ctx: Ctx, events: readonly string[]): void {
  const allowed = WEBHOOK_EVENTS_BY_ROLE[
    ctx.user.role === 'seller' ? 'seller' : 'buyer'
  ] as readonly string[];
  if (events.some((e) => !allowed.includes(e))) throw new AppError('VALIDATION', MSG_WEBHOOK_EVENT_ROLE);
}

/** The receiver must be reachable and public (https; resolved addresses checked) when registered. */
async function checkReceiver(ctx: Ctx, url: string): Promise<void> {
  const allowPrivate = ctx.deps.config.webhookAllowPrivate;
  if (new URL(url).protocol !== 'https:' && !allowPrivate) throw new AppError('VALIDATION', MSG_WEBHOOK_URL);
  const resolved = await resolveReceiver(url, { allowPrivate, timeoutMs: 10_000 });
  if (!resolved.ok) throw new AppError('VALIDATION', MSG_WEBHOOK_ADDRESS, { reason: 'ADDRESS_REFUSED' });
}

export async function createWebhook({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: WebhookInput;
}): Promise<CreatedWebhook> {
  checkEvents(ctx, input.events);
  await checkReceiver(ctx, input.url);
  return ctx.db.transaction(async (tx) => {
    if ((await repo.countEndpoints(tx, companyOf(ctx))) >= MAX_WEBHOOKS_PER_ACCOUNT)
      throw new AppError('CONFLICT', MSG_WEBHOOK_MAX);
    const secret = newSecret();
    const row = await repo.insertEndpoint(tx, {
      ownerId: companyOf(ctx),
      url: input.url,
      secret,
      events: [...new Set(input.events)],
      createdBy: ctx.user.id,
    });
    return { ...toWebhookView(row, null, { id: ctx.user.id, name: ctx.user.name }), secret };
  });
}

export async function listWebhooks({ ctx }: { ctx: Ctx }): Promise<{ items: WebhookView[] }> {
  const rows = await repo.listEndpoints(ctx.db, companyOf(ctx));
  // Issue 37: each endpoint names the member of the company who created it.
  const names = await memberNames(
    ctx.db,
    rows.map((r) => r.endpoint.createdBy),
  );
  return {
    items: rows.map((r) => toWebhookView(r.endpoint, r.last, createdByOf(names, r.endpoint.createdBy))),
  };
}

/** The member who created an endpoint, as its colleagues read it (issue 37). */
async function creatorOf(db: Ctx['db'], id: string | null) {
  return createdByOf(await memberNames(db, [id]), id);
}

async function ownEndpoint(ctx: Ctx, id: string) {
  const e = await repo.findOwnEndpoint(ctx.db, companyOf(ctx), id);
  if (!e) throw new AppError('NOT_FOUND', MSG_WEBHOOK_NOT_FOUND);
  return e;
}

export async function updateWebhook({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string } & WebhookUpdate;
}): Promise<WebhookView> {
  if (input.events) checkEvents(ctx, input.events);
  return ctx.db.transaction(async (tx) => {
    const c = { ...ctx, db: tx };
    await ownEndpoint(c, input.id);
    await repo.updateEndpoint(tx, input.id, {
      ...(input.events ? { events: [...new Set(input.events)] } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    });
    const e = await ownEndpoint(c, input.id);
    const [last] = await repo.listDeliveries(tx, e.id, 1);
    return toWebhookView(e, last ?? null, await creatorOf(tx, e.createdBy));
  });
}

export async function deleteWebhook({ ctx, input }: { ctx: Ctx; input: { id: string } }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await ownEndpoint({ ...ctx, db: tx }, input.id);
    await repo.deleteEndpoint(tx, input.id);
  });
}

export async function listWebhookDeliveries({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<{ items: WebhookDelivery[] }> {
  await ownEndpoint(ctx, input.id);
  return { items: (await repo.listDeliveries(ctx.db, input.id)).map(toDeliveryView) };
}

/** The settings' "send test event": a `ping` through the same queue, signature and log. */
export async function sendTestEvent({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<WebhookDelivery> {
  return ctx.db.transaction(async (tx) => {
    const e = await ownEndpoint({ ...ctx, db: tx }, input.id);
    const deliveryId = await enqueueDelivery(tx, e.id, 'ping', {
      message: 'Testereignis von HydroParts',
      webhookId: e.id,
    });
    const [d] = (await repo.listDeliveries(tx, e.id, 50)).filter((x) => x.id === deliveryId);
    return toDeliveryView(d!);
  });
}

/**
 * A new signing secret, shown once. The old one keeps signing beside it for `overlapHours`
 * (both `v1,` signatures in one header), so the receiver can switch without losing a delivery;
 * 0 ends the old secret at once.
 */
export async function rotateWebhookSecret({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string } & Partial<RotateSecretInput>;
}): Promise<CreatedWebhook> {
  return ctx.db.transaction(async (tx) => {
    await ownEndpoint({ ...ctx, db: tx }, input.id);
    const secret = newSecret();
    const hours = input.overlapHours ?? WEBHOOK_ROTATION_DEFAULT_HOURS;
    const until = new Date(Date.now() + hours * 60 * 60 * 1000);
    const row = await repo.rotateSecret(tx, input.id, secret, until);
    const [last] = await repo.listDeliveries(tx, row.id, 1);
    return { ...toWebhookView(row, last ?? null, await creatorOf(tx, row.createdBy)), secret };
  });
}

/**
 * Sends one delivery of the log again: the same event id and body, signed anew, once (no
 * 24-hour retries: the owner asked for this attempt and reads its outcome in the log).
 */
export async function redeliverWebhookDelivery({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string; deliveryId: string };
}): Promise<WebhookDelivery> {
  return ctx.db.transaction(async (tx) => {
    const e = await ownEndpoint({ ...ctx, db: tx }, input.id);
    if (!e.isActive) throw new AppError('CONFLICT', MSG_WEBHOOK_PAUSED);
    const reopened = await repo.reopenDelivery(tx, e.id, input.deliveryId);
    if (!reopened) {
      const exists = await repo.findDelivery(tx, e.id, input.deliveryId);
      if (!exists) throw new AppError('NOT_FOUND', MSG_DELIVERY_NOT_FOUND);
      throw new AppError('CONFLICT', MSG_REDELIVER_PENDING);
    }
    await queueRedelivery(tx, reopened.id, e.id);
    return toDeliveryView(reopened);
  });
}
