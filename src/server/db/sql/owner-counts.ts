import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { URGENCIES, type Urgency } from '#shared/constants.ts';
import type { BuyerRequestListQuery } from '#shared/requests/schema.ts';
import type { Db } from '#server/db/client.ts';
import { perShape, preparedStatement } from '#server/db/prepared.ts';
import { requestOwnerCounts as c } from '#server/db/schema/owner-counts.ts';

/*
 * Issue 29 (decision 077): how many requests an owner has, by whether they are ordered and by
 * urgency, from the maintained figures of request_owner_counts (migration 0051): a sum over a few
 * rows of its primary key (per urgency and ordered-or-not, one row per backend shard until the
 * hourly fold), however many requests the owner has. The own request list ('Anfragen', 'Meine
 * Anfragen') and the seller's summary card count with it; the owner is requests.buyer_id, the
 * company (companyOf) since teams.
 */

type OwnListState = BuyerRequestListQuery['state'];

/**
 * The count's text for one shape, for the owner `owner` (a placeholder: the statement's parameter).
 * Decision 083: the seller's summary reads it as a column of its own one statement.
 */
export function ownerCountSql(owner: SQL | Placeholder, state: OwnListState, urgency?: Urgency): SQL {
  const where: SQL[] = [sql`${c.ownerId} = ${owner}::uuid`];
  if (state !== 'all') where.push(sql`${c.ordered} = ${sql.raw(state === 'ordered' ? 'true' : 'false')}`);
  // One of four constants (checked here again), so each filter is a statement of its own.
  if (urgency && URGENCIES.includes(urgency)) where.push(sql`${c.urgency} = ${sql.raw(`'${urgency}'`)}`);
  return sql`select coalesce(sum(${c.n}), 0)::int as n from ${c} where ${sql.join(where, sql` and `)}`;
}

/**
 * A named prepared statement per state and urgency filter (decision 074's rule for the lists'
 * plain shapes): at most 3 × 5, each planned once per connection.
 */
const ownerCount = perShape((shape) => {
  const [state, urgency] = shape.split('|') as [OwnListState, string];
  return preparedStatement<{ n: number | string }>(
    `hp_owner_count_${state}_${urgency}`,
    ownerCountSql(sql.placeholder('owner'), state, urgency === 'all' ? undefined : (urgency as Urgency)),
  );
});

/** The owner's requests in `state` (open: without an order), of one urgency or all. */
export async function countOwnRequests(
  db: Db,
  ownerId: string,
  f: { state: OwnListState; urgency?: Urgency | undefined },
): Promise<number> {
  const [row] = await ownerCount(`${f.state}|${f.urgency ?? 'all'}`)(db, { owner: ownerId });
  return Number(row?.n ?? 0);
}

/** Folds the per-backend shards of the owners' figures into shard 0 (hourly, decision 077). */
export async function compactOwnerCounts(db: Db): Promise<void> {
  await db.execute(sql`select hp_compact_request_owner_counts()`);
}
