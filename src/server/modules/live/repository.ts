import { and, gt, inArray, sql } from 'drizzle-orm';
import { sessions } from '#server/db/schema/auth.ts';
import type { Db } from '#server/db/client.ts';
import type { LiveEvent } from '#shared/live/events.ts';

export const LIVE_CHANNEL = 'hp_live';

/**
 * The channel on which sessions and users announce their committed changes (payload: the table's
 * name, `sessions` or `profiles`; migration 0012, narrowed by decision 075). NOTIFY is
 * transactional: the hub hears of a logout, a blocked account or a removed member only once it is
 * committed, and ends the streams of ended sessions.
 */
export const CHANGES_CHANNEL = 'hp_changes';

/** NOTIFY payloads stay far below PostgreSQL's 8000-byte limit: user ids go in chunks. */
const USERS_PER_NOTIFY = 100;

export interface LiveMessage {
  /** Recipients (user ids). */
  u: string[];
  event: LiveEvent;
}

/**
 * Tells every instance's open screens of these users about a change. Call it with the
 * transaction of the change: PostgreSQL delivers a NOTIFY only when that transaction commits.
 */
export async function publishLive(tx: Db, userIds: readonly string[], event: LiveEvent): Promise<void> {
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += USERS_PER_NOTIFY) {
    const message: LiveMessage = { u: unique.slice(i, i + USERS_PER_NOTIFY), event };
    await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
  }
}

/** Which of these session tokens still belong to a session that has not ended (logout, block, expiry). */
export async function liveSessionTokens(db: Db, tokens: readonly string[]): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const rows = await db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(inArray(sessions.token, [...tokens]), gt(sessions.expiresAt, new Date())));
  return new Set(rows.map((r) => r.token));
}
