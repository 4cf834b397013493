import type { Ctx } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import { resolveReceiver } from '#server/net/outbound.ts';
import { deviceLabel } from '#shared/push/device-label.ts';
import { pushKindsFor, type PushKind } from '#shared/push/kinds.ts';
import {
  MAX_PUSH_DEVICES,
  MSG_PUSH_ENDPOINT,
  MSG_PUSH_KIND,
  MSG_PUSH_MAX,
  type PushDevice,
  type PushSettings,
  type PushSubscribeInput,
} from '#shared/push/schema.ts';
import * as repo from './repository.ts';
import { toDeviceView } from './views.ts';

const MSG_DEVICE_NOT_FOUND = 'Gerät nicht gefunden';
const MSG_PUSH_ADDRESS =
  'Diese Push-Adresse ist nicht erlaubt: private, lokale und Link-Local-Adressen werden nicht beliefert';

/** The server's public VAPID key: the browser's `applicationServerKey`. */
export function pushConfig({ ctx }: { ctx: Ctx }): { publicKey: string } {
  return { publicKey: ctx.deps.config.push.vapid.publicKey };
}

/** A push service must be public https (plain http and 127.0.0.1 only with PUSH_ALLOW_PRIVATE). */
async function checkEndpoint(ctx: Ctx, endpoint: string): Promise<void> {
  const allowPrivate = ctx.deps.config.push.allowPrivate;
  if (new URL(endpoint).protocol !== 'https:' && !allowPrivate)
    throw new AppError('VALIDATION', MSG_PUSH_ENDPOINT);
  const resolved = await resolveReceiver(endpoint, { allowPrivate, timeoutMs: 10_000 });
  if (!resolved.ok) throw new AppError('VALIDATION', MSG_PUSH_ADDRESS, { reason: 'ADDRESS_REFUSED' });
}

export async function subscribe({
  ctx,
  input,
  userAgent,
}: {
  ctx: Ctx;
  input: PushSubscribeInput;
  userAgent: string | undefined;
}): Promise<PushDevice> {
  await checkEndpoint(ctx, input.endpoint);
  return ctx.db.transaction(async (tx) => {
    const existing = await repo.findSubscriptionByEndpoint(tx, input.endpoint);
    if (
      existing?.ownerId !== ctx.user.id &&
      (await repo.countSubscriptions(tx, ctx.user.id)) >= MAX_PUSH_DEVICES
    )
      throw new AppError('CONFLICT', MSG_PUSH_MAX);
    const row = await repo.upsertSubscription(tx, {
      ownerId: ctx.user.id,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      label: deviceLabel(userAgent),
    });
    return toDeviceView(row);
  });
}

export async function listDevices({ ctx }: { ctx: Ctx }): Promise<{ items: PushDevice[] }> {
  return { items: (await repo.listSubscriptions(ctx.db, ctx.user.id)).map(toDeviceView) };
}

/** 'Entfernen' in the list; another account's device is simply not found. */
export async function removeDevice({ ctx, input }: { ctx: Ctx; input: { id: string } }): Promise<void> {
  if (!(await repo.deleteOwnSubscription(ctx.db, ctx.user.id, { id: input.id })))
    throw new AppError('NOT_FOUND', MSG_DEVICE_NOT_FOUND);
}

/** The switch turned off on this device (idempotent: the browser may have forgotten us first). */
export async function unsubscribe({ ctx, input }: { ctx: Ctx; input: { endpoint: string } }): Promise<void> {
  await repo.deleteOwnSubscription(ctx.db, ctx.user.id, { endpoint: input.endpoint });
}

export async function getSettings({ ctx }: { ctx: Ctx }): Promise<PushSettings> {
  const saved = await repo.findSettings(ctx.db, ctx.user.id);
  const allowed = pushKindsFor(ctx.user.role);
  if (!saved) return { kinds: allowed, urgentOnly: false };
  return { kinds: allowed.filter((k) => saved.kinds.includes(k)), urgentOnly: saved.urgentOnly };
}

export async function saveSettings({ ctx, input }: { ctx: Ctx; input: PushSettings }): Promise<PushSettings> {
  const allowed: PushKind[] = pushKindsFor(ctx.user.role);
  if (input.kinds.some((k) => !allowed.includes(k))) throw new AppError('VALIDATION', MSG_PUSH_KIND);
  const kinds = allowed.filter((k) => input.kinds.includes(k));
  await repo.saveSettings(ctx.db, ctx.user.id, { kinds, urgentOnly: input.urgentOnly });
  return { kinds, urgentOnly: input.urgentOnly };
}
