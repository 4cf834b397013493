import type { Ctx } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import {
  describeUserAgent,
  SESSION_IS_CURRENT,
  SESSION_NOT_FOUND,
  SESSIONS_NEED_BROWSER,
  type SessionList,
} from '#shared/auth/sessions.ts';
import * as repo from './repository.ts';

/** The caller's session token: sessions are managed from a browser session, not with an API key. */
function currentToken(token: string | undefined): string {
  if (!token) throw new AppError('FORBIDDEN', SESSIONS_NEED_BROWSER);
  return token;
}

/** Issue 34: the account's sessions, the current one marked; browser and system, never token or address. */
export async function listSessions({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { token: string | undefined };
}): Promise<SessionList> {
  const token = currentToken(input.token);
  const rows = await repo.listUserSessions(ctx.db, ctx.user.id);
  return {
    sessions: rows.map((r) => ({
      id: r.id,
      current: r.token === token,
      ...describeUserAgent(r.userAgent),
      lastSeenAt: r.updatedAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Ends one other session of the caller; another user's session is 'not found', the own one refused. */
export async function endSession({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { token: string | undefined; id: string };
}): Promise<{ ok: true }> {
  const token = currentToken(input.token);
  const ended = await repo.deleteUserSession(ctx.db, ctx.user.id, input.id, token);
  if (ended === 0) {
    const owner = await repo.findSessionOwner(ctx.db, input.id);
    if (owner?.userId === ctx.user.id && owner.token === token)
      throw new AppError('VALIDATION', SESSION_IS_CURRENT);
    throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  }
  return { ok: true };
}

/** 'Alle anderen abmelden': every session of the caller but this one. */
export async function endOtherSessions({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { token: string | undefined };
}): Promise<{ ended: number }> {
  const token = currentToken(input.token);
  return { ended: await repo.deleteOtherUserSessions(ctx.db, ctx.user.id, token) };
}
