import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { currentTraceparent } from '#server/telemetry/trace-context.ts';
import { domainEvents, jobs } from '#server/db/schema/messaging.ts';
import { domainEventSchema, type DomainEvent, type DomainEventType } from '#shared/events/schema.ts';
import {
  AUDIENCE_BATCH,
  AUDIENCE_READERS,
  consumerJobType,
  queuedAtRecord,
  type ConsumerName,
} from './subscriptions.ts';

/*
 * Recording a domain event (decision 038): the event row and one job per consumer that
 * subscribes to its type, in one statement of the writer's transaction — so every reaction
 * exists exactly when the change does, each retried alone, and the writer knows none of them.
 */

/** A constant of ours as an SQL literal (event and job types: lower-case words and dots). */
function literal(value: string): SQL {
  if (!/^[a-z][a-z._-]*$/.test(value)) throw new Error(`not a plain name: ${value}`);
  return sql.raw(`'${value}'`);
}

/** Consumers' job types, as an SQL text[] literal. */
function jobTypesSql(consumers: readonly ConsumerName[]): SQL {
  const types = consumers.map((c) => literal(consumerJobType(c)));
  return sql`array[${sql.join(types, sql`, `)}]::text[]`;
}

/** The job types recording an event of this type queues (decision 068: not the audience readers). */
const jobTypesOf = (type: DomainEventType): SQL => jobTypesSql(queuedAtRecord(type));

/**
 * The statement's tail that queues each recorded event's consumer jobs: `recorded` is a CTE
 * returning the new events' ids. The job names its event (id and type) and nothing else: the
 * consumer reads the event when it runs.
 */
function queueConsumersSql(type: DomainEventType): SQL {
  return sql`insert into ${jobs} (type, payload, trace_parent)
    select c.job_type, jsonb_build_object('eventId', recorded.id, 'event', ${literal(type)}::text),
      recorded.trace_parent
    from recorded cross join unnest(${jobTypesOf(type)}) as c(job_type)`;
}

/**
 * Records `event` in the transaction of the write it tells of (pass that transaction). `actorId`:
 * the account that acted, none for the system.
 */
export async function recordEvent(tx: Db, event: DomainEvent, actorId: string | null = null): Promise<void> {
  const { type, ...payload } = domainEventSchema.parse(event);
  await tx.execute(sql`with recorded as (
      insert into ${domainEvents} (type, payload, actor_id, trace_parent)
        values (${type}, ${JSON.stringify(payload)}::jsonb, ${actorId}, ${currentTraceparent()})
      returning id, trace_parent
    ) ${queueConsumersSql(type)}`);
}

/**
 * The same as CTEs of a statement that writes many rows at once (order placement, decision 035):
 * one `type` event per row of `rows`, its payload built from the row's columns, its actor
 * `actor`, its traceparent `traceParent` (each row's own: one statement writes the orders of
 * several requests). Ends in `queued`; `recorded` is taken.
 */
export function recordEventsSql(
  type: DomainEventType,
  rows: SQL,
  payload: Record<string, SQL>,
  actor: SQL,
  traceParent: SQL = sql`null`,
): SQL {
  const fields = Object.entries(payload).map(
    ([key, value]) => sql`${sql.raw(`'${checkKey(key)}'`)}, ${value}`,
  );
  return sql`recorded as (
      insert into ${domainEvents} (type, payload, actor_id, trace_parent)
        select ${literal(type)}, jsonb_build_object(${sql.join(fields, sql`, `)}), ${actor}::text,
          ${traceParent}::text from ${rows}
      returning id, trace_parent
    ), queued as (${queueConsumersSql(type)})`;
}

/** A payload key: camelCase letters only (it becomes an SQL literal). */
function checkKey(key: string): string {
  if (!/^[a-zA-Z]+$/.test(key)) throw new Error(`not a payload key: ${key}`);
  return key;
}

/**
 * Decision 068: the audience consumer stored `reached` sellers for event `eventId`; this queues
 * the jobs of the consumers that read that audience — per consumer one job per batch of its
 * AUDIENCE_BATCH sellers (at least one), in one statement of the audience job's transaction.
 * Each job names its event and batch; the dedupe key makes a second queueing add nothing. The
 * jobs carry the event's traceparent, as if the event had queued them.
 */
export async function queueAudienceReaders(
  tx: Db,
  eventId: number,
  type: DomainEventType,
  reached: number,
): Promise<void> {
  const readers = AUDIENCE_READERS[type] ?? [];
  if (readers.length === 0) return;
  const batches = readers.map((c) => Math.max(1, Math.ceil(reached / AUDIENCE_BATCH[c])));
  await tx.execute(sql`insert into ${jobs} (type, payload, dedupe_key, trace_parent)
    select c.job_type, jsonb_build_object('eventId', e.id, 'event', e.type, 'batch', b),
      c.job_type || ':' || e.id || ':' || b, e.trace_parent
    from ${domainEvents} e
      cross join unnest(${jobTypesSql(readers)}, ${`{${batches.join(',')}}`}::int[]) as c(job_type, batches)
      cross join lateral generate_series(0, c.batches - 1) as b
    where e.id = ${eventId}::bigint
    on conflict do nothing`);
}
