import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { offers } from '#server/db/schema/marketplace.ts';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import { eventAudienceSellers } from '#server/db/schema/audience-sellers.ts';
import { audienceCondition } from './audience.ts';

/*
 * Decision 073: who hears of an answered question, computed once per `request.question_answered`
 * event by the audience consumer and stored in `event_audience_sellers`; live, webhooks and
 * notifications read their batch of it. Two sets, one row per seller: whoever the request reaches
 * now (the audience rule of audience.ts, unchanged: their screens and systems hear of the answer)
 * and the bidders, the sellers with a pending offer on it (decision 054: the mail 'Neue Antwort').
 */

/**
 * Stores the answered question's audience under its event in one statement; a replay stores
 * nobody twice (the key is the event and the seller). Returns how many sellers it stored.
 */
export async function storeAnswerAudience(
  db: Db,
  input: { requestId: string; eventId: number },
): Promise<number> {
  const where = await audienceCondition(db, input.requestId);
  // A request closed to sellers reaches nobody's screen; its bidders still hear of the answer.
  const seeing = where
    ? sql`select ${sellerProfiles.id} as id, true as sees, false as bids from ${sellerProfiles}
        inner join ${profiles} on ${profiles.id} = ${sellerProfiles.id} where ${where}`
    : sql`select null::uuid as id, true as sees, false as bids where false`;
  const res = (await db.execute(sql`
    insert into ${eventAudienceSellers} (event_id, seller_id, request_id, sees_request, bidder)
      select ${input.eventId}::bigint, s.id, ${input.requestId}::uuid, bool_or(s.sees), bool_or(s.bids)
      from (
        ${seeing}
        union all
        select ${offers.sellerId}, false, true from ${offers}
        where ${offers.requestId} = ${input.requestId}::uuid and ${offers.status} = 'ausstehend'
      ) as s
      group by s.id
    on conflict do nothing
    returning seller_id`)) as unknown as { rows: unknown[] };
  return res.rows.length;
}

/**
 * The sellers an answered question's event reached, in seller-id order: all, or one batch of a
 * reader's fan-out; with what a mail needs and which of the two sets each belongs to.
 */
export async function answerAudience(
  db: Db,
  input: { eventId: number; batch?: { offset: number; limit: number } },
) {
  const rows = db
    .select({
      id: eventAudienceSellers.sellerId,
      email: profiles.email,
      language: profiles.language,
      seesRequest: eventAudienceSellers.seesRequest,
      bidder: eventAudienceSellers.bidder,
    })
    .from(eventAudienceSellers)
    .innerJoin(profiles, eq(profiles.id, eventAudienceSellers.sellerId))
    .where(eq(eventAudienceSellers.eventId, input.eventId))
    .orderBy(asc(eventAudienceSellers.sellerId));
  return input.batch ? rows.offset(input.batch.offset).limit(input.batch.limit) : rows;
}
