import type { Ctx } from '#server/ctx.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import type { Urgency } from '#shared/constants.ts';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  newRequestDelivery,
  type MailCategory,
  type NotificationSettings,
  type NotificationSettingsInput,
  type NotificationSettingsView,
} from '#shared/notifications/settings.ts';
import { companyMailModeOf } from '#shared/teams/recipients.ts';
import * as repo from './repository.ts';
import { verifyUnsubscribeToken } from './token.ts';

export const UNSUBSCRIBE_INVALID = 'Der Abmeldelink ist ungültig oder abgelaufen.';

function toSettings(row: Awaited<ReturnType<typeof repo.findSettings>>): NotificationSettings {
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
  return {
    newRequests: row.newRequests,
    urgentOnly: row.urgentOnly,
    regions: row.regions,
    offers: row.offers,
  };
}

export async function getSettings({ ctx }: { ctx: Ctx }): Promise<NotificationSettingsView> {
  const row = await repo.findSettings(ctx.db, ctx.user.id);
  // Decision 071: without a choice, the role's default (an owner hears everything of its role).
  const role = ctx.user.memberRole ?? 'owner';
  return { ...toSettings(row), companyMails: companyMailModeOf(role, row?.companyMails) };
}

export async function saveSettings({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: NotificationSettingsInput;
}): Promise<NotificationSettingsView> {
  await repo.upsertSettings(ctx.db, ctx.user.id, input);
  return getSettings({ ctx });
}

/** A user's settings (the default without a row). */
export async function settingsOf(db: Db, userId: string): Promise<NotificationSettings> {
  return toSettings(await repo.findSettings(db, userId));
}

/**
 * How a new request reaches the sellers of its audience (computed once by seller-market): each
 * one's settings in one statement, split into mails now, digest lines, and nobody.
 */
export async function newRequestPlan(
  db: Db,
  sellerIds: readonly string[],
  request: { urgency: Urgency; regionKeys: readonly string[] },
): Promise<{ instant: Set<string>; digest: Set<string> }> {
  const stored = new Map((await repo.findSettingsOf(db, sellerIds)).map((r) => [r.userId, toSettings(r)]));
  const instant = new Set<string>();
  const digest = new Set<string>();
  for (const id of sellerIds) {
    const mode = newRequestDelivery(stored.get(id) ?? DEFAULT_NOTIFICATION_SETTINGS, request);
    if (mode === 'instant') instant.add(id);
    else if (mode === 'digest') digest.add(id);
  }
  return { instant, digest };
}

/** What a valid token names, with the reader's language (for the page); refused in German otherwise. */
export async function readUnsubscribeToken(
  ctx: Ctx<null>,
  token: string,
): Promise<{ userId: string; category: MailCategory; language: string }> {
  const named = verifyUnsubscribeToken(ctx.deps.config.authSecret, token);
  const language = named && (await repo.findUserLanguage(ctx.db, named.userId));
  if (!named || !language)
    throw new AppError('VALIDATION', UNSUBSCRIBE_INVALID, { reason: 'BAD_UNSUBSCRIBE_TOKEN' });
  return { ...named, language };
}

/** The one-click unsubscribe (RFC 8058): the token's category off, the user's other settings kept. */
export async function unsubscribe({
  ctx,
  input,
}: {
  ctx: Ctx<null>;
  input: { token: string };
}): Promise<{ category: MailCategory; language: string }> {
  const named = await readUnsubscribeToken(ctx, input.token);
  await repo.turnOff(
    ctx.db,
    named.userId,
    named.category === 'offers' ? { offers: 'off' } : { newRequests: 'off' },
  );
  return { category: named.category, language: named.language };
}
