import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { currentTraceparent } from '#server/telemetry/trace-context.ts';
import { domainEvents, jobs } from '#server/db/schema/messaging.ts';
import { domainEventSchema, type DomainEvent, type DomainEventType } from '#shared/events/schema.ts';
import { consumerJobType, SUBSCRIPTIONS } from './subscriptions.ts';

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

/** The consumers' job types of an event type, as an SQL text[] literal. */
function jobTypesOf(type: DomainEventType): SQL {
  const types = SUBSCRIPTIONS[type].map((c) => literal(consumerJobType(c)));
  return sql`array[${sql.join(types, sql`, `)}]::text[]`;
}

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
